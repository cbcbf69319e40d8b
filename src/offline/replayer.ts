import { BackoffWake, endBackoff } from './backoff.ts';
import type { OfflineDb, OutboxEntry } from './db.ts';
import { MergedCalls } from './merge-calls.ts';
import { OutboxLedger } from './outbox-ledger.ts';
import { Reachability } from './reachability.ts';
import { Removals } from './removals.ts';
import { SendAttempts } from './send-attempts.ts';
import type { BatchSender, Sender } from './send-outcome.ts';
import { REPLAY_CONCURRENCY, requestsFor, sendableEntries } from './send-plan.ts';

export interface ReplayerOptions {
  db: OfflineDb;
  /** What this tab knows of the outbox beyond IndexedDB (shared with the queue as shown); one of its own if not given. */
  ledger?: OutboxLedger;
  send: Sender;
  /** When given, entries that may go at once go a batch per request (`REPLAY_BATCH_MAX`), not one request each. */
  sendBatch?: BatchSender;
  /** Whose entries to send (only the signed-in user's, with their token). */
  userId: () => string | undefined;
  /** Runs `work` while no other tab runs it (Web Locks); resolves without running when another tab holds it. */
  exclusive?: (work: () => Promise<void>) => Promise<void>;
  /** Told after each entry is accepted (to refresh cached data) and when the queue pauses or resumes. */
  onAccepted?: (entry: OutboxEntry, body: unknown) => void | Promise<void>;
  /** Told when the server refuses an entry (4xx): the host must see it. */
  onRejected?: (entry: OutboxEntry) => void;
  onPausedChange?: (paused: boolean) => void;
  /** Told when sends start failing because no server answers, and when one answers again. */
  onReachableChange?: (reachable: boolean) => void;
  /** How long the server keeps keys (`send-plan.ts`, `isStale`): an entry queued longer ago is never sent as it is. */
  keyWindowMs?: number;
  now?: () => number;
  random?: () => number;
}

/**
 * Sends the outbox to the server exactly once (each entry carries its Idempotency-Key, so a resend after a lost
 * answer or a crash returns the first answer and applies nothing), a few requests at a time: entries with different
 * order keys are independent, so up to `REPLAY_CONCURRENCY` requests are in flight, each one entry or, when more
 * entries may go than requests are free, a batch of them (`send-plan.ts`; each attempt and its outcome:
 * `send-attempts.ts`), while the entries of one order key go strictly one after another in the order taken (never
 * two of one key in flight, so never two in one batch).
 *
 * The outbox is read once per run (through the ledger, which lays on it what was settled meanwhile) and kept in
 * memory as entries settle; it is read again only when something else changed it (an enqueue, Retry, Send now, the
 * end of an outage's backoff, a create's id mapped into later entries).
 */
export class Replayer {
  private paused = false;
  /** The outbox changed behind the run's back: read it again before picking what to send next. */
  private reread = false;
  /** Wakes a run waiting for its sends, to look at the outbox again (something was queued). */
  private poke: (() => void) | undefined;
  private readonly ledger: OutboxLedger;
  private readonly reachability: Reachability;
  private readonly attempts: SendAttempts;
  private readonly now: () => number;
  /** Concurrent drains share one run; those during a run make it read the outbox again, and one more run follow. */
  private readonly runs: MergedCalls;
  private readonly wake = new BackoffWake(() => {
    this.drain().catch((error: unknown) => console.error('The outbox could not be sent', error));
  });

  constructor(private readonly options: ReplayerOptions) {
    this.ledger = options.ledger ?? new OutboxLedger(options.db);
    this.now = options.now ?? Date.now;
    this.reachability = new Reachability(() => this.endBackoff(), options.onReachableChange);
    this.attempts = new SendAttempts({
      ...options,
      ledger: this.ledger,
      reachability: this.reachability,
      now: this.now,
      onSignInRequired: () => this.setPaused(true),
      onIdsMapped: () => (this.reread = true),
    });
    const exclusive = options.exclusive ?? ((work) => work());
    this.runs = new MergedCalls(() => exclusive(() => this.run()));
  }

