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
/**
 * Sends several independent entries in one request; one outcome each, in order. `undefined`: the server does not
 * take batches (send them one at a time).
 */
export type BatchSender = (entries: readonly OutboxEntry[]) => Promise<SendOutcome[] | undefined>;

export interface ReplayerOptions {
  db: OfflineDb;
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

/**
 * The entries that may be sent now, in the order taken, at most `limit`: the first waiting entry of each order key,
 * unless it is being sent (`busy`), failed, waiting out a backoff, or refers to a record whose create is still in
 * the outbox (its client id is not replaced yet). Whatever holds the first entry of a key holds every later one, so
 * one booking's actions never overtake each other while other bookings go on.
 */
export function sendableEntries(
  entries: readonly OutboxEntry[],
  now: number,
  busy: ReadonlySet<number> = new Set(),
  limit = 1,
): OutboxEntry[] {
  const creating = new Set<number>();
  for (const entry of entries) if (entry.creates) creating.add(entry.creates.clientId);
  const held = new Set<string>();
  const sendable: OutboxEntry[] = [];
  for (const entry of entries) {
    if (sendable.length >= limit) break;
    if (held.has(entry.orderKey)) continue;
    held.add(entry.orderKey);
    if (entry.seq === undefined || busy.has(entry.seq)) continue;
    if (entry.state === 'failed' || entry.notBefore > now) continue;
    if ((entry.refs ?? []).some((ref) => creating.has(ref))) continue;
    sendable.push(entry);
  }
  return sendable;
}

/** The next entry that may be sent now (see `sendableEntries`). */
export function nextSendable(entries: readonly OutboxEntry[], now: number): OutboxEntry | undefined {
  return sendableEntries(entries, now)[0];
}

/**
 * Sends the outbox to the server exactly once (each entry carries its Idempotency-Key, so a resend after a lost
 * answer or a crash returns the first answer and applies nothing), a few requests at a time: entries with different
 * order keys are independent, so up to `REPLAY_CONCURRENCY` requests are in flight, each one entry or, when more
 * entries may go than requests are free, a batch of them (`sendBatch`: one request, each entry still its own request
 * to the server with its own key), while the entries of one order key go strictly one after another in the order
 * taken (never two of one key in flight, so never two in one batch). An entry is marked `sending` before its
 * request and removed only after the server accepted it; a crash at any point leaves it in the outbox to be sent
 * again with the same key.
 *
 * The outbox is read once per run and kept in memory as entries settle; it is read again only when something else
 * changed it (an enqueue, Retry, Send now, the end of an outage's backoff, a create's id mapped into later entries).
 */
export class Replayer {
  private running: Promise<void> | null = null;
  private paused = false;
  private again = false;
  /** The outbox changed behind the run's back: read it again before picking what to send next. */
  private reread = false;
  /** Wakes a run waiting for its sends, to look at the outbox again (something was queued). */
  private poke: (() => void) | undefined;
  private reachable = true;
  /** The server refused the batch itself (an older server): one request per entry from here on. */
  private batchRefused = false;

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
    this.reread = true;
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

