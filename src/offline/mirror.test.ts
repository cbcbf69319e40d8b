import 'fake-indexeddb/auto';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OfflineDb } from './db.ts';
import { openMirror, type Mirror } from './mirror.ts';
import { MIRROR_KEY, mirrorPersistOptions, QUERY_ROW_PREFIX } from './mirror-persist.ts';

let db: OfflineDb;
let n = 0;
beforeEach(() => {
  db = new OfflineDb(`mirror-test-${++n}`);
});
afterEach(async () => {
  await db.delete();
});

const WEEK = 7 * 24 * 60 * 60_000;
const DAY = ['schedule', 1, '2026-11-28'];
const OTHER_DAY = ['schedule', 1, '2026-11-29'];
/** As the app sets it up: the schedule's days in rows of their own. */
const ownRow = (key: QueryKey) => key[0] === 'schedule';
/** The persist client's own copy of query-core types its QueryClient apart from react-query's (same class at run time). */
type PersistedQueryClient = Parameters<typeof persistQueryClientSave>[0]['queryClient'];
const options = (mirror: Mirror, buster = '1') => mirrorPersistOptions(mirror, { buster, maxAge: WEEK, ownRow });

/** The provider's part: one set of options (one persister) for the session, saving the cache on each change. */
function persisting(mirror: Mirror, queryClient: QueryClient) {
  const persist = options(mirror);
  return async () => {
    await persistQueryClientSave({ queryClient: queryClient as unknown as PersistedQueryClient, ...persist });
    // The shared row goes in the next task (throttleTime 0), a day's own row after the next frame; both straight to
    // IndexedDB then.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await mirror.flush();
  };
}
/** A new start: the mirror read from IndexedDB again, the cache restored from it. */
const restart = async (buster = '1') => {
  const queryClient = new QueryClient();
  const mirror = await openMirror(db);
  await persistQueryClientRestore({
    queryClient: queryClient as unknown as PersistedQueryClient,
    ...options(mirror, buster),
  });
  // What the restore dropped (expired, another shape) is gone from IndexedDB too.
  await mirror.flush();
  return queryClient;
};
/** Counts the rows written to IndexedDB (put = create or update), by key. */
function countWrites() {
  const writes: string[] = [];
  const created = (key: string) => void writes.push(key);
  const updated = (_changes: unknown, key: string) => void writes.push(key);
  db.mirror.hook('creating', created);
  db.mirror.hook('updating', updated);
  return writes;
}

