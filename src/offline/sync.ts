import { replaceEqualDeep } from '@tanstack/react-query';
import type { OfflineDb, OutboxEntry } from './db.ts';
import { MergedCalls } from './merge-calls.ts';
import type { Mirror } from './mirror.ts';
import { discard, enqueue, renew, resendAs, retry, type EnqueueResult, type NewEntry } from './outbox.ts';
import { OutboxLedger } from './outbox-ledger.ts';
import { watchOutbox } from './outbox-watch.ts';
import { Replayer } from './replayer.ts';
import type { BatchSender, Sender } from './send-outcome.ts';
import { ServerProbe } from './server-probe.ts';
import { SnapshotStore, type CancelledOut, type SyncSnapshot } from './sync-snapshot.ts';
import { listenForTriggers } from './sync-triggers.ts';
import { TimedBatch } from './timed-batch.ts';
import { webLockExclusive } from './web-lock.ts';

/**
 * Accepted entries within this long leave the screen together, in one redraw. Nothing visible waits: the row already
 * shows each change, and the server's answer takes its place unseen. 100 ms rather than a frame: a replay redraws
 * a 1,000-booking day ten times a second, not sixty (measured: 61 → 91 /s for 500 entries).
 */
export const ACCEPTED_BATCH_MS = 100;

interface Accepted {
  entry: OutboxEntry;
  body: unknown;
}

/** How many cancelled-out taps the snapshot keeps. */
const CANCELLED_KEPT = 5;

export interface SyncOptions {
  db: OfflineDb;
  /** The read mirror, cleared with the user's data on logout. */
  mirror?: Mirror;
  send: Sender;
  /** Sends several entries in one request (the replay of a long queue). */
  sendBatch?: BatchSender;
  userId: () => string | undefined;
  onAccepted?: (entry: OutboxEntry, body: unknown) => void | Promise<void>;
  onRejected?: (entry: OutboxEntry) => void;
  /** How often to look for work without any other trigger. */
  intervalMs?: number;
  /** Whether a server answers (GET /api/health); asked every `probeIntervalMs` while sends reach none. */
  probe?: () => Promise<boolean>;
  probeIntervalMs?: number;
  /** Accepted entries within this long leave the screen in one update (`ACCEPTED_BATCH_MS`). */
  acceptedBatchMs?: number;
  /** How long the server keeps Idempotency-Keys (`GET /api/config`'s `idempotencyKeepDays`): see `isStale`. */
  keyWindowMs?: number;
}

/**
 * The outbox service of the signed-in console: enqueue, the replayer and what makes it send (`sync-triggers.ts`),
 * and the queue as shown (`SyncSnapshot`): the outbox as last read through the ledger, with the taps not yet read.
 */
export class OfflineSync {
  readonly replayer: Replayer;
  private readonly ledger: OutboxLedger;
  private readonly store = new SnapshotStore();
  private readonly probe: ServerProbe;
  /** The server's accepted entries, waiting to leave the screen together (see `leave`). */
  private readonly accepted: TimedBatch<Accepted>;
  /**
   * Reads of the outbox, one at a time: the changes (a tap's write, the replayer's, another tab's) made while one
   * runs share the next. Taps faster than IndexedDB answers make a few reads, not one per tap, each of the whole
   * queue; and none is left running behind when the connection comes back.
   */
  private readonly reads = new MergedCalls(() => this.read());
  /** The outbox as last read: what did not change keeps its object (see `read`). */
  private stored: OutboxEntry[] = [];
  private unwatch: (() => void) | undefined;
  private stops: Array<() => void> = [];

  constructor(private readonly options: SyncOptions) {
    this.ledger = new OutboxLedger(options.db);
    this.accepted = new TimedBatch((batch) => this.leave(batch), options.acceptedBatchMs ?? ACCEPTED_BATCH_MS);
    this.replayer = new Replayer({
      db: options.db,
      ledger: this.ledger,
      send: options.send,
      sendBatch: options.sendBatch,
      userId: options.userId,
      keyWindowMs: options.keyWindowMs,
      exclusive: webLockExclusive('checkout-admin-outbox'),
      // The server accepted an entry: it leaves the screen in the same moment the feature puts the server's answer
      // into the cache (the coalesced re-read would show it a moment longer: a walk-in would show twice).
      onAccepted: (entry, body) => this.accepted.add({ entry, body }),
      onRejected: options.onRejected,
      onPausedChange: (paused) => this.store.update({ paused }),
      onReachableChange: (reachable) => {
        this.store.update({ reachable });
        if (reachable) this.probe.stop();
        else this.probe.start();
      },
    });
    this.probe = new ServerProbe(options.probe, () => this.replayer.serverAnswered(), options.probeIntervalMs);
    if (options.keyWindowMs) this.store.update({ keyWindowMs: options.keyWindowMs });
  }

  private shown(): OutboxEntry[] {
    const taps = this.ledger.taps;
    return taps.length ? [...this.stored, ...taps] : this.stored;
  }