  /**
   * Sends what can be sent now. Concurrent calls share one run: a call during a run makes it read the outbox again
   * (something was queued or changed), and run once more after it ends.
   */
  drain(): Promise<void> {
    if (this.running) {
      this.again = true;
      this.reread = true;
      this.poke?.();
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
    this.wake = setTimeout(() => {
      this.wake = undefined;
      this.drain().catch((error: unknown) => console.error('The outbox could not be sent', error));
    }, next - now);
  }

  /** No more sends of its own accord (a backoff's end): the service stops, or the database is going away. */
  stop(): void {
    clearTimeout(this.wake);
    this.wake = undefined;
  }

  private setPaused(paused: boolean) {
    if (this.paused === paused) return;
    this.paused = paused;
    this.options.onPausedChange?.(paused);
  }

  private async run(): Promise<void> {
    const now = this.options.now ?? Date.now;
    /** Each entry in flight, to the request it went in (a batch's entries share one). */
    const inFlight = new Map<number, Promise<void>>();
    const outbox = new OutboxView(this.options.db);
    let failure: { error: unknown } | undefined;
    const removals = new Removals(this.options.db, now, (error) => (failure ??= { error }));
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
        const perRequest = this.options.sendBatch && !this.batchRefused ? REPLAY_BATCH_MAX : 1;
        const sendable = sendableEntries(outbox.entries, now(), new Set(inFlight.keys()), free * perRequest);
        for (const entries of requestsFor(sendable, free)) {
          const { sendBatch } = this.options;
          const [first] = entries as [OutboxEntry, ...OutboxEntry[]];
          const sending = (
            entries.length > 1 && sendBatch
              ? this.sendBatch(sendBatch, entries, outbox, removals)
              : this.sendOne(first, outbox, removals)
          )
            .catch((error: unknown) => {
              failure ??= { error };
            })
            .finally(() => {
              for (const entry of entries) inFlight.delete(entry.seq as number);
            });
          for (const entry of entries) inFlight.set(entry.seq as number, sending);
        }
        if (inFlight.size === 0) {
          this.wakeForBackoff(outbox.entries, now());
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
    }
    if (failure) throw failure.error;
  }

  /** One attempt of one entry, and the outbox updated with its outcome. */
  private async sendOne(entry: OutboxEntry, outbox: OutboxView, removals: Removals): Promise<void> {
    const attempts = entry.attempts + 1;
    await this.options.db.outbox.update(entry.seq, { state: 'sending', attempts });
    await this.sendMarked(entry, attempts, outbox, removals);
  }

  /** The request of one entry already marked `sending`, and its outcome written. */
  private async sendMarked(
    entry: OutboxEntry,
    attempts: number,
    outbox: OutboxView,
    removals: Removals,
  ): Promise<void> {
    const outcome = await this.options.send(entry);
    await this.heard([outcome]);
    await this.settle(entry, attempts, outcome, outbox, removals);
  }

  /** One attempt of several independent entries in one request (all marked `sending` first, in one transaction). */
  private async sendBatch(
    sendBatch: BatchSender,
    entries: readonly OutboxEntry[],
    outbox: OutboxView,
    removals: Removals,
  ): Promise<void> {
    const { db } = this.options;
    await db.outbox.bulkUpdate(
      entries.map((entry) => ({
        key: entry.seq as number,
        changes: { state: 'sending', attempts: entry.attempts + 1 },
      })),
    );
    const outcomes = await sendBatch(entries);
    if (!outcomes) {
      this.batchRefused = true;
      for (const entry of entries) await this.sendMarked(entry, entry.attempts + 1, outbox, removals);
      return;
    }
    await this.heard(outcomes);
    for (const [at, entry] of entries.entries()) {
      const outcome = outcomes[at] ?? {
        kind: 'transient',
        message: 'The server did not answer this change.',
        unreachable: false,
      };
      await this.settle(entry, entry.attempts + 1, outcome, outbox, removals);
    }
  }

  /** What the answers say of the server: none answered (unreachable), or one did (and what waited out an outage goes now). */
  private async heard(outcomes: readonly SendOutcome[]): Promise<void> {
    if (outcomes.some((outcome) => outcome.kind === 'transient' && outcome.unreachable)) {
      this.setReachable(false);
    } else if (!this.reachable) {
      // A server answered again: what waited out the outage goes now, not when its backoff ends.
      await this.endBackoff();
      this.setReachable(true);
    }
  }

  /** The outbox updated with an entry's outcome. */
  private async settle(
    entry: OutboxEntry,
    attempts: number,
    outcome: SendOutcome,
    outbox: OutboxView,
    removals: Removals,
  ): Promise<void> {
    const { db } = this.options;
    const now = this.options.now ?? Date.now;
    const seq = entry.seq as number;
    switch (outcome.kind) {
      case 'ok': {
        const id = entry.creates ? idFrom(outcome.body, entry.creates.idField) : undefined;
        if (entry.creates && id !== undefined) {
          await completeCreate(db, entry, id);
          await db.meta.put({ key: 'lastSyncAt', value: now() });
          // Later entries now name the server's id: read them again.
          this.reread = true;
        } else {
          // Removed in the background, with the others accepted meanwhile: the next send does not wait for it. A
          // crash before it lands sends the entry again with its key, and the server answers without applying it.
          removals.remove(seq);
        }
        outbox.settle(seq, null);
        await this.options.onAccepted?.(entry, outcome.body);
        break;
      }
      case 'rejected': {
        const failed: OutboxEntry = { ...entry, attempts, state: 'failed', error: outcome.message };
        await db.outbox.update(seq, { state: 'failed', error: outcome.message });
        outbox.settle(seq, failed);
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
        outbox.settle(seq, { ...entry, attempts, ...changes });
        break;
      }
      case 'signInRequired':
        await db.outbox.update(seq, { state: 'pending' });
        outbox.settle(seq, { ...entry, attempts, state: 'pending' });
        this.setPaused(true);
        break;
    }
  }
}

/**
 * The run's copy of the user's outbox, in the order taken. Sends settle while a read is under way; a read may have
 * begun before their writes, so what settled since the read began is laid over what it returns.
 */
class OutboxView {
  entries: OutboxEntry[] = [];
  private tick = 0;
  private settled = new Map<number, { tick: number; entry: OutboxEntry | null }>();
  /** Accepted in this run: never sent again by it, whether or not its removal has landed yet. */
  private gone = new Set<number>();

