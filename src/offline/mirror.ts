import type { OfflineDb } from './db.ts';
import { afterNextPaint } from './after-paint.ts';

/** A synchronous key-value view of the mirror (memory), written through to IndexedDB. */
export interface SyncStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface Mirror {
  storage: SyncStorage;
  /**
   * Serialises and writes one row at once: `serialise` runs now, the write goes to IndexedDB straight away.
   * Resolves once it is stored.
   */
  write(key: string, serialise: () => string): Promise<void>;
  /**
   * For a writer that serialises and then calls `storage.setItem` at once (TanStack's sync-storage persister):
   * serialise through this, and the write's observer (`MirrorWriteObserver`) is told it began here.
   */
  serialising(serialise: () => string): string;
  /** The rows whose key starts with `prefix`, as read at start and written since. */
  rows(prefix: string): Array<[key: string, value: string]>;
  /** Runs `work` (which writes) right after the next frame is painted (`afterNextPaint`); `flush` waits for it. */
  afterPaint(work: () => void): void;
  /** Resolves once every write issued or scheduled so far has reached IndexedDB. */
  flush(): Promise<void>;
  /** Empties the mirror for good (logout): later writes are dropped. */
  clear(): Promise<void>;
}

/**
 * Watches the mirror's writes of rows (the console's `mirror:write` measure, src/perf.ts, which the bench reads): told
 * when a write begins (before its value is serialised); what it returns is told the row's key once it is stored.
 */
export type MirrorWriteObserver = () => (key: string) => void;

export interface MirrorOptions {
  onWrite?: MirrorWriteObserver;
}

/**
 * The read mirror: what the console has fetched, kept in IndexedDB (Dexie) rather than localStorage, which holds
 * only about 5 MB. Read into memory once at start (before the first render), then written through: each write is
 * sent to IndexedDB at once (not queued behind earlier ones: IndexedDB runs read-write transactions on one store in
 * the order they were made), so a reload a moment after the data came finds it there.
 */
export async function openMirror(db: OfflineDb, { onWrite }: MirrorOptions = {}): Promise<Mirror> {
  const memory = new Map<string, string>();
  try {
    for (const row of await db.mirror.toArray()) memory.set(row.key, row.value);
  } catch (error) {
    console.error('The offline mirror could not be read', error);
  }
  const pending = new Set<Promise<unknown>>();
  // Cleared at logout: the page is leaving for the provider's logout, and nothing of the session may be written
  // after that (the query cache's own clearing would otherwise write one more copy).
  let closed = false;
  const send = (work: () => Promise<unknown>, stored?: () => void): Promise<void> => {
    if (closed) return Promise.resolve();
    const done = work()
      .then(() => stored?.())
      .catch((error: unknown) => console.error('The offline mirror could not be written', error))
      .finally(() => pending.delete(done));
    pending.add(done);
    return done;
  };
  const put = (key: string, value: string, written: ((key: string) => void) | undefined) =>
    send(() => db.mirror.put({ key, value }), written && (() => written(key)));
  // The customer's persister serialises, then calls setItem at once: the write began when it started serialising.
  let serialisingWrite: ((key: string) => void) | undefined;
  const mirror: Mirror = {
    storage: {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => {
        const written = serialisingWrite ?? onWrite?.();
        serialisingWrite = undefined;
        if (closed) return;
        memory.set(key, value);
        void put(key, value, written);
      },
      removeItem: (key) => {
        if (closed) return;
        memory.delete(key);
        void send(() => db.mirror.delete(key));
      },
    },
    serialising(serialise) {
      serialisingWrite = onWrite?.();
      return serialise();
    },
    write(key, serialise) {
      if (closed) return Promise.resolve();
      const written = onWrite?.();
      const value = serialise();
      memory.set(key, value);
      return put(key, value, written);
    },
    rows: (prefix) => [...memory].filter(([key]) => key.startsWith(prefix)),
    afterPaint(work) {
      const done = new Promise<void>((resolve) =>
        afterNextPaint(() => {
          try {
            work();
          } finally {
            resolve();
          }
        }),
      );
      pending.add(done);
      void done.finally(() => pending.delete(done));
    },
    flush: async () => {
      while (pending.size) await Promise.all([...pending]);
    },
    clear: async () => {
      memory.clear();
      void send(() => db.mirror.clear());
      closed = true;
      await Promise.all([...pending]);
    },
  };
  return mirror;
}
