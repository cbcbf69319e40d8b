import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type JWK } from 'jose';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifier } from '../plugins/auth.ts';
import { testDatabases, type TestDatabase } from '../test/databases.ts';
import { TEST_AUDIENCE, TEST_ISSUER } from '../test/tokens.ts';
import { buildRoutedApp, CSRF, fillPath, injectAndRead, isWrite, type ApiRoute, type RoutedApp } from './api-routes.ts';

/**
 * The /api routes anyone may call without signing in. Every other route of the route table must refuse each forged
 * or unusable token below with a 401; the test checks this list is exact (a route missing here that answers without a
 * token fails it, and so does one listed here that wants a token).
 */
const PUBLIC_ROUTES = [
  // The console reads its sign-in settings before anyone has signed in.
  'GET /api/config',
  // Load balancers and the ops checks probe it without a token.
  'GET /api/health',
  // The API's own description, generated from the schemas: no data in it.
  'GET /api/openapi.json',
];

const name = (route: ApiRoute) => `${route.method} ${route.url}`;
const now = () => Math.floor(Date.now() / 1000);

interface Forgery {
  case: string;
  /** The Authorization header, or none. */
  authorization?: string;
}

/** A token with the claims the provider issues, altered by `change`, signed with `key` (kid `test`, RS256). */
async function signed(
  key: CryptoKey,
  change: (jwt: SignJWT) => SignJWT = (jwt) => jwt,
  claims: Record<string, unknown> = {},
): Promise<string> {
  const jwt = new SignJWT({ scp: 'access_as_user', name: 'Mallory', preferred_username: 'mallory', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test' })
    .setSubject('u-mallory')
    .setIssuer(TEST_ISSUER)
    .setAudience(TEST_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('1h');
  return change(jwt).sign(key);
}

// The HTTP layer only (tokens, anti-forgery, schemas), which answers before any query: on one database.
describe.each(testDatabases().slice(0, 1))('the auth matrix on $name', ({ open }) => {
  let handle: TestDatabase;
  let routed: RoutedApp;
  let privateKey: CryptoKey;
  let forgeries: Forgery[];
  let goodToken: string;

  beforeAll(async () => {
    handle = await open('seeded');
    // The app verifies with a key of ours, so we can sign tokens that are right in every way but one.
    const pair = await generateKeyPair('RS256', { extractable: true });
    privateKey = pair.privateKey;
    const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test', alg: 'RS256' };
    const verifier = createVerifier({
      issuer: TEST_ISSUER,
      audience: TEST_AUDIENCE,
      scope: 'access_as_user',
      keys: { keys: [jwk] },
    });
    routed = await buildRoutedApp(handle, { verifyToken: verifier });

    goodToken = await signed(privateKey);
    const [header, payload, signature] = goodToken.split('.') as [string, string, string];
    // A signature with its first bytes changed (not its last character: base64url's last one carries spare bits).
    const flipped = (signature.startsWith('A') ? 'B' : 'A') + signature.slice(1);
    const stranger = await generateKeyPair('RS256');
    const claims = {
      sub: 'u-mallory',
      iss: TEST_ISSUER,
      aud: TEST_AUDIENCE,
      scp: 'access_as_user',
      iat: now(),
      exp: now() + 3600,
    };
    forgeries = [
      { case: 'no token' },
      {
        case: 'expired',
        authorization: `Bearer ${await signed(privateKey, (jwt) => jwt.setIssuedAt(now() - 7200).setExpirationTime(now() - 120))}`,
      },
      {
        case: 'not yet valid',
        authorization: `Bearer ${await signed(privateKey, (jwt) => jwt.setNotBefore(now() + 600))}`,
      },
      {
        case: 'wrong audience',
        authorization: `Bearer ${await signed(privateKey, (jwt) => jwt.setAudience('api://another-app'))}`,
      },
      {
        case: 'wrong issuer',
        authorization: `Bearer ${await signed(privateKey, (jwt) => jwt.setIssuer('https://login.example.com/evil/v2.0'))}`,
      },
      { case: 'bad signature', authorization: `Bearer ${header}.${payload}.${flipped}` },
      { case: 'alg: none', authorization: `Bearer ${new UnsecuredJWT(claims).encode()}` },
      {
        case: 'missing access_as_user scope',
        authorization: `Bearer ${await signed(privateKey, (jwt) => jwt, { scp: 'User.Read openid' })}`,
      },
      { case: 'key not in the JWKS', authorization: `Bearer ${await signed(stranger.privateKey)}` },
    ];
  });
  afterAll(async () => {
    await routed?.app.close();
    await handle?.cleanup();
  });

  /** A request that is right in all but its token: path params, a JSON body, the anti-forgery pair on writes. */
  const request = (
    route: ApiRoute,
    authorization: string | undefined,
    csrfHeader: string | null = CSRF.value,
  ): InjectOptions => ({
    method: route.method,
    url: fillPath(route.url, {}),
    headers: {
      ...(authorization ? { authorization } : {}),
      ...(isWrite(route.method) && csrfHeader !== null ? { [CSRF.header]: csrfHeader } : {}),
      ...(route.body ? { 'content-type': 'application/json' } : {}),
    },
    cookies: { [CSRF.cookie]: CSRF.value },
    payload: route.body ? '{}' : undefined,
  });

  it('enumerates the routes from the route table, and only the allow-listed ones answer without a token', async () => {
    const { routes } = routed;
    expect(routes.length).toBeGreaterThan(50);
    const open: string[] = [];
    for (const route of routes) {
      const res = await injectAndRead(routed.app, request(route, undefined));
      if (res.status !== 401) open.push(name(route));
    }
    expect(open.sort()).toEqual([...PUBLIC_ROUTES].sort());
    // Each allow-listed route exists (a renamed one must be renamed here too).
    expect(PUBLIC_ROUTES.filter((r) => !routes.some((route) => name(route) === r))).toEqual([]);
  });

  it('answers every protected route 401 for each forged or unusable token', async () => {
    const protectedRoutes = routed.routes.filter((route) => !PUBLIC_ROUTES.includes(name(route)));
    expect(forgeries).toHaveLength(9);
    const wrong: string[] = [];
    let tried = 0;
    for (const route of protectedRoutes) {
      for (const forgery of forgeries) {
        const res = await injectAndRead(routed.app, request(route, forgery.authorization));
        tried += 1;
        if (
          res.status !== 401 ||
          (JSON.parse(res.body) as { message?: string }).message !== 'Sign-in required.' ||
          !String(res.headers['www-authenticate']).startsWith('Bearer')
        ) {
          wrong.push(`${name(route)} × ${forgery.case}: ${res.status} ${res.body.slice(0, 200)}`);
        }
      }
    }
    console.info(`auth matrix: ${forgeries.length} cases × ${protectedRoutes.length} routes = ${tried} requests`);
    expect(wrong).toEqual([]);
    expect(tried).toBe(forgeries.length * protectedRoutes.length);
  });

  it('lets the same request in with the valid token (the 401s above are the token, nothing else)', async () => {
    const refused: string[] = [];
    for (const route of routed.routes.filter((r) => !PUBLIC_ROUTES.includes(name(r)))) {
      const res = await injectAndRead(routed.app, request(route, `Bearer ${goodToken}`));
      if (res.status === 401 || res.status === 403 || res.status >= 500)
        refused.push(`${name(route)}: ${res.status} ${res.body.slice(0, 200)}`);
    }
    expect(refused).toEqual([]);
  });

  it('refuses every state-changing route with a wrong, missing or cookie-less anti-forgery header, even with a valid token', async () => {
    const writes = routed.routes.filter((route) => isWrite(route.method) && !PUBLIC_ROUTES.includes(name(route)));
    expect(writes.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const route of writes) {
      const cases: Array<[string, InjectOptions]> = [
        ['wrong header', request(route, `Bearer ${goodToken}`, 'forged-value')],
        ['no header', request(route, `Bearer ${goodToken}`, null)],
        ['header but no cookie', { ...request(route, `Bearer ${goodToken}`), cookies: {} }],
        ['header one character off', request(route, `Bearer ${goodToken}`, `${CSRF.value.slice(0, -1)}X`)],
      ];
      for (const [what, options] of cases) {
        const res = await injectAndRead(routed.app, options);
        if (
          res.status !== 403 ||
          (JSON.parse(res.body) as { message?: string }).message !== 'Anti-forgery token missing or invalid.'
        )
          wrong.push(`${name(route)} × ${what}: ${res.status} ${res.body.slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
