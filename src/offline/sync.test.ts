import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineDb } from './db.ts';
import { enqueue } from './outbox.ts';
import { OfflineSync } from './sync.ts';

let db: OfflineDb;
let sync: OfflineSync;
let n = 0;
let onLine = true;

beforeEach(() => {
  onLine = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => onLine);
  db = new OfflineDb(`sync-test-${++n}`);
  sync = new OfflineSync({ db, send: async () => ({ kind: 'ok', body: {} }), userId: () => 'u1', intervalMs: 40 });
});
afterEach(async () => {
  sync.stop();
  vi.restoreAllMocks();
  await db.delete();
});

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(check()).toBe(true);
};

describe('what makes the outbox send (no Background Sync)', () => {
  it('starts sending at start, on coming back online, when the page shows again, and on a timer', async () => {
    const drain = vi.spyOn(sync.replayer, 'drain').mockResolvedValue();
    sync.start();
    expect(drain).toHaveBeenCalledTimes(1);

    onLine = false;
    window.dispatchEvent(new Event('offline'));
    expect(sync.getSnapshot().online).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 100));
    document.dispatchEvent(new Event('visibilitychange'));
    // Offline, nothing is tried, not even by the timer.
    expect(drain).toHaveBeenCalledTimes(1);

    onLine = true;
    window.dispatchEvent(new Event('online'));
    await until(() => drain.mock.calls.length >= 2);
    expect(sync.getSnapshot().online).toBe(true);

    sync.stop();
    const before = drain.mock.calls.length;
    sync.start();
    drain.mockClear();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(drain).toHaveBeenCalledTimes(1);
    await until(() => drain.mock.calls.length >= 3);
    expect(before).toBeGreaterThanOrEqual(2);
  });

  it('stops listening when stopped', async () => {
    const drain = vi.spyOn(sync.replayer, 'drain').mockResolvedValue();
    sync.start();
    sync.stop();
    drain.mockClear();
    window.dispatchEvent(new Event('online'));
    document.dispatchEvent(new Event('visibilitychange'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(drain).not.toHaveBeenCalled();
  });
});

describe("can't reach the server", () => {
  it('says so after a send no server answered, asks the health probe every few ms here, and drains when it answers', async () => {
    let down = true;
    const sent: string[] = [];
    const probed = vi.fn(async () => !down);
    const own = new OfflineSync({
      db,
      send: async (entry) => {
        if (down) return { kind: 'transient', message: 'Failed to fetch', unreachable: true };
        sent.push(entry.label);
        return { kind: 'ok', body: {} };
      },
      userId: () => 'u1',
      intervalMs: 60_000,
      probe: probed,
      probeIntervalMs: 20,
    });
    own.start();
    try {
      await own.enqueue({
        label: 'Arrived: Kari',
        payload: {},
        scope: 's',
        orderKey: 'booking:1',
        request: { method: 'POST', path: 'x' },
      });
      await until(() => !own.getSnapshot().reachable);
      await until(() => probed.mock.calls.length >= 2);
      expect(sent).toEqual([]);
      // Back: the next probe answers; the entry goes at once, though its backoff has not ended.
      down = false;
      await until(() => own.getSnapshot().reachable);
      await until(() => sent.length === 1);
      const calls = probed.mock.calls.length;
      await new Promise((resolve) => setTimeout(resolve, 80));
      // Reachable again: no more probing.
      expect(probed.mock.calls.length).toBe(calls);
    } finally {
      own.stop();
    }
  });
});

describe('taps that cancel out', () => {
  it('are kept (the last few) for the queue panel, under the label of the change they undid', async () => {
    onLine = false;
    const toggle = (label: string) => ({
      label,
      payload: {},
      scope: 's',
      orderKey: 'booking:1',
      coalesce: { key: 'arrived:1', mode: 'toggle' as const },
      request: { method: 'POST' as const, path: 'x' },
    });
    await sync.enqueue(toggle('Arrived: Kari'));
    await sync.enqueue(toggle('Not arrived: Kari'));
    expect(sync.getSnapshot().cancelled.map(({ label, mode }) => ({ label, mode }))).toEqual([
      { label: 'Arrived: Kari', mode: 'toggle' },
    ]);
    for (let i = 0; i < 6; i++) {
      await sync.enqueue(toggle(`Arrived ${i}`));
      await sync.enqueue(toggle(`Not arrived ${i}`));
    }
    expect(sync.getSnapshot().cancelled.map((c) => c.label)).toEqual([
      'Arrived 1',
      'Arrived 2',
      'Arrived 3',
      'Arrived 4',
      'Arrived 5',
    ]);
  });
});

