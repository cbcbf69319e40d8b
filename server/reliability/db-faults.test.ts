import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IN_PROGRESS_MESSAGE } from '../plugins/idempotency.ts';
import { DATABASE_UNAVAILABLE } from '../plugins/errors.ts';
import {
  retryUntilAccepted,
  sleep,
  startMain,
  tokenKeys,
  writeLoad,
  type MainProcess,
  type WriteResult,
} from './main-process.ts';
import { privatePostgresUnavailable, startPrivatePostgres, type PrivatePostgres } from './private-postgres.ts';

/**
 * The database restarted, then crashed, under a steady load of writes to the real server (`server/main.ts` on
 * PostgreSQL), which is not restarted. On a PostgreSQL instance of the test's own (initdb + pg_ctl in a temporary
 * directory), never the shared cluster TEST_DATABASE_URL names; gated on TEST_DATABASE_URL like every PostgreSQL
 * test (CI sets it), and skipped where the server binaries are missing.
 */
const unavailable = !process.env.TEST_DATABASE_URL ? 'TEST_DATABASE_URL is not set' : privatePostgresUnavailable();
const title = `PostgreSQL restarted and crashed under write load${unavailable ? ` (skipped: ${unavailable})` : ''}`;

const DAY = '2031-10-15';
const CLIENTS = 6;

describe.skipIf(unavailable)(title, () => {
  let database: PrivatePostgres;
  let keys: Awaited<ReturnType<typeof tokenKeys>>;
  let server: MainProcess;
  let token: string;

  beforeAll(async () => {
    database = await startPrivatePostgres();
    keys = await tokenKeys();
    token = await keys.token();
    server = await startMain(keys.url, { DATABASE_URL: database.url });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await database?.remove();
    await keys?.close();
  });

  /** The walk-ins the load created, by name, as the database holds them. */
  async function stored(): Promise<Map<string, number>> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string; n: number }>(
        "SELECT name, count(*)::int AS n FROM bookings WHERE name LIKE 'Fault %' GROUP BY name",
      );
      return new Map(rows.map((row) => [row.name, row.n]));
    } finally {
      await client.end();
    }
  }

  const health = () =>
    fetch(`${server.base}/api/health`, { signal: AbortSignal.timeout(10_000) }).then(
      async (response) => ({ status: response.status, body: (await response.json()) as { status: string } }),
      (error: unknown) => ({ status: 0, body: { status: String(error) } }),
    );

  /** Milliseconds from `mark` (the database back) to the first write that ended 200 after it. */
  const recovery = (results: WriteResult[], mark: number) =>
    Math.round(Math.min(...results.filter((r) => r.status === 200 && r.ended >= mark).map((r) => r.ended)) - mark);

  it('the server recovers by itself: every 200 is stored, every failure is a 503 to retry, and the retries store each write once', async () => {
    const load = writeLoad(server.base, token, { prefix: 'Fault', day: DAY, clients: CLIENTS });
    let restarted = 0;
    let back = 0;
    const accepted = (after = 0) => load.results.filter((r) => r.status === 200 && r.ended >= after).length;
    const waitFor = async (what: string, done: () => boolean, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs;
      while (!done()) {
        if (Date.now() > deadline) {
          load.stop();
          throw new Error(
            `${what}: not within ${timeoutMs / 1000} s; ${summary(load.results)}\n${server.output().slice(-3000)}\n${(await database.log()).slice(-3000)}`,
          );
        }
        await sleep(50);
      }
    };
    try {
      await waitFor('writes accepted before the restart', () => accepted() >= 30);

      // 1. pg_ctl restart -m fast: every backend terminated, a checkpoint, a new postmaster.
      await database.restartFast();
      restarted = performance.now();
      await waitFor('writes accepted after the restart', () => accepted(restarted) >= 30);

      // 2. A crash (stop -m immediate: no checkpoint, WAL recovery at the next start), with the database down for a while.
      await database.crash();
      const during = await health();
      await sleep(1_000);
      await database.start();
      back = performance.now();
      await waitFor('writes accepted after the crash', () => accepted(back) >= 30);
      // Health says so too, without the server being restarted.
      expect(during).toEqual({
        status: 503,
        body: expect.objectContaining({ status: 'unavailable', database: 'unreachable' }) as unknown,
      });
      expect(await health()).toEqual({
        status: 200,
        body: expect.objectContaining({ status: 'ok', database: 'ok' }) as unknown,
      });
    } finally {
      load.stop();
    }
    const results = await load.done;
    console.info(
      `[db-faults] ${summary(results)}; first 200 ${recovery(results, restarted)} ms after the restart, ${recovery(results, back)} ms after the crashed database started again`,
    );

    // The same process all along.
    expect(server.child.exitCode).toBeNull();
    expect(server.child.signalCode).toBeNull();
    // Every write got an answer in time (never a hang), and every failure is a 503 saying why, to be retried.
    expect(results.filter((r) => r.status === undefined)).toEqual([]);
    const failed = results.filter((r) => r.status !== 200);
    expect(failed.length, 'the restart and the crash were felt').toBeGreaterThan(0);
    for (const write of failed) {
      expect({ status: write.status, body: JSON.parse(write.body) as unknown }).toEqual({
        status: 503,
        body: expect.toBeOneOf([
          { message: DATABASE_UNAVAILABLE, code: 'databaseUnavailable' },
          { message: IN_PROGRESS_MESSAGE, code: 'idempotencyKeyInProgress' },
        ]) as unknown,
      });
    }

    // Every 200 is in the database, once.
    const before = await stored();
    const missing = results.filter((r) => r.status === 200 && before.get(r.name) !== 1);
    expect(missing.map((r) => `${r.name}: ${before.get(r.name) ?? 0}`)).toEqual([]);

    // The outbox's part: each failed write sent again with its own key until it gets a 200. A write whose commit
    // happened but whose answer was lost gets its stored answer (no second booking); the others run now.
    const retried = await retryUntilAccepted(server.base, token, failed, DAY);
    expect(retried.filter((r) => r.status !== 200).map((r) => `${r.name}: ${r.status} ${r.body}`)).toEqual([]);
    const after = await stored();
    // Exactly the load's writes, each once: nothing stored that was not asked for, nothing twice.
    expect([...after.entries()].filter(([, n]) => n !== 1)).toEqual([]);
    expect([...after.keys()].sort()).toEqual(results.map((r) => r.name).sort());
  }, 180_000);
});

function summary(results: WriteResult[]): string {
  const statuses = new Map<string, number>();
  for (const r of results)
    statuses.set(String(r.status ?? 'no answer'), (statuses.get(String(r.status ?? 'no answer')) ?? 0) + 1);
  const slowestFailure = Math.max(0, ...results.filter((r) => r.status !== 200).map((r) => r.ms));
  return `${results.length} writes: ${[...statuses].map(([status, n]) => `${n} × ${status}`).join(', ')}; slowest failure ${Math.round(slowestFailure)} ms`;
}
