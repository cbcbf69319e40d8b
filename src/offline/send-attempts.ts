import { backoffDelay } from './backoff.ts';
import type { OfflineDb, OutboxEntry } from './db.ts';
import type { OutboxLedger } from './outbox-ledger.ts';
import { completeCreate } from './id-mapping.ts';
import type { Reachability } from './reachability.ts';
import type { Removals } from './removals.ts';
import { NOT_ANSWERED, type BatchSender, type SendOutcome, type Sender } from './send-outcome.ts';
import { REPLAY_BATCH_MAX } from './send-plan.ts';

export interface SendAttemptsOptions {
  db: OfflineDb;
  ledger: OutboxLedger;
  reachability: Reachability;
  send: Sender;
  sendBatch?: BatchSender;
  now: () => number;
  random?: () => number;
  onAccepted?: (entry: OutboxEntry, body: unknown) => void | Promise<void>;
  onRejected?: (entry: OutboxEntry) => void;
  /** No token without the host signing in again: the queue pauses. */
  onSignInRequired: () => void;
  /** A create's server id went into later entries: read them again. */
  onIdsMapped: () => void;
}

/**
 * One attempt of an entry, or of several independent entries in one request, and each outcome written to the
 * outbox (and the ledger): an entry is marked `sending` before its request and removed only after the server
 * accepted it, so a crash at any point leaves it in the outbox, to be sent again with the same key.
 */
export class SendAttempts {
  /** The server refused the batch itself (an older server): one request per entry from here on. */
  private batchRefused = false;

  constructor(private readonly options: SendAttemptsOptions) {}

  /** How many entries may go in one request. */
  get perRequest(): number {
    return this.options.sendBatch && !this.batchRefused ? REPLAY_BATCH_MAX : 1;
  }

  /** Sends `entries` (one, or a batch) and writes each outcome. */
  send(entries: readonly OutboxEntry[], removals: Removals): Promise<void> {
    const { sendBatch } = this.options;
    const [first] = entries as [OutboxEntry, ...OutboxEntry[]];
    return entries.length > 1 && sendBatch
      ? this.sendBatch(sendBatch, entries, removals)
      : this.sendOne(first, removals);
  }

  private async sendOne(entry: OutboxEntry, removals: Removals): Promise<void> {
    const attempts = entry.attempts + 1;
    await this.options.db.outbox.update(entry.seq, { state: 'sending', attempts });
    await this.sendMarked(entry, attempts, removals);
  }

  /** The request of one entry already marked `sending`, and its outcome written. */
  private async sendMarked(entry: OutboxEntry, attempts: number, removals: Removals): Promise<void> {
    const outcome = await this.options.send(entry);
    await this.options.reachability.heard([outcome]);
    await this.settle(entry, attempts, outcome, removals);
  }

  /** One attempt of several independent entries in one request (all marked `sending` first, in one transaction). */
  private async sendBatch(sendBatch: BatchSender, entries: readonly OutboxEntry[], removals: Removals): Promise<void> {
    await this.options.db.outbox.bulkUpdate(
      entries.map((entry) => ({
        key: entry.seq as number,
        changes: { state: 'sending', attempts: entry.attempts + 1 },
      })),
    );
    const outcomes = await sendBatch(entries);
    if (!outcomes) {
      this.batchRefused = true;
      for (const entry of entries) await this.sendMarked(entry, entry.attempts + 1, removals);
      return;
    }
    await this.options.reachability.heard(outcomes);
    for (const [at, entry] of entries.entries()) {
      const outcome = outcomes[at] ?? {
        kind: 'transient',
        message: NOT_ANSWERED,
        unreachable: false,
      };
      await this.settle(entry, entry.attempts + 1, outcome, removals);
    }
  }

  /** The outbox updated with an entry's outcome, and the ledger told. */
  private async settle(entry: OutboxEntry, attempts: number, outcome: SendOutcome, removals: Removals): Promise<void> {
    const { db, ledger, now } = this.options;
    const seq = entry.seq as number;
    switch (outcome.kind) {
      case 'ok': {
        const id = entry.creates ? idFrom(outcome.body, entry.creates.idField) : undefined;
        if (entry.creates && id !== undefined) {
          await completeCreate(db, entry, id);
          await db.meta.put({ key: 'lastSyncAt', value: now() });
          this.options.onIdsMapped();
        } else {
          // Removed in the background, with the others accepted meanwhile: the next send does not wait for it. A
          // crash before it lands sends the entry again with its key, and the server answers without applying it.
          removals.remove(seq);
        }
        ledger.settle(entry, null);
        await this.options.onAccepted?.(entry, outcome.body);
        break;
      }
      case 'rejected': {
        const refused = { state: 'failed', error: outcome.message, refusal: outcome.details } as const;
        const failed: OutboxEntry = { ...entry, attempts, ...refused };
        await db.outbox.update(seq, refused);
        ledger.settle(entry, failed);
        this.options.onRejected?.(failed);
        break;
      }
      case 'transient': {
        const changes = {
          state: 'pending',
          error: outcome.message,
          notBefore: now() + backoffDelay(attempts, this.options.random),
        } as const;
        await db.outbox.update(seq, changes);
        ledger.settle(entry, { ...entry, attempts, ...changes });
        break;
      }
      case 'signInRequired':
        await db.outbox.update(seq, { state: 'pending' });
        ledger.settle(entry, { ...entry, attempts, state: 'pending' });
        this.options.onSignInRequired();
        break;
    }
  }
}

function idFrom(body: unknown, field: string): number | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'number' ? value : undefined;
}
