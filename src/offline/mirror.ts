import type { DehydratedState, QueryKey } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistedClient, Persister, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import type { OfflineDb } from './db.ts';

/** A synchronous key-value view of the mirror (memory), written through to IndexedDB. */
export interface SyncStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface Mirror {
  storage: SyncStorage;
  /**
   * Serialises and writes one row at once: `serialise` runs now, the write goes to IndexedDB straight away, and the
   * whole (serialising to the transaction's completion) is measured as `mirror:write`. Resolves once it is stored.
   */
  write(key: string, serialise: () => string): Promise<void>;
  /**
   * For a writer that serialises and then calls `storage.setItem` at once (TanStack's sync-storage persister):
   * serialise through this, and that write is measured from here.
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

/** The name of the performance measure around each write of persisted data (the bench reads it). */
export const MIRROR_WRITE_MEASURE = 'mirror:write';

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
  const send = (work: () => Promise<unknown>, measuredFrom?: number, key?: string): Promise<void> => {
    if (closed) return Promise.resolve();
    const done = work()
      .then(() => {
        if (measuredFrom !== undefined) measureWrite(measuredFrom, key);
      })
      .catch((error: unknown) => console.error('The offline mirror could not be written', error))
      .finally(() => pending.delete(done));
    pending.add(done);
    return done;
  };
  // The customer's persister serialises, then calls setItem at once: the time it started serialising is noted here.
  let serialisingSince: number | undefined;
  const mirror: Mirror = {
    storage: {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => {
        const started = serialisingSince ?? performance.now();
        serialisingSince = undefined;
        if (closed) return;
        memory.set(key, value);
        void send(() => db.mirror.put({ key, value }), started, key);
      },
      removeItem: (key) => {
        if (closed) return;
        memory.delete(key);
        void send(() => db.mirror.delete(key));
      },
    },
    serialising(serialise) {
      serialisingSince = performance.now();
      return serialise();
    },
    write(key, serialise) {
      if (closed) return Promise.resolve();
      const started = performance.now();
      const value = serialise();
      memory.set(key, value);
      return send(() => db.mirror.put({ key, value }), started, key);
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

function measureWrite(start: number, key?: string) {
  try {
    performance.measure(MIRROR_WRITE_MEASURE, { start, end: performance.now(), detail: { key } });
  } catch {
    // A performance timeline is not there everywhere (older test environments): the write itself is what counts.
  }
}

/** The mirror's row of the query cache (every query but those with rows of their own). */
export const MIRROR_KEY = 'checkout-admin.queries';
/** Rows of single queries: this prefix and the query's hash. */
export const QUERY_ROW_PREFIX = 'checkout-admin.query:';

/** One query in a row of its own: the query as TanStack dehydrates it, with the buster and time of the write. */
interface QueryRow {
  buster: string;
  timestamp: number;
  query: DehydratedState['queries'][number];
}

export interface MirrorPersistSettings {
  buster: string;
  maxAge: number;
  /**
   * Queries written to rows of their own, each only when its data changes (the schedule's days: 1,000 bookings
   * are too many to serialise again on every change anywhere in the cache). Others share one row, as before.
   */
  ownRow?: (queryKey: QueryKey) => boolean;
}

/**
 * How the query cache is persisted into the mirror (docs/decisions/017-mirror-written-at-once.md,
 * docs/decisions/023-mirror-row-per-day.md): TanStack's `persistQueryClient` (the provider) and dehydration, with
 * the customer's sync-storage persister keeping the small queries in one row, and each query chosen by `ownRow`
 * (the schedule's days) in a row of its own, written only when that query's data changed. What 017 asks holds:
 *
 * - **written at once**: the shared row in the task after the change (the sync persister's `throttleTime: 0`), an
 *   own row right after the next frame is painted (at most `WRITE_AFTER_PAINT_MAX_MS` later), and sent to
 *   IndexedDB straight away, so a reload a moment after the day showed finds it there;
 * - **never replaced by nothing**: every query that holds data is kept (`shouldDehydrateQuery`), not only those in
 *   `success`, so a day whose refetch failed offline (status `error`, data still on screen) stays in the copy; a
 *   row goes only when its query leaves the cache (garbage collected, logout);
 * - restored before the first render, all rows at once (`restoreClient`), and cleared with the mirror at logout.
 */
export function mirrorPersistOptions(
  mirror: Mirror,
  { buster, maxAge, ownRow = () => false }: MirrorPersistSettings,
): Omit<PersistQueryClientOptions, 'queryClient'> {
  const shared = createSyncStoragePersister({
    storage: mirror.storage,
    key: MIRROR_KEY,
    throttleTime: 0,
    serialize: (client) => mirror.serialising(() => JSON.stringify(client)),
  });
  return {
    persister: splitPersister(mirror, shared, { buster, maxAge, ownRow }),
    maxAge,
    buster,
    dehydrateOptions: { shouldDehydrateQuery: (query) => query.state.data !== undefined },
  };
}

type DehydratedQuery = DehydratedState['queries'][number];
type DehydratedMutation = DehydratedState['mutations'][number];

/**
 * A persister over two kinds of rows. `persistClient` is called with the dehydrated cache on every cache change
 * (dehydrating copies no data: it is cheap); only what changed is serialised: the shared row when one of its
 * queries' data (or a kept mutation) changed, a query's own row when its data did.
 */
function splitPersister(
  mirror: Mirror,
  shared: Persister,
  { buster, maxAge, ownRow }: Required<MirrorPersistSettings>,
): Persister {
  const rowKey = (hash: string) => `${QUERY_ROW_PREFIX}${hash}`;
  /** The data each own row holds now, by query hash (what was restored or last written). */
  const written = new Map<string, unknown>();
  /** What the shared row holds now: each query's data and each mutation's state, in order. */
  let sharedHeld: unknown[] = [];
  /** Own rows to write: the latest dehydrated query of each. */
  const due = new Map<string, DehydratedQuery>();
  /** Own rows being written now. */
  const writing = new Set<string>();
  let scheduled = false;

  // One write of a row at a time: a change that comes while the row is being written is written the moment that
  // write is stored (its latest state; the states in between are not serialised at all). So a replay that changes
  // a 1,000-booking day a hundred times a second serialises it a few times, and the last state is never held back
  // by more than one write.
  const writeRow = (hash: string) => {
    const query = due.get(hash);
    if (!query) return;
    due.delete(hash);
    writing.add(hash);
    void mirror
      .write(rowKey(hash), () => JSON.stringify({ buster, timestamp: Date.now(), query } satisfies QueryRow))
      .finally(() => {
        writing.delete(hash);
        writeRow(hash);
      });
  };
  const writeDue = () => {
    scheduled = false;
    for (const hash of [...due.keys()]) if (!writing.has(hash)) writeRow(hash);
  };

  return {
    persistClient(client: PersistedClient) {
      const own: DehydratedQuery[] = [];
      const rest: DehydratedQuery[] = [];
      for (const query of client.clientState.queries) (ownRow(query.queryKey) ? own : rest).push(query);

      const held = heldBy(rest, client.clientState.mutations);
      if (!sameItems(held, sharedHeld)) {
        sharedHeld = held;
        void shared.persistClient({ ...client, clientState: { ...client.clientState, queries: rest } });
      }

      const present = new Set<string>();
      for (const query of own) {
        present.add(query.queryHash);
        if (written.get(query.queryHash) === query.state.data) continue;
        written.set(query.queryHash, query.state.data);
        due.set(query.queryHash, query);
      }
      for (const hash of [...written.keys()]) {
        if (present.has(hash)) continue;
        // The query left the cache (garbage collected, or the cache cleared): so does its row.
        written.delete(hash);
        due.delete(hash);
        mirror.storage.removeItem(rowKey(hash));
      }
      if (due.size > 0 && !scheduled) {
        scheduled = true;
        mirror.afterPaint(writeDue);
      }
    },

    async restoreClient() {
      const client = await shared.restoreClient();
      const rows: QueryRow[] = [];
      for (const [key, value] of mirror.rows(QUERY_ROW_PREFIX)) {
        const row = parseRow(value);
        if (!row || row.buster !== buster || Date.now() - row.timestamp > maxAge) mirror.storage.removeItem(key);
        else rows.push(row);
      }
      if (!client && rows.length === 0) return undefined;
      const queries = rows.map((row) => row.query);
      for (const query of queries) written.set(query.queryHash, query.state.data);
      if (client) sharedHeld = heldBy(client.clientState.queries, client.clientState.mutations);
      return {
        buster: client?.buster ?? buster,
        timestamp: Math.max(client?.timestamp ?? 0, ...rows.map((row) => row.timestamp)),
        clientState: {
          queries: [...(client?.clientState.queries ?? []), ...queries],
          mutations: client?.clientState.mutations ?? [],
        },
      };
    },

    async removeClient() {
      await shared.removeClient();
      for (const [key] of mirror.rows(QUERY_ROW_PREFIX)) mirror.storage.removeItem(key);
      written.clear();
      due.clear();
      sharedHeld = [];
    },
  };
}

/** How long a write waits for a frame at most (a hidden tab paints none). */
export const WRITE_AFTER_PAINT_MAX_MS = 100;

/**
 * Runs `work` once the next frame is painted (the changed day is on screen first: serialising 1,000 bookings never
 * delays the paint, and the write's transaction does not wait behind the render), or after
 * `WRITE_AFTER_PAINT_MAX_MS` when no frame comes.
 */
function afterNextPaint(work: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(fallback);
    if (typeof window !== 'undefined') window.removeEventListener('pagehide', once);
    work();
  };
  const fallback = setTimeout(once, WRITE_AFTER_PAINT_MAX_MS);
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0));
  // A page going away (a reload, the app closed) does not wait for a frame: the write goes now.
  if (typeof window !== 'undefined') window.addEventListener('pagehide', once);
}

function heldBy(queries: readonly DehydratedQuery[], mutations: readonly DehydratedMutation[]): unknown[] {
  return [
    ...queries.flatMap((query) => [query.queryHash, query.state.data]),
    ...mutations.map((mutation) => mutation.state),
  ];
}

function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}

function parseRow(value: string): QueryRow | undefined {
  try {
    const row = JSON.parse(value) as Partial<QueryRow>;
    return typeof row.buster === 'string' && typeof row.timestamp === 'number' && row.query
      ? (row as QueryRow)
      : undefined;
  } catch {
    return undefined;
  }
}
