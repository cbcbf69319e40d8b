import type { DehydratedState, QueryKey } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistedClient, Persister, PersistQueryClientOptions } from '@tanstack/react-query-persist-client';
import { MergedCalls } from './merge-calls.ts';
import type { Mirror } from './mirror.ts';

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
  let scheduled = false;

  // One write of a row at a time (`MergedCalls`, one per row, kept for the session: a day viewed is a few bytes): a
  // change that comes while the row is being written is written the moment that write is stored (its latest state;
  // the states in between are not serialised at all). So a replay that changes a 1,000-booking day a hundred times
  // a second serialises it a few times, and the last state is never held back by more than one write.
  const writers = new Map<string, MergedCalls>();
  const writeRow = async (hash: string) => {
    const query = due.get(hash);
    if (!query) return;
    due.delete(hash);
    await mirror.write(rowKey(hash), () => JSON.stringify({ buster, timestamp: Date.now(), query } satisfies QueryRow));
  };
  const writer = (hash: string) => {
    let calls = writers.get(hash);
    if (!calls) writers.set(hash, (calls = new MergedCalls(() => writeRow(hash))));
    return calls;
  };
  const writeDue = () => {
    scheduled = false;
    for (const hash of [...due.keys()]) void writer(hash).call();
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
        // Being written now: this state goes the moment that write is stored (the others wait for the paint).
        const rowWriter = writers.get(query.queryHash);
        if (rowWriter?.busy) void rowWriter.call();
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
