import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFullTestApp, type FullTestApp } from '../test/full-app.ts';
import { testDatabases, type TestDatabase } from '../test/databases.ts';
import type { TestTokens } from '../test/tokens.ts';

const ORIGIN = 'http://localhost:8080';
/** Referrer policies that never send a path to another origin. */
const STRICT_REFERRER = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];

/** `content-security-policy` as directive → sources. */
function parseCsp(header: string | string[] | number | undefined): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of String(Array.isArray(header) ? header.join(';') : (header ?? '')).split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name.toLowerCase(), sources);
  }
  return directives;
}

/** What is wrong with an answer's security headers (nothing: []). */
function headerProblems(res: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const csp = parseCsp(res.headers['content-security-policy']);
  if (!csp.size) problems.push('no content-security-policy');
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  if (!scripts) problems.push('the CSP does not limit scripts (no script-src nor default-src)');
  for (const source of scripts ?? []) {
    // Our own origin only: no inline script, no eval, no other host, scheme or wildcard.
    if (!["'self'", "'none'"].includes(source) && !/^'(nonce|sha256|sha384|sha512)-/.test(source))
      problems.push(`script-src allows ${source}`);
  }
  for (const [name, sources] of csp) {
    if (sources.some((s) => /unsafe-eval/i.test(s))) problems.push(`${name} allows 'unsafe-eval'`);
  }
  const ancestors = csp.get('frame-ancestors');
  if (!ancestors) problems.push('no frame-ancestors');
  else if (!ancestors.every((s) => s === "'self'" || s === "'none'"))
    problems.push(`frame-ancestors is ${ancestors.join(' ')}`);
  const objects = (csp.get('object-src') ?? csp.get('default-src'))?.join(' ');
  if (objects !== "'none'") problems.push(`object-src is ${objects}`);
  if (res.headers['x-content-type-options'] !== 'nosniff')
    problems.push(`x-content-type-options is ${res.headers['x-content-type-options']}`);
  const referrer = String(res.headers['referrer-policy'] ?? '')
    .split(',')
    .map((s) => s.trim());
  if (!referrer.length || !referrer.every((policy) => STRICT_REFERRER.includes(policy)))
    problems.push(`referrer-policy is ${res.headers['referrer-policy']}`);
  const frameOptions = String(res.headers['x-frame-options'] ?? '').toUpperCase();
  if (frameOptions && !['SAMEORIGIN', 'DENY'].includes(frameOptions))
    problems.push(`x-frame-options is ${frameOptions}`);
  return problems;
}

/**
 * An HTML page's inline scripts and inline event handlers that its CSP does not pin by hash. (A CSP without
 * 'unsafe-inline' blocks them anyway; this catches a page that relies on one, or a policy loosened to let it run.)
 */
function inlineScripts(html: string, cspHeader: string | string[] | number | undefined): string[] {
  const pinned = new Set((parseCsp(cspHeader).get('script-src') ?? []).filter((s) => s.startsWith("'sha256-")));
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [whole, attributes = '', content = ''] = match;
    if (/\bsrc\s*=/.test(attributes) && !content.trim()) continue;
    if (!pinned.has(`'sha256-${createHash('sha256').update(content).digest('base64')}'`))
      found.push(whole.slice(0, 120));
  }
  for (const match of html.matchAll(/<[a-z][^>]*\s(on[a-z]+)\s*=/gi)) found.push(`${match[1]} handler`);
  if (/javascript:/i.test(html)) found.push('javascript: URL');
  return found;
}

/**
 * The security headers of every kind of answer the server gives: the console's pages and files, /api (answers,
 * refusals, errors) and the embedded sign-in provider's pages. The console's HTML is the project's own index.html
 * and redirect.html (the build adds only `<script src>` and `<link>` to them).
 */
