import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { seededCatalogs } from './catalog/hotel-catalog.ts';
import { loadConfig, type ServerConfig } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { openDatabase, type DatabaseHandle } from './db/open.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { DEMO_ACCOUNTS } from './idp/accounts.ts';
import { idpAdapter, sweepExpiredRegularly } from './idp/adapter.ts';
import { createProvider } from './idp/provider.ts';
import { loadSharedIdpSecrets, publicJwk } from './idp/keys.ts';
import { createVerifier } from './plugins/auth.ts';

/** `npm start`: one process serving the console, /api, and (by default) the sign-in provider under /idp. */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    createApart: true,
  }).catch((err: unknown) => {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  });
  await migrate(handle.db);
  const seeded = await seedIfEmpty(handle.db);

  let idp;
  let verifyToken;
  if (config.auth.localIdp) {
    // Its keys and its state (sessions, grants, refresh tokens) are in the database: a sign-in outlives a restart
    // and is known to every server process on the database (decision 025-local-idp-store).
    const secrets = await loadSharedIdpSecrets(handle.db, path.join(config.dataDir, 'idp'));
    const origins = [
      new URL(config.publicUrl).origin,
      ...(process.env.DEV_ORIGINS ?? 'http://localhost:5173').split(','),
    ];
    idp = createProvider(
      {
        issuer: config.auth.issuer,
        clientId: config.auth.clientId,
        audience: config.auth.audience,
        apiScope: config.auth.apiScope,
        appOrigins: [...new Set(origins.filter(Boolean))],
      },
      secrets,
      idpAdapter(handle.db),
    );
    verifyToken = createVerifier({
      issuer: config.auth.issuer,
      audience: config.auth.audience,
      scope: scopeName(config.auth.apiScope),
      keys: { keys: [publicJwk(secrets.signingKey)] },
    });
  } else {
    verifyToken = createVerifier({
      issuer: config.auth.issuer,
      audience: config.auth.audience,
      scope: scopeName(config.auth.apiScope),
      keys: new URL(config.auth.jwksUrl),
    });
  }

  // The upstream systems: a real adapter replaces a seeded stand-in here, and only here (decision 006).
  const catalogs = seededCatalogs;
  const app = await buildApp({
    config,
    db: handle.db,
    listen: handle.listen,
    oneConnection: handle.kind === 'pglite',
    verifyToken,
    idp,
    catalogs,
  });
  const stopSweeping = config.auth.localIdp
    ? sweepExpiredRegularly(handle.db, (error) =>
        app.log.warn({ err: error }, 'could not delete the sign-in provider’s expired records'),
      )
    : () => undefined;
  handleShutdown(app, handle, config, stopSweeping);

  await app.listen({ port: config.port, host: config.host });
  const database = describeDatabase(handle, config);
  const signIn = config.auth.localIdp
    ? DEMO_ACCOUNTS.map((account) => `${account.username} / ${account.password}`)
    : undefined;
  if (config.logFormat === 'pretty') {
    process.stdout.write(banner(config.publicUrl, database, signIn));
  } else {
    app.log.info(
      { url: config.publicUrl, database: handle.kind, where: database.where, seeded, demoAccounts: signIn },
      `Checkout Admin ready at ${config.publicUrl}`,
    );
  }
}

/**
 * SIGTERM (systemd, a container runtime) or SIGINT (Ctrl+C): the server stops taking connections at once (new
 * requests on kept-alive ones are answered 503, which a proxy retries on another process), lets the requests in
 * flight finish, ends the event streams (app.ts), closes the database and exits 0. Requests still running after
 * SHUTDOWN_TIMEOUT seconds (10 by default) have their connections cut, and the process exits 1 (at most 2 s later).
 * A second signal (a second after the first, not its echo through npm) exits at once.
 */
function handleShutdown(
  app: FastifyInstance,
  handle: DatabaseHandle,
  config: ServerConfig,
  stopSweeping: () => void,
): void {
  let closingSince: number | undefined;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closingSince !== undefined) {
      // Ctrl+C reaches the server twice, from the terminal and from `npm start` passing it on: the same request.
      if (Date.now() - closingSince < 1_000) return;
      app.log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    closingSince = Date.now();
    app.log.info({ signal }, 'shutting down: finishing the requests in flight');
    let cut = false;
    const bound = setTimeout(() => {
      cut = true;
      app.log.warn(
        { timeoutMs: config.shutdownTimeoutMs },
        'requests still in flight at the shutdown timeout: closing their connections',
      );
      app.server.closeAllConnections();
      // A query of theirs may still hold a database connection the pool waits for: the exit does not wait on it.
      setTimeout(() => process.exit(1), 2_000);
    }, config.shutdownTimeoutMs);
    try {
      await app.close();
      clearTimeout(bound);
      stopSweeping();
      await handle.close();
      app.log.info('stopped');
      process.exit(cut ? 1 : 0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', (signal) => void shutdown(signal));
  process.on('SIGTERM', (signal) => void shutdown(signal));
}

/** The database in use and where it is (a PostgreSQL URL without its password). */
function describeDatabase(handle: DatabaseHandle, config: ServerConfig): { name: string; where: string } {
  if (handle.kind === 'pglite' || !config.databaseUrl)
    return { name: 'PGlite (embedded)', where: path.join(config.dataDir, 'pglite') };
  try {
    const url = new URL(config.databaseUrl);
    if (url.password) url.password = '***';
    url.search = '';
    return { name: 'PostgreSQL', where: url.toString() };
  } catch {
    return { name: 'PostgreSQL', where: 'DATABASE_URL' };
  }
}

function banner(url: string, database: { name: string; where: string }, signIn: string[] | undefined): string {
  const lines = [
    '',
    `  Checkout Admin ready at ${url}`,
    `  Database   ${database.name}, ${database.where}`,
    signIn
      ? `  Sign in    ${signIn.join(' or ')} (local sign-in provider; LOCAL_IDP=off for Entra ID)`
      : '  Sign in    with Entra ID',
    '  Stop       Ctrl+C',
    '',
  ];
  return `${lines.join('\n')}\n`;
}

function scopeName(scope: string): string {
  return scope.split('/').pop() ?? scope;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
