import type { OfflineDb, OutboxEntry } from './db.ts';
import { completeCreate } from './outbox.ts';

/** How one attempt ended, as the sender saw it. */
export type SendOutcome =
  | { kind: 'ok'; body: unknown }
  /** 4xx: the server refused it for a reason the host must see (a booking cancelled elsewhere...). */
  | { kind: 'rejected'; status: number; message: string }
  /**
   * Network down, 5xx, 408, 429: try again later. `unreachable`: no server answered (a network error, or a gateway's
   * 502/503/504), as opposed to a server that answered "not now".
   */
  | { kind: 'transient'; message: string; unreachable?: boolean }
  /** No token without the host signing in again: pause, keep everything. */
  | { kind: 'signInRequired' };

export type Sender = (entry: OutboxEntry) => Promise<SendOutcome>;

export interface ReplayerOptions {
  db: OfflineDb;
  send: Sender;
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
  now?: () => number;
  random?: () => number;
}

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 60_000;

/** Exponential backoff with jitter: between half and all of min(max, base * 2^(attempts-1)). */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * The next entry that may be sent now: the first in order whose order key has no earlier entry still waiting
 * (failed, or in backoff), so one booking's actions never overtake each other while other bookings go on.
 */
export function nextSendable(entries: readonly OutboxEntry[], now: number): OutboxEntry | undefined {
  const held = new Set<string>();
  for (const entry of entries) {
    if (held.has(entry.orderKey)) continue;
    const ready = entry.state !== 'failed' && entry.notBefore <= now;
    if (ready) return entry;
    held.add(entry.orderKey);
  }
  return undefined;
}

/**
 * Sends the outbox to the server in the order taken, one entry at a time, exactly once (each entry carries its
 * Idempotency-Key, so a resend after a lost answer or a crash returns the first answer and applies nothing).
 * An entry is marked `sending` before its request and removed only after the server accepted it; a crash at
 * any point leaves it in the outbox to be sent again with the same key.
 */
export class Replayer {
  private running: Promise<void> | null = null;
  private paused = false;
  private again = false;
  private reachable = true;

  constructor(private readonly options: ReplayerOptions) {}

  get isPaused(): boolean {
    return this.paused;
  }

  /** false after a send no server answered, until a server answers again (a send or `serverAnswered`). */
  get isReachable(): boolean {
    return this.reachable;
  }

  /**
   * A server answered (a health probe, or any send): if it had not been reachable, every entry waiting out a
   * backoff built up during the outage goes at once, and the queue drains.
   */
  async serverAnswered(): Promise<void> {
    if (this.reachable) return;
    await this.endBackoff();
    this.setReachable(true);
    await this.drain();
  }

  /** The host's "Send now": waiting entries (one, or all) are tried at once, whatever their backoff. */
  async sendNow(seq?: number): Promise<void> {
    await this.endBackoff(seq);
    await this.drain();
  }

  private async endBackoff(seq?: number): Promise<void> {
    const { db } = this.options;
    const waiting = db.outbox.where('state').equals('pending');
    await (seq === undefined ? waiting : waiting.filter((entry) => entry.seq === seq)).modify({ notBefore: 0 });
  }

  private setReachable(reachable: boolean) {
    if (this.reachable === reachable) return;
    this.reachable = reachable;
    this.options.onReachableChange?.(reachable);
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

  /** Sends what can be sent now. Concurrent calls share one run (and a call during a run runs once more after it). */
  drain(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    const exclusive = this.options.exclusive ?? ((work) => work());
    this.running = exclusive(() => this.run()).finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        void this.drain();
      }
    });
    return this.running;
  }

  private wake: ReturnType<typeof setTimeout> | undefined;

  /** Entries waiting out a backoff are tried again when it ends, not only at the next outside trigger. */
  private wakeForBackoff(entries: readonly OutboxEntry[], now: number) {
    const next = Math.min(...entries.filter((e) => e.state !== 'failed' && e.notBefore > now).map((e) => e.notBefore));
    if (!Number.isFinite(next)) return;
    clearTimeout(this.wake);
    this.wake = setTimeout(() => void this.drain(), next - now);
  }

  private setPaused(paused: boolean) {
    if (this.paused === paused) return;
    this.paused = paused;
    this.options.onPausedChange?.(paused);
  }

  private async run(): Promise<void> {
    const { db, send } = this.options;
    const now = this.options.now ?? Date.now;
    for (;;) {
      if (this.paused) return;
      const userId = this.options.userId();
      if (!userId) return;
      const entries = (await db.outbox.orderBy('seq').toArray()).filter((entry) => entry.userId === userId);
      const entry = nextSendable(entries, now());
      if (!entry?.seq) {
        this.wakeForBackoff(entries, now());
        return;
      }

      await db.outbox.update(entry.seq, { state: 'sending', attempts: entry.attempts + 1 });
      const outcome = await send(entry);
      const attempts = entry.attempts + 1;
      if (outcome.kind === 'transient' && outcome.unreachable) {
        this.setReachable(false);
      } else if (!this.reachable) {
        // A server answered again: what waited out the outage goes now, not when its backoff ends.
        await this.endBackoff();
        this.setReachable(true);
      }
      switch (outcome.kind) {
        case 'ok': {
          const id = entry.creates ? idFrom(outcome.body, entry.creates.idField) : undefined;
          if (entry.creates && id !== undefined) await completeCreate(db, entry, id);
          else await db.outbox.delete(entry.seq);
          await db.meta.put({ key: 'lastSyncAt', value: now() });
          await this.options.onAccepted?.(entry, outcome.body);
          break;
        }
        case 'rejected':
          await db.outbox.update(entry.seq, { state: 'failed', error: outcome.message });
          this.options.onRejected?.({ ...entry, state: 'failed', error: outcome.message });
          break;
        case 'transient':
          await db.outbox.update(entry.seq, {
            state: 'pending',
            error: outcome.message,
            notBefore: now() + backoffDelay(attempts, this.options.random),
          });
          break;
        case 'signInRequired':
          await db.outbox.update(entry.seq, { state: 'pending' });
          this.setPaused(true);
          return;
      }
    }
  }
}

function idFrom(body: unknown, field: string): number | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const value = (body as Record<string, unknown>)[field];
  return typeof value === 'number' ? value : undefined;
}

/** Web Locks where the browser has them (one replayer across all tabs); in-process only elsewhere. */
export function webLockExclusive(name: string): (work: () => Promise<void>) => Promise<void> {
  return async (work) => {
    if (typeof navigator !== 'undefined' && navigator.locks) {
      await navigator.locks.request(name, { ifAvailable: true }, async (lock) => {
        if (lock) await work();
      });
      return;
    }
    await work();
  };
}