describe('the queue as shown', () => {
  it('follows every change of the outbox, whoever wrote it (the replayer, another tab), and only the user’s', async () => {
    sync.watch();
    const entry = (userId: string) => ({
      userId,
      label: 'Arrived: Kari',
      payload: {},
      scope: 's',
      orderKey: `booking:${userId}`,
      request: { method: 'POST' as const, path: 'x' },
    });
    await enqueue(db, entry('u1'));
    await enqueue(db, entry('someone-else'));
    await until(() => sync.getSnapshot().entries.length === 1);
    expect(sync.getSnapshot().entries[0]?.userId).toBe('u1');
    await db.meta.put({ key: 'lastSyncAt', value: 1234 });
    await db.outbox.where('userId').equals('u1').delete();
    await until(() => sync.getSnapshot().entries.length === 0 && sync.getSnapshot().lastSyncAt === 1234);
  });

  it('keeps the queue as shown when a read finds what it shows (nothing drawn again), and each unchanged entry when one changes', async () => {
    sync.watch();
    const entry = (id: number) => ({
      userId: 'u1',
      label: `Arrived ${id}`,
      payload: { id },
      scope: 's',
      orderKey: `booking:${id}`,
      request: { method: 'POST' as const, path: 'x' },
    });
    await enqueue(db, entry(1));
    await enqueue(db, entry(2));
    await until(() => sync.getSnapshot().entries.length === 2);
    const before = sync.getSnapshot();
    let told = 0;
    const unsubscribe = sync.subscribe(() => told++);
    // A write that changes nothing the queue shows (another tab touching the same entry) makes the watch read again.
    const [first, second] = before.entries;
    await db.outbox.put({ ...first! });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(told).toBe(0);
    expect(sync.getSnapshot()).toBe(before);
    // One entry changes: the list is new, the other entry is the same object (its row is not drawn again).
    await db.outbox.update(second!.seq, { label: 'Arrived 2 (again)' });
    await until(() => sync.getSnapshot().entries[1]?.label === 'Arrived 2 (again)');
    expect(sync.getSnapshot().entries[0]).toBe(first);
    unsubscribe();
  });

  it('reads the outbox once for a burst of taps written together, not once per tap, and then shows each as stored', async () => {
    onLine = false; // queued only: nothing sent meanwhile
    const reads = vi.spyOn(db.outbox, 'orderBy');
    const tap = (id: number) =>
      sync.enqueue({
        label: `Arrived ${id}`,
        payload: { id },
        scope: 's',
        orderKey: `booking:${id}`,
        request: { method: 'POST' as const, path: 'x' },
      });
    const taps = Array.from({ length: 30 }, (_, i) => tap(i + 1));
    expect(sync.getSnapshot().entries).toHaveLength(30);
    await Promise.all(taps);
    expect(reads.mock.calls.length).toBeGreaterThan(0);
    expect(reads.mock.calls.length).toBeLessThan(10);
    const shown = sync.getSnapshot().entries;
    expect(shown.map((entry) => entry.label)).toEqual(Array.from({ length: 30 }, (_, i) => `Arrived ${i + 1}`));
    expect(shown.every((entry) => typeof entry.seq === 'number')).toBe(true);
  });

  it('drops an accepted entry before the feature puts its answer into the cache (never shown twice, even for a moment)', async () => {
    const shownWhenAccepted: number[] = [];
    const accepting = new OfflineSync({
      db,
      send: async () => ({ kind: 'ok', body: {} }),
      userId: () => 'u1',
      intervalMs: 40,
      onAccepted: () => {
        shownWhenAccepted.push(accepting.getSnapshot().entries.length);
      },
    });
    accepting.watch();
    await enqueue(db, {
      userId: 'u1',
      label: 'Walk-in',
      payload: {},
      scope: 's',
      orderKey: 'booking:-1',
      request: { method: 'POST' as const, path: 'x' },
    });
    await until(() => accepting.getSnapshot().entries.length === 1);
    accepting.start();
    await until(() => shownWhenAccepted.length === 1);
    expect(shownWhenAccepted).toEqual([0]);
    accepting.stop();
  });

  it('takes a burst of accepted entries off the screen in one update, with every answer handed to the feature in that moment', async () => {
    const handed: Array<{ label: string; shown: number }> = [];
    const accepting = new OfflineSync({
      db,
      send: async () => ({ kind: 'ok', body: {} }),
      userId: () => 'u1',
      intervalMs: 10_000,
      // Wide, so the four sends surely settle within one batch on a busy machine.
      acceptedBatchMs: 300,
      onAccepted: (entry) => {
        handed.push({ label: entry.label, shown: accepting.getSnapshot().entries.length });
      },
    });
    accepting.watch();
    for (const id of [1, 2, 3, 4]) {
      await enqueue(db, {
        userId: 'u1',
        label: `Arrived ${id}`,
        payload: {},
        scope: 's',
        orderKey: `booking:${id}`,
        request: { method: 'POST' as const, path: 'x' },
      });
    }
    await until(() => accepting.getSnapshot().entries.length === 4);
    const shown: number[] = [];
    const unsubscribe = accepting.subscribe(() => shown.push(accepting.getSnapshot().entries.length));
    accepting.start();
    await until(() => handed.length === 4);
    unsubscribe();
    // The four were in flight together: they left the screen in one update (never 3, 2, 1), each answer handed over
    // while the screen already showed none of them.
    expect(shown.filter((count) => count > 0 && count < 4)).toEqual([]);
    expect(handed).toEqual([1, 2, 3, 4].map((id) => ({ label: `Arrived ${id}`, shown: 0 })));
    accepting.stop();
  });
});
