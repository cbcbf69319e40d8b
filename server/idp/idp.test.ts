import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { seededCatalogs } from '../catalog/hotel-catalog.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { createVerifier } from '../plugins/auth.ts';
import { loadIdpSecrets, publicJwk } from './keys.ts';
import { createProvider } from './provider.ts';
import { authorize, Browser, CLIENT_ID, followToCode, ORIGIN, redeemCode, refresh } from '../test/sign-in-flow.ts';

let app: FastifyInstance;
let dir: string;
let verify: ReturnType<typeof createVerifier>;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ca-idp-'));
  const config = loadConfig({ PORT: '8080', DIST_DIR: '/nonexistent', LOG_LEVEL: 'silent' });
  const secrets = await loadIdpSecrets(dir);
  const provider = createProvider(
    {
      issuer: config.auth.issuer,
      clientId: CLIENT_ID,
      audience: config.auth.audience,
      apiScope: config.auth.apiScope,
      appOrigins: [ORIGIN],
    },
    secrets,
  );
  verify = createVerifier({
    issuer: config.auth.issuer,
    audience: config.auth.audience,
    scope: 'access_as_user',
    keys: { keys: [publicJwk(secrets.signingKey)] },
  });
  // The provider needs no database; routes that do are not called here.
  app = await buildApp({
    config,
    db: undefined as unknown as Kysely<Database>,
    verifyToken: verify,
    idp: provider,
    catalogs: seededCatalogs,
    logger: false,
  });
});

afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('embedded OpenID provider', () => {
  it('refuses wrong credentials on its sign-in page', async () => {
    const { login } = await authorize(new Browser(app), 'demo', 'wrong');
    expect(login.statusCode).toBe(401);
    expect(login.body).toContain('Wrong username or password.');
  });

  it('signs demo in with a code flow and issues API tokens MSAL can use', async () => {
    const browser = new Browser(app);
    const { login, verifier } = await authorize(browser, 'demo', 'demo');
    expect(login.statusCode).toBe(303);
    const code = await followToCode(browser, String(login.headers.location));

    const token = await redeemCode(app, code, verifier);
    expect(token.statusCode).toBe(200);
    const body = token.json<{ access_token: string; id_token: string; refresh_token?: string; scope: string }>();
    expect(body.refresh_token).toBeTruthy();
    const user = await verify(body.access_token);
    expect(user).toMatchObject({ id: 'u-demo', name: 'Kari Nordmann', userName: 'demo' });
    expect(decodeJwt(body.id_token)).toMatchObject({ name: 'Kari Nordmann', preferred_username: 'demo' });

    const refreshed = await refresh(app, body.refresh_token ?? '');
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    await expect(verify(refreshed.json<{ access_token: string }>().access_token)).resolves.toMatchObject({
      id: 'u-demo',
    });
  });

  it('keeps the signing key across restarts with its thumbprint as kid', async () => {
    const first = await loadIdpSecrets(dir);
    const again = await loadIdpSecrets(dir);
    expect(again.signingKey.kid).toBe(first.signingKey.kid);
    expect(first.signingKey.kid).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
