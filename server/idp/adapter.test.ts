import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { seededCatalogs } from '../catalog/hotel-catalog.ts';
import { loadConfig } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { createVerifier } from '../plugins/auth.ts';
import { testDatabases, type TestDatabase } from '../test/databases.ts';
import {
  authorize,
  Browser,
  CLIENT_ID,
  followToCode,
  ORIGIN,
  redeemCode,
  refresh,
  silentCode,
  type TokenAnswer,
} from '../test/sign-in-flow.ts';
import { idpAdapter, sweepExpired } from './adapter.ts';
import { loadIdpSecrets, loadSharedIdpSecrets, publicJwk } from './keys.ts';
import { createProvider } from './provider.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(testDatabases())('the local sign-in provider’s store on $name', ({ open }) => {
  let handle: TestDatabase;
  const servers: FastifyInstance[] = [];

  beforeAll(async () => {
    handle = await open('migrated');
    await migrate(handle.db);
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await handle?.cleanup();
  });

  /** A server as main.ts builds it, on this database: what one process (or the next after a restart) runs. */
  async function server(): Promise<{ app: FastifyInstance; verify: ReturnType<typeof createVerifier> }> {
    const config = loadConfig({ PORT: '8080', DIST_DIR: '/nonexistent', LOG_LEVEL: 'silent' });
    const secrets = await loadSharedIdpSecrets(handle.db);
    const provider = createProvider(
      {
        issuer: config.auth.issuer,
        clientId: CLIENT_ID,
        audience: config.auth.audience,
        apiScope: config.auth.apiScope,
        appOrigins: [ORIGIN],
      },
      secrets,
      idpAdapter(handle.db),
    );
    const verify = createVerifier({
      issuer: config.auth.issuer,
      audience: config.auth.audience,
      scope: 'access_as_user',
      keys: { keys: [publicJwk(secrets.signingKey)] },
    });
    const app = await buildApp({
      config,
      db: handle.db,
      verifyToken: verify,
      idp: provider,
      catalogs: seededCatalogs,
      logger: false,
    });
    servers.push(app);
    return { app, verify };
  }

  it('keeps a sign-in across a restart: the refresh token and the session are still known', async () => {
    const first = await server();
    const browser = new Browser(first.app);
    const { login, verifier } = await authorize(browser, 'demo', 'demo');
    expect(login.statusCode).toBe(303);
    const tokens = (
      await redeemCode(first.app, await followToCode(browser, String(login.headers.location)), verifier)
    ).json<TokenAnswer>();
    expect(tokens.refresh_token).toBeTruthy();
    await first.app.close();

    // The next server (a restart) has nothing in memory: it finds the sign-in in the database.
    const next = await server();
    const refreshed = await refresh(next.app, tokens.refresh_token ?? '');
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    await expect(next.verify(refreshed.json<TokenAnswer>().access_token)).resolves.toMatchObject({
      id: 'u-demo',
      name: 'Kari Nordmann',
    });
    // MSAL's hidden-frame renewal: the browser's session cookie still signs it in, without the sign-in page.
    browser.server = next.app;
    const silent = await silentCode(browser);
    const renewed = await redeemCode(next.app, silent.code, silent.verifier);
    expect(renewed.statusCode, renewed.body).toBe(200);
  });

  it('shares a sign-in between two servers on the database: signed in on one, tokens from the other', async () => {
    const [one, two] = await Promise.all([server(), server()]);
    const browser = new Browser(one.app);
    const { login, verifier } = await authorize(browser, 'host', 'host');
    const code = await followToCode(browser, String(login.headers.location));
    const answer = await redeemCode(two.app, code, verifier);
    expect(answer.statusCode, answer.body).toBe(200);
    const tokens = answer.json<TokenAnswer>();
    // Each verifies what the other signed: one key for both (idp_secrets).
    await expect(one.verify(tokens.access_token)).resolves.toMatchObject({ id: 'u-host' });
    const refreshed = await refresh(one.app, tokens.refresh_token ?? '');
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    // A code is used once, whichever server sees it again; a replayed code revokes its grant on every server.
    expect((await redeemCode(one.app, code, verifier)).statusCode).toBe(400);
    const afterReplay = await refresh(
      two.app,
      refreshed.json<TokenAnswer>().refresh_token ?? tokens.refresh_token ?? '',
    );
    expect(afterReplay.statusCode).toBe(400);
    expect(afterReplay.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('stores, finds, consumes, revokes and expires records as oidc-provider asks', async () => {
    const adapter = idpAdapter(handle.db);
    const codes = adapter('AuthorizationCode');
    const interactions = adapter('Interaction');
    await codes.upsert('c1', { grantId: 'g1', accountId: 'u-demo' }, 60);
    await codes.upsert('c2', { grantId: 'g2' }, 60);
    await adapter('RefreshToken').upsert('r1', { grantId: 'g1' }, 60);
    await interactions.upsert('i1', { uid: 'uid-1', returnTo: '/x' }, 60);

    await expect(codes.find('c1')).resolves.toEqual({ grantId: 'g1', accountId: 'u-demo' });
    // A record is one model's: the same id under another model is another record.
    await expect(adapter('Session').find('c1')).resolves.toBeUndefined();
    await expect(interactions.findByUid('uid-1')).resolves.toMatchObject({ returnTo: '/x' });

    await codes.consume('c1');
    const consumed = await codes.find('c1');
    expect(consumed?.consumed).toBeGreaterThan(Date.now() / 1000 - 60);

    // Revoking a grant takes everything issued under it, whatever its model, and nothing else.
    await codes.revokeByGrantId('g1');
    await expect(codes.find('c1')).resolves.toBeUndefined();
    await expect(adapter('RefreshToken').find('r1')).resolves.toBeUndefined();
    await expect(codes.find('c2')).resolves.toEqual({ grantId: 'g2' });

    await codes.destroy('c2');
    await expect(codes.find('c2')).resolves.toBeUndefined();

    // An upsert replaces the record and its expiry.
    await interactions.upsert('i1', { uid: 'uid-1', returnTo: '/y' }, 1);
    await expect(interactions.find('i1')).resolves.toMatchObject({ returnTo: '/y' });
    await sleep(1_100);
    // Past its expiry it is gone for the provider at once, and from the table at the next sweep.
    await expect(interactions.find('i1')).resolves.toBeUndefined();
    await expect(interactions.findByUid('uid-1')).resolves.toBeUndefined();
    const expired = await sql<{ n: number }>`SELECT count(*)::int AS n FROM idp_payloads WHERE id = 'i1'`.execute(
      handle.db,
    );
    expect(expired.rows[0]?.n).toBe(1);
    expect(await sweepExpired(handle.db)).toBeGreaterThanOrEqual(1);
    const swept = await sql<{ n: number }>`SELECT count(*)::int AS n FROM idp_payloads WHERE id = 'i1'`.execute(
      handle.db,
    );
    expect(swept.rows[0]?.n).toBe(0);
  });

  it('gives every server the same secrets, taking over those a data dir already had', async () => {
    const fresh = await open();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'ca-idp-secrets-'));
    try {
      await migrate(fresh.db);
      // Before the database kept them, the first server wrote them to <data dir>/idp: tokens signed with them stay valid.
      const legacy = await loadIdpSecrets(dir);
      const [one, two] = await Promise.all([loadSharedIdpSecrets(fresh.db, dir), loadSharedIdpSecrets(fresh.db, dir)]);
      expect(one.signingKey.kid).toBe(legacy.signingKey.kid);
      expect(two).toEqual(one);
      // Several servers starting at once on a database without secrets: one set wins, all use it.
      await sql`DELETE FROM idp_secrets`.execute(fresh.db);
      const racing = await Promise.all([
        loadSharedIdpSecrets(fresh.db),
        loadSharedIdpSecrets(fresh.db),
        loadSharedIdpSecrets(fresh.db),
      ]);
      expect(new Set(racing.map((secrets) => secrets.signingKey.kid)).size).toBe(1);
      expect(racing[0]?.signingKey.kid).not.toBe(legacy.signingKey.kid);
    } finally {
      await fresh.cleanup();
      await rm(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
