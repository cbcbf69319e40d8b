import type { OfflineDb, OutboxEntry, StoredRequest } from './db.ts';
import { serverIdOf, withServerId } from './id-mapping.ts';

export interface NewEntry {
  userId: string;
  label: string;
  payload: unknown;
  scope: string;
  orderKey: string;
  coalesce?: OutboxEntry['coalesce'];
  refs?: number[];
  creates?: OutboxEntry['creates'];
  request: StoredRequest;
  /**
   * For mode 'replace': how this action combines with the waiting one it replaces (not stored). Returns what the
   * one entry then does, or null when the two cancel out (e.g. a table added, then removed). Without it, the new
   * action simply replaces the waiting one.
   */
  combine?: (waiting: OutboxEntry) => Pick<NewEntry, 'label' | 'payload' | 'request'> | null;
}

export type EnqueueResult =
  | { kind: 'queued'; seq: number }
  | { kind: 'replaced'; seq: number }
  /** The new action undid the waiting one (`label`): both are gone, nothing is sent. */
  | { kind: 'cancelled'; seq: number; label: string; mode: 'toggle' | 'replace' };

/** An entry that was never tried may still change: no server can have seen its key. */
const untouched = (entry: OutboxEntry) => entry.state === 'pending' && entry.attempts === 0;

/**
 * Writes an action to the outbox before anything is sent. Coalescing, only with the latest entry of the same
 * order key, and only while that entry was never tried (so no key the server may have seen ever changes meaning):
 * - mode 'toggle': a second toggle of the same thing undoes the first; both go, nothing is sent.
 * - mode 'replace': the new action replaces the waiting one (a run of table changes sends only the final set).
 */
export async function enqueue(
  db: OfflineDb,
  { combine, ...taken }: NewEntry,
  now = Date.now(),
): Promise<EnqueueResult> {
  return db.transaction('rw', db.outbox, db.meta, async () => {
    // A record created offline whose create was accepted a moment ago (the screen may still name it by its client
    // id): the action names it by the server's id, as `completeCreate` did for the entries waiting then. In one
    // transaction with the meta row, so an action is mapped either there or here, never neither.
    let entry = taken;
    for (const clientId of taken.refs ?? []) {
      const serverId = await serverIdOf(db, clientId);
      if (serverId !== undefined) entry = { ...entry, ...withServerId(entry, clientId, serverId) };
    }
    if (entry.coalesce) {
      const latest = await db.outbox.where('orderKey').equals(entry.orderKey).last();
      if (latest?.seq !== undefined && latest.coalesce?.key === entry.coalesce.key && untouched(latest)) {
        const mode = entry.coalesce.mode;
        const combined = mode === 'toggle' ? null : combine ? combine(latest) : entry;
        if (!combined) {
          await db.outbox.delete(latest.seq);
          return { kind: 'cancelled', seq: latest.seq, label: latest.label, mode };
        }
        await db.outbox.update(latest.seq, {
          payload: combined.payload,
          request: combined.request,
          label: combined.label,
        });
        return { kind: 'replaced', seq: latest.seq };
      }
    }
    const seq = await db.outbox.add({
      ...entry,
      refs: entry.refs ?? [],
      key: crypto.randomUUID(),
      state: 'pending',
      attempts: 0,
      notBefore: 0,
      createdAt: now,
    });
    return { kind: 'queued', seq: seq as number };
  });
}

/** Every entry, in the order taken. */
export async function listEntries(db: OfflineDb, userId?: string): Promise<OutboxEntry[]> {
  const all = await db.outbox.orderBy('seq').toArray();
  return userId === undefined ? all : all.filter((entry) => entry.userId === userId);
}

/**
 * Drops an entry (the host's Discard), and every later entry that depends on it: actions on a booking whose
 * creation is discarded can never be sent.
 */
export async function discard(db: OfflineDb, seq: number): Promise<OutboxEntry[]> {
  return db.transaction('rw', db.outbox, async () => {
    const entry = await db.outbox.get(seq);
    if (!entry) return [];
    const dropped = [entry];
    if (entry.creates) {
      const clientId = entry.creates.clientId;
      const dependents = await db.outbox.filter((other) => other.refs.includes(clientId)).toArray();
      dropped.push(...dependents);
    }
    await db.outbox.bulkDelete(dropped.map((e) => e.seq as number));
    return dropped;
  });
}

/**
 * The person's "Send as new" of an entry queued longer ago than the server keeps keys (send-plan.ts, `isStale`): a
 * new key and now as its time, so the server takes it as a change made now.
 */
export async function renew(db: OfflineDb, seq: number): Promise<void> {
  await db.outbox.update(seq, {
    key: crypto.randomUUID(),
    createdAt: Date.now(),
    state: 'pending',
    attempts: 0,
    notBefore: 0,
    error: undefined,
  });
}

/** The host's Retry: a failed entry goes back in line at once. */
export async function retry(db: OfflineDb, seq: number): Promise<void> {
  await db.outbox.update(seq, { state: 'pending', notBefore: 0, error: undefined, refusal: undefined });
}

/**
 * A refused entry sent again as something else the person chose (the feature's "Keep mine": the same change, now
 * based on what the other host set): its new request and payload, a new key (the refused one stored nothing).
 */
export async function resendAs(
  db: OfflineDb,
  seq: number,
  instead: Pick<OutboxEntry, 'request' | 'payload' | 'label'>,
): Promise<void> {
  await db.outbox.update(seq, {
    ...instead,
    key: crypto.randomUUID(),
    state: 'pending',
    attempts: 0,
    notBefore: 0,
    error: undefined,
    refusal: undefined,
  });
}
