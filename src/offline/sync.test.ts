import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OfflineDb } from './db.ts';
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
