import type { OutboxEntry } from './db.ts';

/** How many requests are in flight at once (the browser allows six connections to a host; the live stream holds one). */
export const REPLAY_CONCURRENCY = 4;
/** At most this many entries in one batch request (the server takes up to 50). */
export const REPLAY_BATCH_MAX = 25;

/**
 * The sendable entries spread over the free requests: one entry each while there are no more entries than free
 * requests (a tap goes alone, at once), else batches as even as can be.
 */
export function requestsFor(entries: readonly OutboxEntry[], free: number): OutboxEntry[][] {
  if (free <= 0 || entries.length === 0) return [];
  const requests = Math.min(free, entries.length);
  const size = Math.ceil(entries.length / requests);
  const groups: OutboxEntry[][] = [];
  for (let at = 0; at < entries.length; at += size) groups.push(entries.slice(at, at + size));
  return groups;
}

/** Keys the server keeps, when it does not say (a server from before IDEMPOTENCY_KEEP_DAYS): its old 24 hours. */
export const DEFAULT_KEY_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Whether an entry was queued longer ago than the server keeps keys (`keyWindowMs`, from IDEMPOTENCY_KEEP_DAYS): its
 * first send may have been stored with no answer, and its key forgotten since, so sent again it could be stored twice.
 * It is never sent as it is (decision 036): the person sends it as a new change, or discards it.
 */
export const isStale = (entry: OutboxEntry, now: number, keyWindowMs: number) => entry.createdAt < now - keyWindowMs;

/**
 * The entries that may be sent now, in the order taken, at most `limit`: the first waiting entry of each order key,
 * unless it is being sent (`busy`), queued longer ago than the server keeps keys (`keyWindowMs`), waiting out a
 * backoff, or refers to a record whose create is still in the outbox (its client id is not replaced yet). Whatever
 * holds the first entry of a key holds every later one, so one booking's actions never overtake each other while
 * other bookings go on. A refused entry (failed) holds nothing: it will not be sent unless the person says so, and
 * each later change is applied to the booking as it is (decision 028: an arrival does not depend on a table); only
 * what refers to a refused create waits (its client id), and says so.
 */
export function sendableEntries(
  entries: readonly OutboxEntry[],
  now: number,
  busy: ReadonlySet<number> = new Set(),
  limit = 1,
  keyWindowMs = DEFAULT_KEY_WINDOW_MS,
): OutboxEntry[] {
  const creating = new Set<number>();
  for (const entry of entries) if (entry.creates) creating.add(entry.creates.clientId);
  const held = new Set<string>();
  const sendable: OutboxEntry[] = [];
  for (const entry of entries) {
    if (sendable.length >= limit) break;
    if (entry.state === 'failed' || held.has(entry.orderKey)) continue;
    held.add(entry.orderKey);
    if (entry.seq === undefined || busy.has(entry.seq)) continue;
    if (entry.notBefore > now || isStale(entry, now, keyWindowMs)) continue;
    if ((entry.refs ?? []).some((ref) => creating.has(ref))) continue;
    sendable.push(entry);
  }
  return sendable;
}

/** The next entry that may be sent now (see `sendableEntries`). */
export function nextSendable(entries: readonly OutboxEntry[], now: number): OutboxEntry | undefined {
  return sendableEntries(entries, now)[0];
}
