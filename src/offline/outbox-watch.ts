import Dexie, { type ObservabilitySet } from 'dexie';
import type { OfflineDb } from './db.ts';

/**
 * Changes of the outbox within this long are read (and shown) once. Only the queue's count and panel wait for it: a
 * tap shows at once (`enqueue`), and so does the host's change on the row.
 */
export const WATCH_COALESCE_MS = 100;

/**
 * Calls `changed` after each change of the outbox or its meta rows (this tab's, or another's through Dexie's
 * cross-tab signal), at most once per `WATCH_COALESCE_MS`: a replay that settles a hundred entries a second reads
 * (and redraws) the queue a few dozen times, not three hundred. Returns the function that stops watching.
 */
export function watchOutbox(db: OfflineDb, changed: () => void): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const watched = [`idb://${db.name}/outbox/`, `idb://${db.name}/meta/`];
  const mutated = (parts: ObservabilitySet) => {
    if (stopped || !Object.keys(parts).some((part) => watched.some((prefix) => part.startsWith(prefix)))) return;
    timer ??= setTimeout(() => {
      timer = undefined;
      changed();
    }, WATCH_COALESCE_MS);
  };
  Dexie.on.storagemutated.subscribe(mutated);
  return () => {
    stopped = true;
    clearTimeout(timer);
    Dexie.on.storagemutated.unsubscribe(mutated);
  };
}
