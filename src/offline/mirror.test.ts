import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OfflineDb } from './db.ts';
import { MIRROR_KEY, mirrorPersistOptions, openMirror, type Mirror } from './mirror.ts';

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
/** The persist client's own copy of query-core types its QueryClient apart from react-query's (same class at run time). */
type PersistedQueryClient = Parameters<typeof persistQueryClientSave>[0]['queryClient'];
const options = (mirror: Mirror) => mirrorPersistOptions(mirror, { buster: '1', maxAge: WEEK });
/** Saves the cache as the provider does on a change (the persister's throttle is 0: the write goes in the next task). */
const save = async (mirror: Mirror, queryClient: QueryClient) => {
  await persistQueryClientSave({ queryClient: queryClient as unknown as PersistedQueryClient, ...options(mirror) });
  await new Promise((resolve) => setTimeout(resolve, 0));
};
/** A new start: the mirror read from IndexedDB again, the cache restored from it. */
const restart = async () => {
  const queryClient = new QueryClient();
  await persistQueryClientRestore({ queryClient: queryClient as unknown as PersistedQueryClient, ...options(await openMirror(db)) });
  return queryClient;
};

describe('the read mirror', () => {
  it('has the day in IndexedDB as soon as it is in the cache, for the next start', async () => {
    const mirror = await openMirror(db);
    const queryClient = new QueryClient();
    queryClient.setQueryData(DAY, [{ name: 'Dinner' }]);
    await save(mirror, queryClient);
    await mirror.flush();
    expect((await restart()).getQueryData(DAY)).toEqual([{ name: 'Dinner' }]);
  });

  it('keeps a day whose refetch failed (its data still on screen): never replaced by a state without it', async () => {
    const mirror = await openMirror(db);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    queryClient.setQueryData(DAY, ['day']);
    await queryClient.fetchQuery({ queryKey: DAY, queryFn: () => Promise.reject(new Error('offline')), staleTime: 0 }).catch(() => undefined);
    expect(queryClient.getQueryState(DAY)?.status).toBe('error');
    await save(mirror, queryClient);
    await mirror.flush();
    expect((await restart()).getQueryData(DAY)).toEqual(['day']);
  });

  it('leaves out a query that never had data, and clears with the mirror (logout)', async () => {
    const mirror = await openMirror(db);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.fetchQuery({ queryKey: ['restaurants'], queryFn: () => Promise.reject(new Error('offline')) }).catch(() => undefined);
    queryClient.setQueryData(DAY, ['day']);
    await save(mirror, queryClient);
    await mirror.flush();
    const restored = await restart();
    expect(restored.getQueryState(['restaurants'])).toBeUndefined();
    expect(restored.getQueryData(DAY)).toEqual(['day']);

    await mirror.clear();
    expect(await db.mirror.get(MIRROR_KEY)).toBeUndefined();
    // After logout nothing more is written (the cache's own clearing would write an empty copy).
    await save(mirror, new QueryClient());
    await mirror.flush();
    expect(await db.mirror.count()).toBe(0);
  });
});
