import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
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

const ORIGIN = 'http://localhost:8080';
const CLIENT_ID = 'checkout-admin-console';
const SCOPE = 'api://checkout-admin/access_as_user openid profile offline_access';

let app: FastifyInstance;
let dir: string;
let verify: ReturnType<typeof createVerifier>;

/** Follows the code flow the way MSAL's popup does, carrying cookies by hand. */
class Browser {
  cookies = new Map<string, string>();
  constructor(private readonly server: FastifyInstance) {}
  async request(method: 'GET' | 'POST', url: string, form?: Record<string, string>): Promise<LightMyRequestResponse> {
    const res = await this.server.inject({
      method,
      url: url.replace(ORIGIN, ''),
      headers: { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '), host: 'localhost:8080' },
      ...(form ? { payload: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '), host: 'localhost:8080' } } : {}),
    });
    const set = res.headers['set-cookie'];
    for (const line of Array.isArray(set) ? set : set ? [set] : []) {
      const [pair] = line.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (name) this.cookies.set(name.trim(), value.join('='));
    }
    return res;
  }
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'ca-idp-'));
  const config = loadConfig({ PORT: '8080', DIST_DIR: '/nonexistent', LOG_LEVEL: 'silent' });
  const secrets = await loadIdpSecrets(dir);
  const provider = createProvider(
    { issuer: config.auth.issuer, clientId: CLIENT_ID, audience: config.auth.audience, apiScope: config.auth.apiScope, appOrigins: [ORIGIN] },
    secrets,
  );
  verify = createVerifier({ issuer: config.auth.issuer, audience: config.auth.audience, scope: 'access_as_user', keys: { keys: [publicJwk(secrets.signingKey)] } });
  // The provider needs no database; routes that do are not called here.
  app = await buildApp({ config, db: undefined as unknown as Kysely<Database>, verifyToken: verify, idp: provider, catalogs: seededCatalogs, logger: false });
});

afterAll(async () => {
  await app?.close();
  await rm(dir, { recursive: true, force: true });
});

async function authorize(browser: Browser, username: string, password: string) {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: `${ORIGIN}/redirect.html`,
    scope: SCOPE,
    state: 's1',
    nonce: 'n1',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    response_mode: 'fragment',
  });
  const start = await browser.request('GET', `/idp/auth?${params}`);
  expect(start.statusCode).toBe(303);
  const interaction = String(start.headers.location);
  expect(interaction).toMatch(/\/idp\/interaction\//);
  const page = await browser.request('GET', interaction);
  expect(page.body).toContain('<label for="username">Username</label>');
  expect(page.body).toContain('Sign in</button>');
  expect(page.body).not.toMatch(/https?:\/\/(?!localhost)/);
  const login = await browser.request('POST', interaction, { username, password });
  return { login, verifier };
}

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
    let location = String(login.headers.location);
    for (let hops = 0; hops < 5 && !location.startsWith(`${ORIGIN}/redirect.html`); hops++) {
      const next = await browser.request('GET', location);
      expect([302, 303]).toContain(next.statusCode);
      location = String(next.headers.location);
    }
    const fragment = new URLSearchParams(new URL(location).hash.slice(1));
    const code = fragment.get('code');
    expect(code).toBeTruthy();

    const token = await app.inject({
      method: 'POST',
      url: '/idp/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:8080' },
      payload: new URLSearchParams({ grant_type: 'authorization_code', client_id: CLIENT_ID, code: code ?? '', redirect_uri: `${ORIGIN}/redirect.html`, code_verifier: verifier }).toString(),
    });
    expect(token.statusCode).toBe(200);
    const body = token.json<{ access_token: string; id_token: string; refresh_token?: string; scope: string }>();
    expect(body.refresh_token).toBeTruthy();
    const user = await verify(body.access_token);
    expect(user).toMatchObject({ id: 'u-demo', name: 'Kari Nordmann', userName: 'demo' });
    expect(decodeJwt(body.id_token)).toMatchObject({ name: 'Kari Nordmann', preferred_username: 'demo' });

    const refreshed = await app.inject({
      method: 'POST',
      url: '/idp/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:8080' },
      payload: new URLSearchParams({ grant_type: 'refresh_token', client_id: CLIENT_ID, refresh_token: body.refresh_token ?? '', scope: 'api://checkout-admin/access_as_user openid profile offline_access' }).toString(),
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    await expect(verify(refreshed.json<{ access_token: string }>().access_token)).resolves.toMatchObject({ id: 'u-demo' });
  });

  it('keeps the signing key across restarts with its thumbprint as kid', async () => {
    const first = await loadIdpSecrets(dir);
    const again = await loadIdpSecrets(dir);
    expect(again.signingKey.kid).toBe(first.signingKey.kid);
    expect(first.signingKey.kid).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
