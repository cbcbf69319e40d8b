import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

export const ORIGIN = 'http://localhost:8080';
export const CLIENT_ID = 'checkout-admin-console';
export const SCOPE = 'api://checkout-admin/access_as_user openid profile offline_access';

/**
 * Follows the code flow the way MSAL's popup does, carrying cookies by hand. `server` may be changed between two
 * requests (another server on the same database: a restart, a second process).
 */
export class Browser {
  cookies = new Map<string, string>();
  constructor(public server: FastifyInstance) {}
  async request(method: 'GET' | 'POST', url: string, form?: Record<string, string>): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.server.inject({
      method,
      url: url.replace(ORIGIN, ''),
      headers: {
        cookie,
        host: 'localhost:8080',
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(form ? { payload: new URLSearchParams(form).toString() } : {}),
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

/** The start of a code flow with PKCE as MSAL makes it: the /idp/auth address and the verifier of its challenge. */
function authRequest(state: string, prompt?: string): { url: string; verifier: string } {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: `${ORIGIN}/redirect.html`,
    scope: SCOPE,
    state,
    nonce: `n-${state}`,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    response_mode: 'fragment',
    ...(prompt ? { prompt } : {}),
  });
  return { url: `/idp/auth?${params}`, verifier };
}

/** Opens the provider's sign-in page for a code flow with PKCE and submits the credentials. */
export async function authorize(browser: Browser, username: string, password: string, prompt?: string) {
  const { url, verifier } = authRequest('s1', prompt);
  const start = await browser.request('GET', url);
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

/** Follows the provider's redirects from `location` to the console's redirect page; returns the code it carries. */
export async function followToCode(browser: Browser, location: string): Promise<string> {
  for (let hops = 0; hops < 5 && !location.startsWith(`${ORIGIN}/redirect.html`); hops++) {
    const next = await browser.request('GET', location);
    expect([302, 303], next.body).toContain(next.statusCode);
    location = String(next.headers.location);
  }
  const fragment = new URLSearchParams(new URL(location).hash.slice(1));
  expect(fragment.get('error'), fragment.get('error_description') ?? '').toBeNull();
  const code = fragment.get('code');
  expect(code).toBeTruthy();
  return code ?? '';
}

/** The silent request MSAL makes in its hidden frame (prompt=none): answered from the provider's session cookie. */
export async function silentCode(browser: Browser): Promise<{ code: string; verifier: string }> {
  const { url, verifier } = authRequest('s2', 'none');
  const start = await browser.request('GET', url);
  expect([302, 303], start.body).toContain(start.statusCode);
  return { code: await followToCode(browser, String(start.headers.location)), verifier };
}

/** POSTs to the provider's token endpoint as MSAL does (a public client). */
export function tokenRequest(server: FastifyInstance, form: Record<string, string>): Promise<LightMyRequestResponse> {
  return server.inject({
    method: 'POST',
    url: '/idp/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'localhost:8080' },
    payload: new URLSearchParams({ client_id: CLIENT_ID, ...form }).toString(),
  });
}

export interface TokenAnswer {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  scope: string;
}

/** Exchanges an authorization code for tokens. */
export function redeemCode(server: FastifyInstance, code: string, verifier: string): Promise<LightMyRequestResponse> {
  return tokenRequest(server, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: `${ORIGIN}/redirect.html`,
    code_verifier: verifier,
  });
}

/** Uses a refresh token as MSAL does when its access token has expired. */
export function refresh(server: FastifyInstance, refreshToken: string): Promise<LightMyRequestResponse> {
  return tokenRequest(server, { grant_type: 'refresh_token', refresh_token: refreshToken, scope: SCOPE });
}
