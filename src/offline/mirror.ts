import type { DehydratedState } from '@tanstack/react-query';
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import type { OfflineDb } from './db.ts';

/** A synchronous key-value view of the mirror (memory), written through to IndexedDB. */
export interface SyncStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface Mirror {
  storage: SyncStorage;
  /** The keys held, in no particular order. */
  keys(): string[];
  /** Resolves once every write issued so far has reached IndexedDB. */
  flush(): Promise<void>;
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
  const write = (work: () => Promise<unknown>) => {
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
    keys: () => [...memory.keys()],
    flush: async () => {
      await Promise.all([...pending]);
    },
    clear: async () => {
      memory.clear();
      write(() => db.mirror.clear());
      await Promise.all([...pending]);
    },
  };
}

const QUERY_PREFIX = 'query:';
/** The whole cache in one row, as the throttled sync-storage persister wrote it before decision 017. */
const LEGACY_KEY = 'checkout-admin.queries';

type DehydratedQuery = DehydratedState['queries'][number];

interface StoredQuery {
  buster: string;
  query: DehydratedQuery;
}

/**
 * TanStack Query's persister over the mirror, one row per query (docs/decisions/017-mirror-per-query.md):
 *
 * - a query is written the moment its data changes (not throttled, not the whole cache), so the day the host has
 *   just been shown is in IndexedDB before a reload can come;
 * - a stored query is never replaced by nothing: a query that is loading, failed or was dropped from memory is
 *   simply not in the dehydrated state, and its row stays. Rows go only when older than `maxAge`, on a new
 *   `buster`, or when the mirror is cleared (logout).
 */
export function mirrorPersister(mirror: Mirror, { buster, maxAge }: { buster: string; maxAge: number }): Persister {
  /** What each row holds now, by query hash: the data's time and status, so an unchanged query is not rewritten. */
  const written = new Map<string, string>();
  const signature = (query: DehydratedQuery) => `${query.state.dataUpdatedAt}|${query.state.status}`;

  return {
    persistClient(client: PersistedClient) {
      for (const query of client.clientState.queries) {
        if (query.state.data === undefined) continue;
        const sig = signature(query);
        if (written.get(query.queryHash) === sig) continue;
        written.set(query.queryHash, sig);
        const row: StoredQuery = { buster: client.buster, query };
        mirror.storage.setItem(QUERY_PREFIX + query.queryHash, JSON.stringify(row));
      }
    },
    restoreClient() {
      if (mirror.storage.getItem(LEGACY_KEY) !== null) mirror.storage.removeItem(LEGACY_KEY);
      const queries: DehydratedQuery[] = [];
      const now = Date.now();
      for (const key of mirror.keys()) {
        if (!key.startsWith(QUERY_PREFIX)) continue;
        const stored = parse(mirror.storage.getItem(key));
        if (!stored || stored.buster !== buster || now - stored.query.state.dataUpdatedAt > maxAge) {
          mirror.storage.removeItem(key);
          continue;
        }
        written.set(stored.query.queryHash, signature(stored.query));
        queries.push(stored.query);
      }
      if (queries.length === 0) return undefined;
      return { timestamp: now, buster, clientState: { queries, mutations: [] } };
    },
    removeClient() {
      written.clear();
      for (const key of mirror.keys()) if (key.startsWith(QUERY_PREFIX)) mirror.storage.removeItem(key);
    },
  };
}

function parse(text: string | null): StoredQuery | null {
  if (text === null) return null;
  try {
    const value = JSON.parse(text) as StoredQuery;
    return value && typeof value === 'object' && value.query && typeof value.query.queryHash === 'string' ? value : null;
  } catch {
    return null;
  }
}
