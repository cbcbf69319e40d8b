import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './db/open.ts';
import { SERVER_VERSION } from './routes/health.ts';
import { buildTestServer, useTestApp } from './test/app.ts';
import { freePort } from './test/ports.ts';
import { testDatabases } from './test/databases.ts';

const version = JSON.parse(
  await import('node:fs/promises').then((fs) => fs.readFile(new URL('../package.json', import.meta.url), 'utf8')),
) as { version: string };

describe.each(testDatabases())('GET /api/health on $name', ({ open }) => {
  const t = useTestApp(open, { seed: false });

  it('is 200 with the version while the database answers, without a token, never cached', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', version: version.version, database: 'ok' });
    expect(SERVER_VERSION).toBe(version.version);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/health with the database down', () => {
  const apps: FastifyInstance[] = [];
  const closers: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    for (const close of closers.splice(0)) await close();
  });
  afterAll(async () => {
    for (const close of closers) await close();
  });

  it('is 503 when PGlite has failed under the server, and the server itself still answers', async () => {
    const pglite = testDatabases().find((factory) => factory.name === 'PGlite')!;
    const handle = await pglite.open();
    closers.push(() => handle.cleanup());
    const app = await buildTestServer(handle.db);
    apps.push(app);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await handle.pglite!.close();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', version: version.version, database: 'unreachable' });
    expect((await app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
  });

  it('is 503 at once when PostgreSQL refuses connections', async () => {
    const port = await freePort();
    const handle = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${port}/nothing` });
    closers.push(() => handle.close());
    const app = await buildTestServer(handle.db);
    apps.push(app);
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', database: 'unreachable' });
    // Not the 2 s bound: a refused connection is an answer at once.
    expect(Date.now() - started).toBeLessThan(1_900);
  });

  it('is 503 within its 2 s bound when the database accepts a connection but never answers', async () => {
    const silent = net.createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const sockets = new Set<net.Socket>();
    silent.on('connection', (socket) => sockets.add(socket));
    const handle = await openDatabase({
      databaseUrl: `postgres://postgres@127.0.0.1:${(silent.address() as net.AddressInfo).port}/nothing`,
    });
    // The silent server goes first: the pool cannot end while its connection waits for an answer.
    closers.push(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    });
    closers.push(() => handle.close().catch(() => undefined));
    const app = await buildTestServer(handle.db);
    apps.push(app);
    const started = Date.now();
    const [one, two] = await Promise.all([
      app.inject({ method: 'GET', url: '/api/health' }),
      app.inject({ method: 'GET', url: '/api/health' }),
    ]);
    const took = Date.now() - started;
    expect([one.statusCode, two.statusCode]).toEqual([503, 503]);
    expect(took).toBeGreaterThanOrEqual(1_900);
    expect(took).toBeLessThan(4_000);
    // Two probes at once asked the database one question: a load balancer's probes cannot pile up on it.
    expect(sockets.size).toBe(1);
  });
});
