import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep, startMain, tokenKeys } from './reliability/main-process.ts';
import { testDatabases, type TestDatabase } from './test/databases.ts';

const postgres = testDatabases().find((factory) => factory.name === 'PostgreSQL');

/**
 * SIGTERM as systemd sends it, to the real entry point (main.ts) on PostgreSQL. A request is made slow for real: a
 * transaction of the test holds a lock on the table it reads, and lets go when the test says so.
 */
describe.skipIf(!postgres)('SIGTERM to the server (PostgreSQL)', () => {
  let db: TestDatabase;
  let url: string;
  let keys: Awaited<ReturnType<typeof tokenKeys>>;
  let token: string;

  beforeAll(async () => {
    db = await postgres!.open();
    const { name } = await db.db
      .selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name'))
      .executeTakeFirstOrThrow();
    const address = new URL(process.env.TEST_DATABASE_URL!);
    address.pathname = `/${name}`;
    url = address.toString();
    // The server fetches the token keys as it would Entra ID's.
    keys = await tokenKeys();
    token = await keys.token();
  });
  afterAll(async () => {
    await keys?.close();
    await db?.cleanup();
  });

  /** The real entry point on the test's database, logging at info (its "stopped" line). */
  const startServer = (env: Record<string, string> = {}) =>
    startMain(keys.url, { DATABASE_URL: url, LOG_LEVEL: 'info', ...env });

  /** A transaction holding the discount codes table: GET /api/discount-codes waits for it. */
  async function lockDiscountCodes() {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('BEGIN');
    await client.query('LOCK TABLE discount_codes IN ACCESS EXCLUSIVE MODE');
    return {
      /** Resolves once a query of the server waits for the lock. */
      async waitedFor() {
        const deadline = Date.now() + 20_000;
        for (;;) {
          const { rows } = await client.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND pid <> pg_backend_pid()",
          );
          if (rows[0]!.n > 0) return;
          if (Date.now() > deadline)
            throw new Error(
              `no query waited for the lock: ${JSON.stringify((await client.query('SELECT state, wait_event_type, query FROM pg_stat_activity WHERE datname = current_database()')).rows)}`,
            );
          await sleep(50);
        }
      },
      async release() {
        await client.query('COMMIT');
        await client.end();
      },
    };
  }

  /** The PostgreSQL backends on the test's database (its own pool's, and those of any server). */
  async function backends(): Promise<number[]> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ pid: number }>(
        'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      return rows.map((row) => row.pid);
    } finally {
      await client.end();
    }
  }

  const slowRequest = (base: string) =>
    fetch(`${base}/api/discount-codes`, { headers: { authorization: `Bearer ${token}` } }).then(async (response) => ({
      status: response.status,
      body: (await response.json()) as unknown,
    }));

  it('stops taking connections, finishes the request in flight, closes the database and exits 0', async () => {
    const before = await backends();
    const server = await startServer();
    const lock = await lockDiscountCodes();
    let slow: ReturnType<typeof slowRequest> | undefined;
    try {
      slow = slowRequest(server.base);
      await lock.waitedFor();
      server.child.kill('SIGTERM');
      // New connections are refused at once (a proxy sends them to another process)...
      await expect
        .poll(
          () =>
            fetch(`${server.base}/api/health`).then(
              () => 'answered',
              () => 'refused',
            ),
          { timeout: 5_000 },
        )
        .toBe('refused');
      // ...while the process waits for the request in flight.
      await sleep(500);
      expect(server.child.exitCode).toBeNull();
    } finally {
      await lock.release();
    }
    const answer = await slow;
    const answered = Date.now();
    expect(answer?.status).toBe(200);
    expect(Array.isArray(answer?.body)).toBe(true);
    expect(await server.exited, server.output()).toEqual({ code: 0, signal: null });
    // As soon as it is done: its kept-alive connection did not hold it up to the 10 s bound.
    expect(Date.now() - answered).toBeLessThan(5_000);
    expect(server.output()).not.toMatch(/shutdown timeout/);
    expect(server.output()).toMatch(/"msg":"stopped"/);
    // Its database connections are closed: no backend but those open before it started is left on the database.
    await expect
      .poll(async () => (await backends()).filter((pid) => !before.includes(pid)), { timeout: 5_000 })
      .toEqual([]);
  });

  it('bounds the wait: a request still running at SHUTDOWN_TIMEOUT is cut and the process exits 1', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT: '1' });
    const lock = await lockDiscountCodes();
    try {
      const slow = slowRequest(server.base).then(
        () => 'answered',
        () => 'cut',
      );
      await lock.waitedFor();
      const signalled = Date.now();
      server.child.kill('SIGTERM');
      expect(await slow).toBe('cut');
      expect(await server.exited).toEqual({ code: 1, signal: null });
      expect(Date.now() - signalled).toBeLessThan(8_000);
      expect(server.output()).toMatch(/requests still in flight at the shutdown timeout/);
    } finally {
      await lock.release();
    }
  });
});