describe('the read mirror', () => {
  it('has the day in IndexedDB as soon as it is in the cache, for the next start', async () => {
    const mirror = await openMirror(db);
    const queryClient = new QueryClient();
    queryClient.setQueryData(DAY, [{ name: 'Dinner' }]);
    await persisting(mirror, queryClient)();
    expect((await restart()).getQueryData(DAY)).toEqual([{ name: 'Dinner' }]);
  });

  it('keeps a day whose refetch failed (its data still on screen): never replaced by a state without it', async () => {
    const mirror = await openMirror(db);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const save = persisting(mirror, queryClient);
    queryClient.setQueryData(DAY, ['day']);
    await save();
    await queryClient
      .fetchQuery({ queryKey: DAY, queryFn: () => Promise.reject(new Error('offline')), staleTime: 0 })
      .catch(() => undefined);
    expect(queryClient.getQueryState(DAY)?.status).toBe('error');
    await save();
    expect((await restart()).getQueryData(DAY)).toEqual(['day']);
  });

  it('leaves out a query that never had data, and clears with the mirror (logout)', async () => {
    const mirror = await openMirror(db);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient
      .fetchQuery({ queryKey: ['restaurants'], queryFn: () => Promise.reject(new Error('offline')) })
      .catch(() => undefined);
    queryClient.setQueryData(DAY, ['day']);
    queryClient.setQueryData(['images'], ['image']);
    await persisting(mirror, queryClient)();
    const restored = await restart();
    expect(restored.getQueryState(['restaurants'])).toBeUndefined();
    expect(restored.getQueryData(DAY)).toEqual(['day']);
    expect(restored.getQueryData(['images'])).toEqual(['image']);

    await mirror.clear();
    expect(await db.mirror.count()).toBe(0);
    // After logout nothing more is written (the cache's own clearing would write an empty copy).
    queryClient.clear();
    await persisting(mirror, queryClient)();
    await persisting(mirror, new QueryClient())();
    expect(await db.mirror.count()).toBe(0);
  });

  it('writes a day in a row of its own, and only when that day changed', async () => {
    const mirror = await openMirror(db);
    const queryClient = new QueryClient();
    const save = persisting(mirror, queryClient);
    queryClient.setQueryData(DAY, ['day 1']);
    queryClient.setQueryData(['restaurants'], ['Brasseriet']);
    await save();
    const rows = (await db.mirror.toArray()).map((row) => row.key).sort();
    expect(rows).toEqual([MIRROR_KEY, expect.stringMatching(new RegExp(`^${QUERY_ROW_PREFIX}`))]);
    // The shared row holds the small queries, not the day.
    expect((await db.mirror.get(MIRROR_KEY))?.value).not.toContain('day 1');

    const writes = countWrites();
    // Another query changes: the day is not serialised or written again.
    queryClient.setQueryData(['restaurants'], ['Brasseriet', 'Kafeen']);
    await save();
    expect(writes).toEqual([MIRROR_KEY]);
    // Another day arrives: only its row is written.
    writes.length = 0;
    queryClient.setQueryData(OTHER_DAY, ['day 2']);
    await save();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(new RegExp(`^${QUERY_ROW_PREFIX}`));
    // Nothing changed (a cache event without new data, e.g. a fetch starting): nothing is written.
    writes.length = 0;
    await save();
    expect(writes).toEqual([]);
    // The day changes: its row alone, once.
    queryClient.setQueryData(DAY, ['day 1, a guest arrived']);
    await save();
    expect(writes).toHaveLength(1);

    const restored = await restart();
    expect(restored.getQueryData(DAY)).toEqual(['day 1, a guest arrived']);
    expect(restored.getQueryData(OTHER_DAY)).toEqual(['day 2']);
    expect(restored.getQueryData(['restaurants'])).toEqual(['Brasseriet', 'Kafeen']);
  });

  it('does not write again what it has just restored', async () => {
    const first = await openMirror(db);
    const before = new QueryClient();
    before.setQueryData(DAY, ['day']);
    before.setQueryData(['restaurants'], ['Brasseriet']);
    await persisting(first, before)();

    const mirror = await openMirror(db);
    const queryClient = new QueryClient();
    const persist = options(mirror);
    await persistQueryClientRestore({ queryClient: queryClient as unknown as PersistedQueryClient, ...persist });
    const writes = countWrites();
    await persistQueryClientSave({ queryClient: queryClient as unknown as PersistedQueryClient, ...persist });
    await new Promise((resolve) => setTimeout(resolve, 0));
    await mirror.flush();
    expect(writes).toEqual([]);
  });

  it('drops the row of a day that left the cache, and every row of another data shape', async () => {
    const mirror = await openMirror(db);
    const queryClient = new QueryClient();
    const save = persisting(mirror, queryClient);
    queryClient.setQueryData(DAY, ['day 1']);
    queryClient.setQueryData(OTHER_DAY, ['day 2']);
    await save();
    queryClient.removeQueries({ queryKey: OTHER_DAY, exact: true });
    await save();
    // The day's row alone (no other query holds data: the shared row was never needed).
    expect((await db.mirror.toArray()).map((row) => row.key)).toEqual([
      expect.stringMatching(new RegExp(`^${QUERY_ROW_PREFIX}`)),
    ]);
    const restored = await restart();
    expect(restored.getQueryData(OTHER_DAY)).toBeUndefined();
    expect(restored.getQueryData(DAY)).toEqual(['day 1']);

    // A new build with another shape of cached data: nothing of the old is read.
    expect((await restart('2')).getQueryData(DAY)).toBeUndefined();
    expect(await db.mirror.count()).toBe(0);
  });

  it('tells its write observer of each write, when it begins and once the row is stored', async () => {
    const told: string[] = [];
    const storedThen: Array<Promise<unknown>> = [];
    const mirror = await openMirror(db, {
      onWrite: () => {
        told.push('began');
        return (key) => {
          told.push(key);
          storedThen.push(db.mirror.get(key));
        };
      },
    });
    const queryClient = new QueryClient();
    queryClient.setQueryData(DAY, ['day']);
    queryClient.setQueryData(['restaurants'], ['Brasseriet']);
    await persisting(mirror, queryClient)();
    expect(told.filter((key) => key !== 'began').sort()).toEqual([
      MIRROR_KEY,
      expect.stringMatching(new RegExp(`^${QUERY_ROW_PREFIX}`)),
    ]);
    // Each write began before it was stored, and was in IndexedDB when the observer heard of it.
    expect(told.filter((key) => key === 'began')).toHaveLength(2);
    expect(told.indexOf('began')).toBe(0);
    expect(await Promise.all(storedThen)).toEqual([expect.anything(), expect.anything()]);

    // Measured from serialising on: the observer is told before the value is made.
    told.length = 0;
    await mirror.write('row', () => (told.push('serialise'), 'value'));
    expect(told).toEqual(['began', 'serialise', 'row']);
  });

  it("writes a day's row once the next frame is painted, and at once when the page goes away", async () => {
    const mirror = await openMirror(db);
    const queryClient = new QueryClient();
    queryClient.setQueryData(DAY, ['day']);
    await persistQueryClientSave({ queryClient: queryClient as unknown as PersistedQueryClient, ...options(mirror) });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Not yet: the day is painted first.
    expect(mirror.rows(QUERY_ROW_PREFIX)).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    expect(mirror.rows(QUERY_ROW_PREFIX)).toHaveLength(1);
    await mirror.flush();
    expect((await restart()).getQueryData(DAY)).toEqual(['day']);
  });
});
