import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFullTestApp, type FullTestApp } from './test/full-app.ts';
import { testDatabases, type TestDatabase } from './test/databases.ts';
import type { TestTokens } from './test/tokens.ts';

/**
 * The /api boundary as production runs it: a built console (static files and the history fallback) and the local
 * sign-in provider (whose pages post form bodies) beside the API.
 */
describe.each(testDatabases())('the /api boundary on $name', ({ open }) => {
  let app: FastifyInstance;
  let handle: TestDatabase;
  let tokens: TestTokens;
  let full: FullTestApp;
  const csrf = 'boundary-csrf';

  beforeAll(async () => {
    handle = await open('seeded');
    full = await buildFullTestApp(handle, {
      'index.html': '<!doctype html><title>console</title>',
      'assets/app-123.js': 'console.log(1)',
    });
    ({ app, tokens } = full);
  });

  afterAll(async () => {
    await full?.close();
    await handle?.cleanup();
  });

  const signedIn = async ({ headers, ...options }: InjectOptions) =>
    app.inject({
      ...options,
      headers: { authorization: `Bearer ${await tokens.token()}`, 'x-xsrf-token': csrf, ...headers },
      cookies: { 'XSRF-TOKEN': csrf },
    });

  it('answers any /api path without a token with a JSON 401, before looking for the route', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      for (const url of [
        '/api',
        '/api/',
        '/api/nothing-here',
        '/api/nothing/here/either?x=1',
        '/api/images',
        '/api/images/1',
      ]) {
        const res = await app.inject({ method, url, headers: { accept: 'text/html' } });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.headers['content-type'], `${method} ${url}`).toMatch(/^application\/json/);
        expect(res.json(), `${method} ${url}`).toEqual({ message: 'Sign-in required.', code: 'signInRequired' });
      }
    }
  });

  it('answers an unknown /api path, signed in, with a JSON 404', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      for (const url of [
        '/api',
        '/api/nothing-here',
        '/api/nothing/here/either?x=1',
        '/api/index.html',
        '/api/assets/app-123.js',
      ]) {
        const res = await signedIn({ method, url, headers: { accept: 'text/html' } });
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.headers['content-type'], `${method} ${url}`).toMatch(/^application\/json/);
        expect(res.json(), `${method} ${url}`).toEqual({ message: 'Not found.', code: 'notFound' });
      }
    }
  });

  it('keeps GET /api/config and GET /api/openapi.json public', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/openapi.json' })).statusCode).toBe(200);
  });

  it('marks every /api answer cache-control: no-store, whatever gives it', async () => {
    const answers = [
      await app.inject({ method: 'GET', url: '/api/config' }),
      await app.inject({ method: 'GET', url: '/api/openapi.json' }),
      await app.inject({ method: 'GET', url: '/api/nothing-here' }),
      await app.inject({ method: 'GET', url: '/api/%zz' }),
      await signedIn({ method: 'GET', url: '/api/images' }),
      await signedIn({ method: 'GET', url: '/api/nothing-here' }),
      await signedIn({ method: 'GET', url: '/api/images/paged?page=x' }),
      await signedIn({
        method: 'POST',
        url: '/api/images',
        payload: 'name=a',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      }),
      await signedIn({
        method: 'POST',
        url: '/api/images',
        payload: '{"name":',
        headers: { 'content-type': 'application/json' },
      }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 401, 400, 200, 404, 400, 415, 400]);
    for (const res of answers) expect(res.headers['cache-control'], `${res.statusCode} ${res.body}`).toBe('no-store');
  });

  it('still serves the console: its files, and index.html for a page the router knows', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await app.inject({ method: 'GET', url: '/bookings/2026-11-23', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>console</title>');
    expect((await app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
  });

  it('takes JSON bodies only under /api: any other body is a 415 saying so', async () => {
    const image = { name: 'Lobby', alt: 'The lobby', src: '/lobby.jpg' };
    const bodies = [
      { 'content-type': 'application/x-www-form-urlencoded', payload: new URLSearchParams(image).toString() },
      { 'content-type': 'text/plain', payload: JSON.stringify(image) },
      {
        'content-type': 'multipart/form-data; boundary=x',
        payload: '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nLobby\r\n--x--',
      },
      { 'content-type': 'application/xml', payload: '<image/>' },
    ];
    for (const { payload, ...headers } of bodies) {
      for (const [method, url] of [
        ['POST', '/api/images'],
        ['PUT', '/api/images/1'],
      ] as const) {
        const res = await signedIn({ method, url, payload, headers });
        expect(res.statusCode, `${method} ${url} ${headers['content-type']}`).toBe(415);
        expect(res.json<{ message: string }>().message).toContain(
          'send the body as JSON (content-type: application/json)',
        );
      }
    }
    const before = await signedIn({ method: 'GET', url: '/api/images' });
    expect(before.json<Array<{ name: string }>>().map((i) => i.name)).not.toContain('Lobby');
    const json = await signedIn({
      method: 'POST',
      url: '/api/images',
      payload: image,
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(json.statusCode, json.body).toBe(200);
    // The sign-in page still takes its form post (an expired interaction: answered, not refused as a media type).
    const login = await app.inject({
      method: 'POST',
      url: '/idp/interaction/unknown',
      payload: 'username=a&password=b',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(login.statusCode).not.toBe(415);
  });
});