describe.each(testDatabases().slice(0, 1))('security headers on $name', ({ open }) => {
  let app: FastifyInstance;
  let handle: TestDatabase;
  let tokens: TestTokens;
  let full: FullTestApp;
  const csrf = 'headers-csrf';

  beforeAll(async () => {
    const root = path.join(import.meta.dirname, '../..');
    handle = await open('seeded');
    full = await buildFullTestApp(handle, {
      'index.html': await readFile(path.join(root, 'index.html'), 'utf8'),
      'redirect.html': await readFile(path.join(root, 'redirect.html'), 'utf8'),
      'assets/app-123.js': 'console.log(1)',
    });
    ({ app, tokens } = full);
  });
  afterAll(async () => {
    await full?.close();
    await handle?.cleanup();
  });

  const signedIn = async (options: InjectOptions) =>
    app.inject({
      ...options,
      headers: { authorization: `Bearer ${await tokens.token()}`, 'x-xsrf-token': csrf, ...options.headers },
      cookies: { 'XSRF-TOKEN': csrf },
    });

  it("the console's pages and files: a strict CSP, no inline script in the HTML", async () => {
    const html = { accept: 'text/html' };
    const answers: Array<[string, LightMyRequestResponse]> = [
      ['/', await app.inject({ method: 'GET', url: '/', headers: html })],
      [
        '/bookings/2031-12-09 (history fallback)',
        await app.inject({ method: 'GET', url: '/bookings/2031-12-09', headers: html }),
      ],
      ['/redirect.html', await app.inject({ method: 'GET', url: '/redirect.html', headers: html })],
      ['/assets/app-123.js', await app.inject({ method: 'GET', url: '/assets/app-123.js' })],
      ['/assets/missing.js', await app.inject({ method: 'GET', url: '/assets/missing.js' })],
    ];
    for (const [what, res] of answers) {
      expect({ what, problems: headerProblems(res) }).toEqual({ what, problems: [] });
      if (String(res.headers['content-type']).startsWith('text/html')) {
        expect(res.statusCode, what).toBe(200);
        expect({ what, inline: inlineScripts(res.body, res.headers['content-security-policy']) }).toEqual({
          what,
          inline: [],
        });
      }
      // Our own pages pin no inline script either: scripts come from our origin only.
      expect({ what, scripts: parseCsp(res.headers['content-security-policy']).get('script-src') }).toEqual({
        what,
        scripts: ["'self'"],
      });
    }
    expect(answers[0]?.[1].body).toContain('<div id="root">');
  });

  it('/api answers: data, refusals and errors carry the same headers', async () => {
    const answers: Array<[string, LightMyRequestResponse]> = [
      ['GET /api/config', await app.inject({ method: 'GET', url: '/api/config' })],
      ['GET /api/health', await app.inject({ method: 'GET', url: '/api/health' })],
      ['GET /api/images (signed in)', await signedIn({ method: 'GET', url: '/api/images' })],
      ['GET /api/images (no token)', await app.inject({ method: 'GET', url: '/api/images' })],
      ['POST /api/images (bad body)', await signedIn({ method: 'POST', url: '/api/images', payload: { name: 1 } })],
      [
        'POST /api/images (no anti-forgery header)',
        await signedIn({ method: 'POST', url: '/api/images', payload: {}, headers: { 'x-xsrf-token': 'wrong' } }),
      ],
      ['GET /api/nothing-here', await signedIn({ method: 'GET', url: '/api/nothing-here' })],
      ['GET /api/%zz', await app.inject({ method: 'GET', url: '/api/%zz' })],
    ];
    expect(answers.map(([, res]) => res.statusCode)).toEqual([200, 200, 200, 401, 400, 403, 404, 400]);
    for (const [what, res] of answers) expect({ what, problems: headerProblems(res) }).toEqual({ what, problems: [] });
  });

  it("the sign-in provider's pages: the same strict CSP, no inline script", async () => {
    const verifier = randomBytes(32).toString('base64url');
    const params = new URLSearchParams({
      client_id: 'checkout-admin-console',
      response_type: 'code',
      redirect_uri: `${ORIGIN}/redirect.html`,
      scope: 'api://checkout-admin/access_as_user openid profile offline_access',
      state: 's1',
      nonce: 'n1',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      response_mode: 'fragment',
    });
    const cookies = new Map<string, string>();
    const browse = async (method: 'GET' | 'POST', url: string, form?: Record<string, string>) => {
      const res = await app.inject({
        method,
        url: url.replace(ORIGIN, ''),
        headers: {
          host: 'localhost:8080',
          cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
        payload: form ? new URLSearchParams(form).toString() : undefined,
      });
      const set = res.headers['set-cookie'];
      for (const line of Array.isArray(set) ? set : set ? [set] : []) {
        const [name, ...value] = (line.split(';')[0] ?? '').split('=');
        if (name) cookies.set(name.trim(), value.join('='));
      }
      return res;
    };
    const start = await browse('GET', `/idp/auth?${params}`);
    expect(start.statusCode).toBe(303);
    const interaction = String(start.headers.location);
    const page = await browse('GET', interaction);
    const refused = await browse('POST', interaction, { username: 'demo', password: 'wrong' });
    const answers: Array<[string, LightMyRequestResponse]> = [
      ['GET /idp/auth', start],
      ['GET /idp/interaction/:uid (sign-in page)', page],
      ['POST /idp/interaction/:uid (wrong password)', refused],
      ['GET /idp/.well-known/openid-configuration', await browse('GET', '/idp/.well-known/openid-configuration')],
      ['GET /idp/session/end (sign-out page)', await browse('GET', '/idp/session/end')],
      ['GET /idp-assets/auto-logout.js', await browse('GET', '/idp-assets/auto-logout.js')],
    ];
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form');
    expect(refused.statusCode).toBe(401);
    for (const [what, res] of answers) {
      expect({ what, problems: headerProblems(res) }).toEqual({ what, problems: [] });
      // oidc-provider's own auto-submit page (the sign-out of a session that is already gone) has one fixed inline
      // script, which it pins in the CSP by its sha256 (and only on that answer); anything else inline fails here.
      if (String(res.headers['content-type']).startsWith('text/html')) {
        expect({ what, inline: inlineScripts(res.body, res.headers['content-security-policy']) }).toEqual({
          what,
          inline: [],
        });
      }
    }
    // Each HTML page was checked, the sign-out page among them.
    expect(
      answers.filter(([, res]) => String(res.headers['content-type']).startsWith('text/html')).length,
    ).toBeGreaterThanOrEqual(3);
  });
});
