import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open.ts';
import type { Database } from '../db/schema.ts';
import { testDatabases } from '../test/databases.ts';
import { retryUntilAccepted, sleep, startMain, tokenKeys, writeLoad, type MainProcess } from './main-process.ts';

const DAY = '2031-10-16';

/** Where the killed server keeps its data: its settings, a way to read it afterwards, and its removal. */
interface Store {
  env: Record<string, string>;
  /** Reads the database (once no server runs on it, for PGlite). */
  read<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  remove(): Promise<void>;
}

const postgres = testDatabases().find((factory) => factory.name === 'PostgreSQL');
const stores: Array<{ name: string; create: () => Promise<Store> }> = [
  {
    name: 'PGlite',
    async create() {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ca-kill-'));
      return {
        env: { DATA_DIR: dataDir },
        async read(work) {
          const handle = await openDatabase({ dataDir });
          try {
            return await work(handle.db);
          } finally {
            await handle.close();
          }
        },
        remove: () => rm(dataDir, { recursive: true, force: true }),
      };
    },
  },
  ...(postgres
    ? [
        {
          name: 'PostgreSQL',
          async create(): Promise<Store> {
            // A fresh database on TEST_DATABASE_URL's server (the server migrates and seeds it).
            const handle = await postgres.open();
            const { name } = await handle.db
              .selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name'))
              .executeTakeFirstOrThrow();
            const url = new URL(process.env.TEST_DATABASE_URL!);
            url.pathname = `/${name}`;
            return {
              env: { DATABASE_URL: url.toString() },
              read: (work) => work(handle.db),
              remove: () => handle.cleanup(),
            };
          },
        },
      ]
    : []),
];

/**
 * `kill -9` of the real server (`server/main.ts`) while walk-ins are being written, and a new server on the same
 * data: every write that was answered 200 is there, and the ones cut off by the kill, sent again with their own
 * Idempotency-Key (as the console's outbox does), are stored once. On PGlite the new server takes over the dead
 * one's lock on the data dir.
 */
describe.each(stores)('the $name server killed (SIGKILL) in the middle of writes', ({ name, create }) => {
  let keys: Awaited<ReturnType<typeof tokenKeys>>;
  let store: Store;
  const servers: MainProcess[] = [];

  beforeAll(async () => {
    keys = await tokenKeys();
    store = await create();
  });

  afterAll(async () => {
    for (const server of servers) await server.kill();
    await keys?.close();
    await store?.remove();
  });

  it('starts again on the same data with every acknowledged write, and takes the cut-off ones once', async () => {
    const token = await keys.token();
    const first = await startMain(keys.url, store.env);
    servers.push(first);
    const load = writeLoad(first.base, token, { prefix: 'Killed', day: DAY, clients: 6 });
    const deadline = Date.now() + 60_000;
    while (load.results.filter((r) => r.status === 200).length < 60) {
      if (Date.now() > deadline) {
        load.stop();
        throw new Error(`not 60 writes accepted in 60 s:\n${first.output().slice(-3000)}`);
      }
      await sleep(20);
    }
    // Six clients, each with a write in flight at every moment.
    const killedAt = performance.now();
    await first.kill();
    load.stop();
    const results = await load.done;
    const acknowledged = results.filter((r) => r.status === 200);
    const cutOff = results.filter((r) => r.status === undefined);
    console.info(
      `[kill-mid-write ${name}] ${results.length} writes: ${acknowledged.length} × 200, ${cutOff.filter((r) => r.ended - r.ms < killedAt).length} in flight at the kill, ${cutOff.length} unanswered in all`,
    );
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // Nothing but 200 before the kill, and no answer at all after it.
    expect(results.filter((r) => r.status !== undefined && r.status !== 200)).toEqual([]);
    // Those sent before the kill and never answered: in flight when it died.
    expect(
      cutOff.filter((r) => r.ended - r.ms < killedAt).length,
      'writes in flight when it was killed',
    ).toBeGreaterThan(0);

    // A supervisor starts it again on the same data (PGlite: the dead server's lock is taken over at once).
    const second = await startMain(keys.url, store.env);
    servers.push(second);
    const retried = await retryUntilAccepted(second.base, token, cutOff, DAY);
    expect(retried.filter((r) => r.status !== 200).map((r) => `${r.name}: ${r.status} ${r.body}`)).toEqual([]);
    await second.stop();
    expect(await second.exited).toEqual({ code: 0, signal: null });

    // What the database holds, read directly.
    const rows = await store.read((db) =>
      db
        .selectFrom('bookings')
        .select(['name'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('name', 'like', 'Killed %')
        .groupBy('name')
        .execute(),
    );
    const stored = new Map(rows.map((row) => [row.name, Number(row.n)]));
    // Every acknowledged write, once.
    expect(
      acknowledged.filter((r) => stored.get(r.name) !== 1).map((r) => `${r.name}: ${stored.get(r.name) ?? 0}`),
    ).toEqual([]);
    // And the cut-off ones once each after their retry: exactly the load's writes, nothing twice.
    expect([...stored.entries()].filter(([, n]) => n !== 1)).toEqual([]);
    expect([...stored.keys()].sort()).toEqual(results.map((r) => r.name).sort());
  }, 240_000);
});
