import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/open.ts';
import { retryUntilAccepted, sleep, startMain, tokenKeys, writeLoad, type MainProcess } from './main-process.ts';

const DAY = '2031-10-16';

/**
 * `kill -9` of the real server (`server/main.ts`) on PGlite while walk-ins are being written, and a new server on
 * the same data dir: every write that was answered 200 is there, and the ones cut off by the kill, sent again with
 * their own Idempotency-Key (as the console's outbox does), are stored once.
 */
describe('the PGlite server killed (SIGKILL) in the middle of writes', () => {
  let keys: Awaited<ReturnType<typeof tokenKeys>>;
  let dataDir: string;
  const servers: MainProcess[] = [];

  beforeAll(async () => {
    keys = await tokenKeys();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'ca-kill-'));
  });

  afterAll(async () => {
    for (const server of servers) await server.kill();
    await keys?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('starts again on the same data dir with every acknowledged write, and takes the cut-off ones once', async () => {
    const token = await keys.token();
    const first = await startMain(keys.url, { DATA_DIR: dataDir });
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
    await first.kill();
    load.stop();
    const results = await load.done;
    const acknowledged = results.filter((r) => r.status === 200);
    const cutOff = results.filter((r) => r.status === undefined);
    console.info(`[kill-mid-write] ${results.length} writes: ${acknowledged.length} × 200, ${cutOff.length} cut off by the kill or refused after it`);
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
    // Nothing but 200 before the kill, and no answer at all after it.
    expect(results.filter((r) => r.status !== undefined && r.status !== 200)).toEqual([]);
    expect(cutOff.length, 'writes were in flight when it was killed').toBeGreaterThan(0);

    // A supervisor starts it again on the same data dir (the dead server's lock is taken over at once).
    const second = await startMain(keys.url, { DATA_DIR: dataDir });
    servers.push(second);
    const retried = await retryUntilAccepted(second.base, token, cutOff, DAY);
    expect(retried.filter((r) => r.status !== 200).map((r) => `${r.name}: ${r.status} ${r.body}`)).toEqual([]);
    await second.stop();
    expect(await second.exited).toEqual({ code: 0, signal: null });

    // What the data dir holds, read directly.
    const handle = await openDatabase({ dataDir });
    try {
      const rows = await handle.db
        .selectFrom('bookings')
        .select(['name'])
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('name', 'like', 'Killed %')
        .groupBy('name')
        .execute();
      const stored = new Map(rows.map((row) => [row.name, Number(row.n)]));
      // Every acknowledged write, once.
      expect(acknowledged.filter((r) => stored.get(r.name) !== 1).map((r) => `${r.name}: ${stored.get(r.name) ?? 0}`)).toEqual([]);
      // And the cut-off ones once each after their retry: exactly the load's writes, nothing twice.
      expect([...stored.entries()].filter(([, n]) => n !== 1)).toEqual([]);
      expect([...stored.keys()].sort()).toEqual(results.map((r) => r.name).sort());
    } finally {
      await handle.close();
    }
  }, 240_000);
});
