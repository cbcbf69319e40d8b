import 'fake-indexeddb/auto';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OfflineDb } from './db.ts';
import { mirrorPersister, openMirror } from './mirror.ts';

let db: OfflineDb;
let n = 0;
beforeEach(() => {
  db = new OfflineDb(`mirror-test-${++n}`);
});
afterEach(async () => {
  await db.delete();
});

const WEEK = 7 * 24 * 60 * 60_000;
const options = { buster: '1', maxAge: WEEK };
const client = (queryClient: QueryClient) => ({ timestamp: Date.now(), buster: '1', clientState: dehydrate(queryClient) });

describe('the read mirror, one row per query', () => {
  it('has a query in IndexedDB as soon as its data is persisted, for the next start', async () => {
    const mirror = await openMirror(db);
    const persister = mirrorPersister(mirror, options);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['schedule', 1, '2026-11-28'], [{ name: 'Dinner' }]);
    await persister.persistClient(client(queryClient));
    await mirror.flush();

    const next = mirrorPersister(await openMirror(db), options);
    const restored = await next.restoreClient();
    expect(restored?.clientState.queries.map((q) => [q.queryKey, q.state.data])).toEqual([[['schedule', 1, '2026-11-28'], [{ name: 'Dinner' }]]]);
  });

  it('never replaces a stored query by nothing: one that is gone, loading or failed keeps its row', async () => {
    const mirror = await openMirror(db);
    const persister = mirrorPersister(mirror, options);
    const first = new QueryClient();
    first.setQueryData(['schedule', 1, '2026-11-28'], ['day']);
    await persister.persistClient(client(first));
    // A state without the day (restarted cache, the day still loading): nothing of it is written.
    const second = new QueryClient();
    second.setQueryData(['restaurants'], ['brasseriet']);
    await persister.persistClient(client(second));
    await mirror.flush();

    const restored = await mirrorPersister(await openMirror(db), options).restoreClient();
    expect(restored?.clientState.queries.map((q) => q.queryKey).sort()).toEqual([['restaurants'], ['schedule', 1, '2026-11-28']]);
  });

  it('writes a query again only when its data changed', async () => {
    const mirror = await openMirror(db);
    const persister = mirrorPersister(mirror, options);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['a'], 1);
    await persister.persistClient(client(queryClient));
    const row = mirror.storage.getItem(mirror.keys()[0]!);
    await persister.persistClient(client(queryClient));
    expect(mirror.storage.getItem(mirror.keys()[0]!)).toBe(row);
    queryClient.setQueryData(['a'], 2, { updatedAt: Date.now() + 1 });
    await persister.persistClient(client(queryClient));
    expect(mirror.storage.getItem(mirror.keys()[0]!)).toContain('"data":2');
  });

  it('drops rows older than maxAge, of another buster, and the old whole-cache row', async () => {
    const mirror = await openMirror(db);
    const queryClient = new QueryClient();
    queryClient.setQueryData(['old'], 'old', { updatedAt: Date.now() - WEEK - 1 });
    queryClient.setQueryData(['fresh'], 'fresh');
    await mirrorPersister(mirror, options).persistClient(client(queryClient));
    const before = new QueryClient();
    before.setQueryData(['other'], 'other');
    await mirrorPersister(mirror, { ...options, buster: '0' }).persistClient({ ...client(before), buster: '0' });
    mirror.storage.setItem('checkout-admin.queries', '{}');
    await mirror.flush();

    const reopened = await openMirror(db);
    const restored = await mirrorPersister(reopened, options).restoreClient();
    expect(restored?.clientState.queries.map((q) => q.queryKey)).toEqual([['fresh']]);
    await reopened.flush();
    expect((await db.mirror.toArray()).map((row) => row.key)).toHaveLength(1);
  });
});
