import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestServer, createTestApp, type TestApp } from '../test/app.ts';
import { testDatabases, type TestDatabase } from '../test/databases.ts';
import { testTokens } from '../test/tokens.ts';
import { migrate } from './migrate.ts';
import { openDatabase } from './open.ts';

const UNAVAILABLE = { message: 'The database is unavailable, try again shortly.', code: 'databaseUnavailable' };
const postgres = testDatabases().find((factory) => factory.name === 'PostgreSQL');
const pglite = testDatabases().find((factory) => factory.name === 'PGlite')!;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 5_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(25);
  }
}

/** A TCP relay to PostgreSQL on a fixed local port, which the test takes down (reset and refuse) and up again. */
async function tcpRelay(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    async down() {
      for (const socket of sockets) socket.resetAndDestroy();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
    async up() {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
  };
}

/**
 * A PostgreSQL restart as the server sees it: every backend of its pool terminated (57P01, then a closed socket),
 * some running a request's query, some checked out between two queries, some idle in the pool. Run on a database
 * of its own (created by testDatabases), never by restarting the shared cluster.
 */
describe.skipIf(!postgres)('a PostgreSQL restart on a dedicated database', () => {
  let handle: TestDatabase;
  let t: TestApp;
  let admin: pg.Client;
  let name: string;

  beforeAll(async () => {
    handle = await postgres!.open();
    t = await createTestApp(handle);
    const row = await sql<{ name: string }>`select current_database() as name`.execute(handle.db);
    name = row.rows[0]!.name;
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
  });

  /** What a test holds open (a connection held between two queries, a lock): let go even when it failed midway. */
  let release: () => Promise<unknown> = () => Promise.resolve();

  afterAll(async () => {
    await release();
    await admin?.end();
    await t?.app.close();
    await handle?.cleanup();
  });

  const databaseUrl = () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    return url.toString();
  };

  it('is a hiccup: requests in flight get 503 with Retry-After, nothing crashes, and the next requests get 200', async () => {
    // Several pooled connections, idle once these are answered.
    await Promise.all(Array.from({ length: 6 }, () => t.get('images')));

    // One checked out between two queries (a transaction's connection, idle on the wire): its 'error' event comes
    // with no query to reject, the case that killed the server.
    let resume!: () => void;
    const resumed = new Promise<void>((resolve) => (resume = resolve));
    const checkedOut = handle.db.connection().execute(async (connection) => {
      await sql`select 1`.execute(connection);
      await resumed;
      return sql`select 1`.execute(connection);
    });

    // One request in flight: its query waits on a lock another client holds.
    const locker = new pg.Client({ connectionString: databaseUrl() });
    locker.on('error', () => undefined);
    await locker.connect();
    release = async () => {
      resume();
      await checkedOut.catch(() => undefined);
      await locker.end();
    };
    await locker.query('begin');
    // (Not the images: their list is kept in memory between changes, server/cache, and read from no table.)
    await locker.query('lock table hotel_metadata in access exclusive mode');
    const lockerPid = (await locker.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    const inFlight = t.call({ method: 'GET', url: '/api/hotelmetadata' });
    await until('the request to wait on the lock', async () => {
      const waiting = await admin.query(
        `select 1 from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
        [name],
      );
      return waiting.rowCount ? true : undefined;
    });

    // The "restart": every backend of the app's pool terminated at once.
    const terminated = await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> $2`,
      [name, lockerPid],
    );
    expect(terminated.rowCount).toBeGreaterThanOrEqual(3);

    const during = await inFlight;
    expect(during.statusCode, during.body).toBe(503);
    expect(during.headers['retry-after']).toBe('2');
    expect(during.headers['cache-control']).toBe('no-store');
    expect(during.json()).toEqual(UNAVAILABLE);

    resume();
    await expect(checkedOut).rejects.toThrow();
    await locker.query('rollback');
    await locker.end();

    // Back by itself: the pool dropped the dead connections and opens new ones. Anything before the first 200 is a
    // 503 to retry, never a 500.
    const statuses: number[] = [];
    await until('a 200', async () => {
      const res = await t.call({ method: 'GET', url: '/api/images' });
      statuses.push(res.statusCode);
      return res.statusCode === 200 ? res : undefined;
    });
    expect(statuses.slice(0, -1).every((status) => status === 503)).toBe(true);
    // Writes too, on every connection the pool now opens.
    const writes = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.send('POST', 'images', { name: `After restart ${i}`, alt: 'x', src: `/after-${i}.jpg` }),
      ),
    );
    expect(writes.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('answers 503 with Retry-After while PostgreSQL refuses connections, and 200 once it takes them again', async () => {
    // The app reaches this database through a TCP relay the test can cut: down, every open connection is reset and
    // new ones are refused (ECONNREFUSED), as while PostgreSQL restarts; up, it relays again.
    const relay = await tcpRelay(new URL(process.env.TEST_DATABASE_URL!));
    const url = new URL(databaseUrl());
    url.host = `127.0.0.1:${relay.port}`;
    const relayed = await openDatabase({ databaseUrl: url.toString() });
    const app = await createTestApp(Object.assign(relayed, { cleanup: () => relayed.close() }), { seed: false });
    try {
      await Promise.all(Array.from({ length: 4 }, () => app.get('images')));
      await relay.down();
      for (let i = 0; i < 3; i++) {
        const during = await app.call({ method: 'GET', url: '/api/images' });
        expect(during.statusCode, during.body).toBe(503);
        expect(during.headers['retry-after']).toBe('2');
        expect(during.json()).toEqual(UNAVAILABLE);
        const write = await app.send('POST', 'images', { name: 'During outage', alt: 'x', src: '/x.jpg' });
        expect(write.statusCode, write.body).toBe(503);
      }
      // The console's outbox sends its writes with an Idempotency-Key and retries them on a 503: that too.
      const keyed = {
        method: 'POST' as const,
        url: '/api/images',
        payload: { name: 'Retried by the outbox', alt: 'x', src: '/x.jpg' },
        headers: { 'idempotency-key': randomUUID() },
      };
      const refused = await app.call(keyed);
      expect(refused.statusCode, refused.body).toBe(503);
      expect(refused.headers['retry-after']).toBe('2');
      await relay.up();
      expect((await app.call({ method: 'GET', url: '/api/images' })).statusCode).toBe(200);
      const retried = await app.call(keyed);
      expect(retried.statusCode, retried.body).toBe(200);
      expect((await app.call(keyed)).json()).toEqual(retried.json());
      expect(
        (await app.get<Array<{ name: string }>>('images')).filter((image) => image.name === 'Retried by the outbox'),
      ).toHaveLength(1);
      expect(
        (await app.get<Array<{ name: string }>>('images')).filter((image) => image.name === 'During outage'),
      ).toHaveLength(0);
      const writes = await Promise.all(
        Array.from({ length: 4 }, (_, i) => app.send('POST', 'images', { name: `Back ${i}`, alt: 'x', src: '/x.jpg' })),
      );
      expect(writes.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    } finally {
      await app.app.close();
      await relayed.close();
      await relay.down();
    }
  });
});

describe('a PGlite I/O failure', () => {
  it('is a 503 and a log line, not an exit', async () => {
    const handle = await pglite.open();
    const lines: string[] = [];
    const tokens = await testTokens();
    await migrate(handle.db);
    const app = await buildTestServer(handle.db, {
      verifyToken: tokens.verifier,
      logLevel: 'info',
      logger: { write: (line) => lines.push(line) },
    });
    try {
      const headers = { authorization: `Bearer ${await tokens.token()}` };
      expect((await app.inject({ method: 'GET', url: '/api/images', headers })).statusCode).toBe(200);
      // The embedded database goes away under the running app (its files unreadable, its instance failed).
      await handle.pglite!.close();
      for (const url of ['/api/images', '/api/images', '/api/restaurant/v2/restaurants']) {
        const res = await app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, lines.join('\n')).toBe(503);
        expect(res.headers['retry-after']).toBe('2');
        expect(res.json()).toEqual(UNAVAILABLE);
      }
      expect(lines.some((line) => line.includes('database unavailable'))).toBe(true);
      // Still up: the routes that need no database answer.
      expect((await app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await handle.cleanup();
    }
  });
});