  constructor(private readonly db: OfflineDb) {}

  async read(userId: string): Promise<void> {
    const since = this.tick;
    const stored = (await this.db.outbox.orderBy('seq').toArray()).filter((entry) => entry.userId === userId);
    const entries: OutboxEntry[] = [];
    for (const entry of stored) {
      if (this.gone.has(entry.seq as number)) continue;
      const later = this.settled.get(entry.seq as number);
      if (!later || later.tick <= since) entries.push(entry);
      else if (later.entry) entries.push(later.entry);
    }
    for (const [seq, { tick }] of this.settled) if (tick <= since) this.settled.delete(seq);
    this.entries = entries;
  }

  /** An entry's outcome is written: it is gone (`null`), or stands as `entry`. */
  settle(seq: number, entry: OutboxEntry | null): void {
    this.settled.set(seq, { tick: ++this.tick, entry });
    if (!entry) this.gone.add(seq);
    const at = this.entries.findIndex((e) => e.seq === seq);
    if (at === -1) return;
    if (entry) this.entries[at] = entry;
    else this.entries.splice(at, 1);
  }
}

/**
 * Removes accepted entries from the outbox (with the last-sync time), those accepted while one removal is being
 * written in the next, so a replay writes a few transactions a second rather than one per entry.
 */
class Removals {
  private waiting: number[] = [];
  private writing: Promise<void> | undefined;

  constructor(
    private readonly db: OfflineDb,
    private readonly now: () => number,
    private readonly failed: (error: unknown) => void,
  ) {}

  remove(seq: number): void {
    this.waiting.push(seq);
    this.writing ??= this.write();
  }

  private async write(): Promise<void> {
    try {
      while (this.waiting.length) {
        const seqs = this.waiting.splice(0);
        await this.db.transaction('rw', this.db.outbox, this.db.meta, async () => {
          await this.db.outbox.bulkDelete(seqs);
          await this.db.meta.put({ key: 'lastSyncAt', value: this.now() });
        });
      }
    } catch (error) {
      this.waiting = [];
      this.failed(error);
    } finally {
      this.writing = undefined;
    }
  }

  /** Resolves once every removal asked for has been written (or has failed, which the run reports). */
  async done(): Promise<void> {
    while (this.writing) await this.writing;
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