  get isPaused(): boolean {
    return this.paused;
  }

  /** false after a send no server answered, until a server answers again (a send or `serverAnswered`). */
  get isReachable(): boolean {
    return this.reachability.isReachable;
  }

  /**
   * A server answered (a health probe, or any send): if it had not been reachable, every entry waiting out a
   * backoff built up during the outage goes at once, and the queue drains.
   */
  async serverAnswered(): Promise<void> {
    if (await this.reachability.answered()) await this.drain();
  }

  /** The host's "Send now": waiting entries (one, or all) are tried at once, whatever their backoff. */
  async sendNow(seq?: number): Promise<void> {
    await this.endBackoff(seq);
    await this.drain();
  }

  private async endBackoff(seq?: number): Promise<void> {
    await endBackoff(this.options.db, seq);
    this.reread = true;
  }

  /** Stops sending until `resume` (the host must sign in again); everything stays queued. */
  pause(): void {
    this.setPaused(true);
  }

  /** Resumes after the host signed in again, and drains. Always tells `onPausedChange`, so the bar never stays stuck. */
  resume(): Promise<void> {
    this.paused = false;
    this.options.onPausedChange?.(false);
    return this.drain();
  }

  /**
   * Sends what can be sent now. Concurrent calls share one run: a call during a run makes it read the outbox again
   * (something was queued or changed), and run once more after it ends.
   */
  drain(): Promise<void> {
    if (this.runs.busy) {
      this.reread = true;
      this.poke?.();
    }
    return this.runs.call();
  }

  /** No more sends of its own accord (a backoff's end): the service stops, or the database is going away. */
  stop(): void {
    this.wake.clear();
  }

  private setPaused(paused: boolean) {
    if (this.paused === paused) return;
    this.paused = paused;
    this.options.onPausedChange?.(paused);
  }

  private async run(): Promise<void> {
    /** Each entry in flight, to the request it went in (a batch's entries share one). */
    const inFlight = new Map<number, Promise<void>>();
    const outbox = this.ledger.open();
    let failure: { error: unknown } | undefined;
    const removals = new Removals(this.options.db, this.now, (error, seqs) => {
      // Accepted, but still in the outbox: sent again (with their keys) by a later run, and shown till then.
      this.ledger.unsettle(seqs);
      failure ??= { error };
    });
    this.reread = true;
    try {
      for (;;) {
        if (failure || this.paused) break;
        const userId = this.options.userId();
        if (!userId) break;
        if (this.reread) {
          this.reread = false;
          await outbox.read(userId);
        }
        const free = REPLAY_CONCURRENCY - new Set(inFlight.values()).size;
        const busy = new Set(inFlight.keys());
        const sendable = sendableEntries(
          outbox.entries,
          this.now(),
          busy,
          free * this.attempts.perRequest,
          this.options.keyWindowMs,
        );
        for (const entries of requestsFor(sendable, free)) {
          const sending = this.attempts
            .send(entries, removals)
            .catch((error: unknown) => {
              failure ??= { error };
            })
            .finally(() => {
              for (const entry of entries) inFlight.delete(entry.seq as number);
            });
          for (const entry of entries) inFlight.set(entry.seq as number, sending);
        }
        if (inFlight.size === 0) {
          this.wake.set(outbox.entries, this.now());
          break;
        }
        const poked = new Promise<void>((resolve) => (this.poke = resolve));
        await Promise.race([...new Set(inFlight.values()), poked]);
        this.poke = undefined;
      }
    } finally {
      // A run ends only when nothing it started is still under way (a crash of one send stops the others' successors),
      // and every accepted entry is gone from the outbox.
      await Promise.allSettled([...inFlight.values()]);
      await removals.done();
      outbox.close();
    }
    if (failure) throw failure.error;
  }
}
