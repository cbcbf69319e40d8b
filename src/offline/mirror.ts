import type { OfflineDb } from './db.ts';

/** The synchronous Storage shape TanStack's sync-storage persister writes to. */
export interface SyncStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface Mirror {
  storage: SyncStorage;
  /** Resolves once every pending write has reached IndexedDB. */
  flush(): Promise<void>;
  clear(): Promise<void>;
}

/**
 * The read mirror: TanStack Query's cache persisted into IndexedDB (Dexie) rather than localStorage, which holds
 * only about 5 MB. Read into memory once at start (before the first render), then written through.
 */
export async function openMirror(db: OfflineDb): Promise<Mirror> {
  const memory = new Map<string, string>();
  try {
    for (const row of await db.mirror.toArray()) memory.set(row.key, row.value);
  } catch (error) {
    console.error('The offline mirror could not be read', error);
  }
  let writes: Promise<unknown> = Promise.resolve();
  const queue = (work: () => Promise<unknown>) => {
    writes = writes.then(work).catch((error: unknown) => console.error('The offline mirror could not be written', error));
  };
  return {
    storage: {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => {
        memory.set(key, value);
        queue(() => db.mirror.put({ key, value }));
      },
      removeItem: (key) => {
        memory.delete(key);
        queue(() => db.mirror.delete(key));
      },
    },
    flush: () => writes.then(() => undefined),
    clear: async () => {
      memory.clear();
      queue(() => db.mirror.clear());
      await writes;
    },
  };
}