  /** Accepted entries leave the screen in one update, with every answer handed to the feature in that moment. */
  private leave(batch: Accepted[]): void {
    const gone = new Set(batch.map(({ entry }) => entry.seq));
    this.stored = this.stored.filter((stored) => !gone.has(stored.seq));
    this.store.update({ entries: this.shown() });
    for (const { entry, body } of batch) {
      try {
        void Promise.resolve(this.options.onAccepted?.(entry, body)).catch((error: unknown) =>
          console.error('An accepted change could not be shown', error),
        );
      } catch (error) {
        console.error('An accepted change could not be shown', error);
      }
    }
  }

  /**
   * Reads the user's outbox (through the ledger: accepted entries never come back, taps written before it began are
   * now stored). What did not change keeps its object, and the list its identity when nothing did: a replay's reads
   * (a few dozen) mostly find what the screen shows already, and then nothing is drawn again.
   */
  private async read(): Promise<void> {
    const [entries, last] = await Promise.all([
      this.ledger.read(this.options.userId()),
      this.options.db.meta.get('lastSyncAt'),
    ]);
    // Accepted entries waiting for their batch go now: the read no longer holds them, so their answers must be in
    // the cache in the same moment.
    this.accepted.flush();
    this.stored = replaceEqualDeep(this.stored, entries);
    this.store.update({
      entries: this.shown(),
      lastSyncAt: typeof last?.value === 'number' ? last.value : undefined,
    });
  }

  /**
   * (Re)reads the outbox live for the current user; call again when the user changes. Every change of the outbox
   * (this tab's, or another's) reads it again, coalesced (`watchOutbox`). A tap does not wait for it (`enqueue`
   * shows it at once).
   */
  watch(): void {
    this.unwatch?.();
    const read = () => this.reads.call().catch((error: unknown) => console.error('Outbox could not be read', error));
    this.unwatch = watchOutbox(this.options.db, () => void read());
    void read();
  }

  start(): void {
    this.watch();
    this.stops.push(() => this.unwatch?.());
    const stopTriggers = listenForTriggers({
      db: this.options.db,
      drain: () => void this.replayer.drain(),
      online: (online) => this.store.update({ online }),
      intervalMs: this.options.intervalMs,
    });
    this.stops.push(() => {
      stopTriggers();
      this.probe.stop();
    });
  }

  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.replayer.stop();
    this.accepted.flush();
  }

  /** Written to IndexedDB first; the send is started right after (and happens later if offline). */
  async enqueue(entry: Omit<NewEntry, 'userId'>): Promise<EnqueueResult> {
    const userId = this.options.userId();
    if (!userId) throw new Error('Not signed in');
    // Shown at once: the tap's result must not wait for IndexedDB. A read that starts after the write replaces this
    // provisional entry with the stored one (or with nothing, when coalescing cancelled it).
    const { combine: _combine, ...shown } = entry;
    const provisional: OutboxEntry = {
      ...shown,
      userId,
      refs: entry.refs ?? [],
      key: '',
      state: 'pending',
      attempts: 0,
      notBefore: 0,
      createdAt: Date.now(),
    };
    this.ledger.tap(provisional);
    this.store.update({ entries: this.shown() });
    let result: EnqueueResult;
    try {
      result = await enqueue(this.options.db, { ...entry, userId });
    } finally {
      // Written (or not): a read that starts now holds what the outbox holds; until then the last read stands.
      this.ledger.tapWritten(provisional);
      await this.reads.call();
    }
    if (result.kind === 'cancelled') {
      const undone: CancelledOut = { label: result.label, mode: result.mode, at: Date.now() };
      this.store.update({ cancelled: [...this.store.get().cancelled, undone].slice(-CANCELLED_KEPT) });
    }
    if (navigator.onLine) void this.replayer.drain();
    return result;
  }

  /** The host's "Send now": every waiting entry (or one) is tried at once, whatever its backoff, even offline. */
  sendNow = (seq?: number): Promise<void> => this.replayer.sendNow(seq);

  retry = async (seq: number): Promise<void> => {
    await retry(this.options.db, seq);
    void this.replayer.drain();
  };

  /** An entry queued longer ago than the server keeps keys, sent as a change made now (`renew`), as the person chose. */
  sendAsNew = async (seq: number): Promise<void> => {
    await renew(this.options.db, seq);
    void this.replayer.drain();
  };

  /** A refused entry sent again as the person chose it instead (`resendAs`). */
  resendAs = async (seq: number, instead: Pick<OutboxEntry, 'request' | 'payload' | 'label'>): Promise<void> => {
    await resendAs(this.options.db, seq, instead);
    void this.replayer.drain();
  };

  discard = (seq: number): Promise<OutboxEntry[]> => discard(this.options.db, seq);

  /** After the host signed in again. */
  resume = (): Promise<void> => this.replayer.resume();

  /** Pauses sending (a 401 while entries wait): never reload the page with entries in flight. */
  pauseForSignIn(): void {
    this.replayer.pause();
  }

  hasEntries(): boolean {
    return this.store.get().entries.length > 0;
  }

  /** Logout: this user's queued entries (the host agreed to lose them) and the whole read mirror go. */
  async forgetUser(): Promise<void> {
    const userId = this.options.userId();
    if (userId) await this.options.db.outbox.where('userId').equals(userId).delete();
    await this.options.mirror?.clear();
  }

  subscribe = (listener: () => void): (() => void) => this.store.subscribe(listener);

  getSnapshot = (): SyncSnapshot => this.store.get();
}
