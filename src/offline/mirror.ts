import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import type { OfflineDb } from './db.ts';

/** A synchronous key-value view of the mirror (memory), written through to IndexedDB. */
export interface SyncStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface Mirror {
  storage: SyncStorage;
  /** Resolves once every write issued so far has reached IndexedDB. */
  flush(): Promise<void>;
  /** Empties the mirror for good (logout): later writes are dropped. */
  clear(): Promise<void>;
}

/**
 * The read mirror: what the console has fetched, kept in IndexedDB (Dexie) rather than localStorage, which holds
 * only about 5 MB. Read into memory once at start (before the first render), then written through: each write is
 * sent to IndexedDB at once (not queued behind earlier ones: IndexedDB runs read-write transactions on one store in
 * the order they were made), so a reload a moment after the data came finds it there.
 */
export async function openMirror(db: OfflineDb): Promise<Mirror> {
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
  const write = (work: () => Promise<unknown>) => {
    if (closed) return;
    const done = work()
      .catch((error: unknown) => console.error('The offline mirror could not be written', error))
      .finally(() => pending.delete(done));
    pending.add(done);
  };
  return {
    storage: {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => {
        memory.set(key, value);
        write(() => db.mirror.put({ key, value }));
      },
      removeItem: (key) => {
        memory.delete(key);
        write(() => db.mirror.delete(key));
      },
    },
    flush: async () => {
      await Promise.all([...pending]);
    },
    clear: async () => {
      memory.clear();
      write(() => db.mirror.clear());
      closed = true;
      await Promise.all([...pending]);
    },
  };
}

/**
 * How the query cache is persisted into the mirror (docs/decisions/017-mirror-written-at-once.md): TanStack's
 * sync-storage persister over the mirror's synchronous view, with two changes from its defaults that keep the day a
 * host has just been shown:
 *
 * - **written at once** (`throttleTime: 0`, not 1 s): the cache is written in the task after it changes, and the
 *   mirror sends that write to IndexedDB straight away, so a reload a moment after the day showed finds it there;
 * - **never replaced by nothing**: every query that holds data is kept (`shouldDehydrateQuery`), not only those in
 *   `success`, so a day whose refetch failed offline (status `error`, data still on screen) stays in the copy.
 */
export function mirrorPersistOptions(mirror: Mirror, { buster, maxAge }: { buster: string; maxAge: number }): Omit<PersistQueryClientOptions, 'queryClient'> {
  return {
    persister: createSyncStoragePersister({ storage: mirror.storage, key: MIRROR_KEY, throttleTime: 0 }),
    maxAge,
    buster,
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.data !== undefined },
  };
}

/** The mirror's row of the query cache. */
export const MIRROR_KEY = 'checkout-admin.queries';
