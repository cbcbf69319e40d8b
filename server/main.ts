import path from 'node:path';
import { buildApp } from './app.ts';
import { seededCatalogs } from './catalog/hotel-catalog.ts';
import { loadConfig } from './config.ts';
import { DataDirLockedError, openDatabase } from './db/open.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { createProvider } from './idp/provider.ts';
import { loadIdpSecrets, publicJwk } from './idp/keys.ts';
import { createVerifier } from './plugins/auth.ts';

/** `npm start`: one process serving the console, /api, and (by default) the sign-in provider under /idp. */
async function main(): Promise<void> {
  const config = loadConfig();
  const handle = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, createApart: true }).catch((err: unknown) => {
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
    const secrets = await loadIdpSecrets(path.join(config.dataDir, 'idp'));
    const origins = [new URL(config.publicUrl).origin, ...(process.env.DEV_ORIGINS ?? 'http://localhost:5173').split(',')];
    idp = createProvider(
      {
        issuer: config.auth.issuer,
        clientId: config.auth.clientId,
        audience: config.auth.audience,
        apiScope: config.auth.apiScope,
        appOrigins: [...new Set(origins.filter(Boolean))],
      },
      secrets,
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
  const app = await buildApp({ config, db: handle.db, listen: handle.listen, verifyToken, idp, catalogs });
  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await handle.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, database: handle.kind, dataDir: config.databaseUrl ? undefined : config.dataDir, seeded },
    `Checkout Admin ready at ${config.publicUrl}`,
  );
}

function scopeName(scope: string): string {
  return scope.split('/').pop() ?? scope;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
