import Dexie, { type ObservabilitySet } from 'dexie';
import type { OfflineDb, OutboxEntry } from './db.ts';
import type { Mirror } from './mirror.ts';
import { replaceEqualDeep } from '@tanstack/react-query';
import { discard, enqueue, listEntries, retry, type EnqueueResult, type NewEntry } from './outbox.ts';
import { Replayer, webLockExclusive, type BatchSender, type Sender } from './replayer.ts';

export interface SyncSnapshot {
  /** The signed-in user's queued entries, in order. */
  entries: OutboxEntry[];
  online: boolean;
  /**
   * false when the browser is online but the last send reached no server (network error, 502/503/504), until a
   * server answers again (a send, or the health probe).
   */
  reachable: boolean;
  /** Sign-in has expired: nothing is sent until the host signs in again. */
  paused: boolean;
  lastSyncAt?: number;
  /** Recent taps that undid a waiting change (latest last): nothing was sent for either. */
  cancelled: CancelledOut[];
}

/** A waiting change that a later tap undid before it was sent (a second arrived tap, a table added then removed). */
export interface CancelledOut {
  /** The label of the change that was undone ("Arrived: Kari Nordmann"). */
  label: string;
  mode: 'toggle' | 'replace';
  at: number;
}

/** How many cancelled-out taps the snapshot keeps. */
const CANCELLED_KEPT = 5;
/**
 * Changes of the outbox within this long are read (and shown) once. Only the queue's count and panel wait for it: a
 * tap shows at once (`enqueue`), and so does the host's change on the row.
 */
export const WATCH_COALESCE_MS = 100;
/**
 * Accepted entries within this long leave the screen together, in one redraw. Nothing visible waits: the row already
 * shows each change, and the server's answer takes its place unseen. 100 ms rather than a frame: a replay redraws
 * a 1,000-booking day ten times a second, not sixty (measured: 61 → 91 /s for 500 entries).
 */
export const ACCEPTED_BATCH_MS = 100;
/** How often a server that cannot be reached is asked whether it answers again. */
export const PROBE_INTERVAL_MS = 3_000;

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
}

/**
 * The outbox service of the signed-in console: enqueue, the replayer and its triggers (start, `online`,
 * `visibilitychange`, a timer, every enqueue; no Background Sync, which Safari lacks), and a snapshot for the UI.
 */
export class OfflineSync {
  readonly replayer: Replayer;
  private snapshot: SyncSnapshot = {
    entries: [],
    online: navigator.onLine,
    reachable: true,
    paused: false,
    cancelled: [],
  };
  private probing: ReturnType<typeof setInterval> | undefined;
  /** The outbox as last read, and the taps being written. */
  private stored: OutboxEntry[] = [];
  private provisional = new Set<OutboxEntry>();
  /** Entries accepted since the last read began: a read that began before their removal must not show them again. */
  private settled = new Set<number>();

  /**
   * The outbox as read, less the entries accepted meanwhile; what did not change keeps its object, and the list its
   * identity when nothing did: a replay's reads (a few dozen) mostly find what the screen shows already, and then
   * nothing is drawn again.
   */
  private kept(read: OutboxEntry[]): OutboxEntry[] {
    return replaceEqualDeep(
      this.stored,
      read.filter((entry) => entry.seq === undefined || !this.settled.has(entry.seq)),
    );
  }

  private withProvisional(): OutboxEntry[] {
    return this.provisional.size ? [...this.stored, ...this.provisional] : this.stored;
  }
  private listeners = new Set<() => void>();
  /** Accepted entries not yet taken off the screen (see `accept`). */
  private accepted: Array<{ entry: OutboxEntry; body: unknown }> = [];
  private acceptedFlush: ReturnType<typeof setTimeout> | undefined;
  private stops: Array<() => void> = [];

  constructor(private readonly options: SyncOptions) {
    this.replayer = new Replayer({
      db: options.db,
      send: options.send,
      sendBatch: options.sendBatch,
      userId: options.userId,
      exclusive: webLockExclusive('checkout-admin-outbox'),
      onAccepted: (entry, body) => this.accept(entry, body),
      onRejected: options.onRejected,
      onPausedChange: (paused) => this.update({ paused }),
      onReachableChange: (reachable) => {
        this.update({ reachable });
        if (reachable) this.stopProbing();
        else this.startProbing();
      },
    });
  }

  /**
   * The server accepted an entry: it leaves the screen's overlay in the same moment the feature puts the server's
   * answer into the cache (the coalesced re-read would show it a moment longer: a walk-in would show twice). Entries
   * accepted within a frame go in one batch: a replay accepting a hundred entries a second redraws the screen once a
   * frame at most, not once per entry, and the sends never wait for a redraw. Nothing visible waits: the overlay
   * showed each change already, and the answer takes its place.
   */
  private accept(entry: OutboxEntry, body: unknown): void {
    if (entry.seq !== undefined) this.settled.add(entry.seq);
    this.accepted.push({ entry, body });
    this.acceptedFlush ??= setTimeout(() => this.flushAccepted(), this.options.acceptedBatchMs ?? ACCEPTED_BATCH_MS);
  }

  private flushAccepted(): void {
    clearTimeout(this.acceptedFlush);
    this.acceptedFlush = undefined;
    const batch = this.accepted.splice(0);
    if (batch.length === 0) return;
    const gone = new Set(batch.map(({ entry }) => entry.seq));
    this.stored = this.stored.filter((stored) => !gone.has(stored.seq));
    this.update({ entries: this.withProvisional() });
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

  /** While no server answers, ask every few seconds; the first answer ends every backoff and drains the queue. */
  private startProbing() {
    const { probe } = this.options;
    if (!probe || this.probing !== undefined) return;
    let asking = false;
    this.probing = setInterval(() => {
      if (asking || !navigator.onLine) return;
      asking = true;
      probe()
        .then((answered) => (answered ? this.replayer.serverAnswered() : undefined))
        .catch(() => undefined)
        .finally(() => (asking = false));
    }, this.options.probeIntervalMs ?? PROBE_INTERVAL_MS);
  }

  private stopProbing() {
    clearInterval(this.probing);
    this.probing = undefined;
  }

  private unwatch: (() => void) | undefined;

  /**
   * (Re)reads the outbox live for the current user; call again when the user changes. Every change of the outbox
   * (this tab's, or another's through Dexie's cross-tab signal) reads it again, at most one read at a time and
   * coalesced over `WATCH_COALESCE_MS`: a replay that settles a hundred entries a second reads (and redraws) the
   * queue a few dozen times, not three hundred. A tap does not wait for it (`enqueue` shows it at once).
   */
  watch(): void {
    this.unwatch?.();
    const { db } = this.options;
    let stopped = false;
    let reading = false;
    let again = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = async () => {
      if (reading) {
        again = true;
        return;
      }
      reading = true;
      try {
        do {
          again = false;
          const userId = this.options.userId();
          const [entries, last] = await Promise.all([
            userId ? listEntries(db, userId) : Promise.resolve([]),
            db.meta.get('lastSyncAt'),
          ]);
          if (stopped) return;
          // A tap still being written stays shown: a read that began before its write must not hide it.
          const read = new Set(entries.map((entry) => entry.seq));
          for (const seq of this.settled) if (!read.has(seq)) this.settled.delete(seq);
          // Accepted entries waiting for their batch go now: the read no longer holds them, so their answers must be
          // in the cache in the same moment.
          this.flushAccepted();
          this.stored = this.kept(entries);
          this.update({
            entries: this.withProvisional(),
            lastSyncAt: typeof last?.value === 'number' ? last.value : undefined,
          });
        } while (again && !stopped);
      } catch (error) {
        console.error('Outbox could not be read', error);
      } finally {
        reading = false;
      }
    };
    const watched = [`idb://${db.name}/outbox/`, `idb://${db.name}/meta/`];
    const changed = (parts: ObservabilitySet) => {
      if (stopped || !Object.keys(parts).some((part) => watched.some((prefix) => part.startsWith(prefix)))) return;
      timer ??= setTimeout(() => {
        timer = undefined;
        void read();
      }, WATCH_COALESCE_MS);
    };
    Dexie.on.storagemutated.subscribe(changed);
    void read();
    this.unwatch = () => {
      stopped = true;
      clearTimeout(timer);
      Dexie.on.storagemutated.unsubscribe(changed);
    };
  }

  start(): void {
    this.watch();
    this.stops.push(() => this.unwatch?.());

    // Offline, nothing is tried (tries would only pile up backoff); back online, waiting entries go at once.
    const kick = () => {
      if (navigator.onLine) void this.replayer.drain();
    };
    const online = () => {
      this.update({ online: true });
      void this.options.db.outbox.where('state').equals('pending').modify({ notBefore: 0 }).then(kick);
    };
    const offline = () => this.update({ online: false });
    const visible = () => {
      if (document.visibilityState === 'visible') kick();
    };
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', visible);
    const timer = setInterval(kick, this.options.intervalMs ?? 10_000);
    this.stops.push(() => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', visible);
      clearInterval(timer);
      this.stopProbing();
    });
    kick();
  }

  stop(): void {
    for (const stop of this.stops.splice(0)) stop();
    this.replayer.stop();
    this.flushAccepted();
  }

  /** Taps whose write has ended: the next read that starts holds them as stored (or not at all: coalesced away). */
  private written = new Set<OutboxEntry>();
  private reading: Promise<void> | undefined;
  private readNext: Promise<void> | undefined;

  /**
   * Reads the outbox after taps were written, one read at a time: writes that end while a read runs share the next
   * one. Taps faster than IndexedDB answers (a host ticking off a busy slot) make a few reads, not one per tap, each
   * of the whole queue; and none is left running behind when the connection comes back.
   */
  private readAfterWrites(): Promise<void> {
    if (!this.reading) {
      this.reading = this.readWritten().finally(() => (this.reading = undefined));
      return this.reading;
    }
    // After the running read, whatever its outcome (a failed read must not fail every later tap's).
    this.readNext ??= this.reading
      .catch(() => undefined)
      .then(() => {
        this.readNext = undefined;
        return this.readAfterWrites();
      });
    return this.readNext;
  }

  private async readWritten(): Promise<void> {
    const userId = this.options.userId();
    const taps = [...this.written];
    const entries = userId ? await listEntries(this.options.db, userId) : [];
    for (const tap of taps) {
      this.written.delete(tap);
      this.provisional.delete(tap);
    }
    this.flushAccepted();
    this.stored = this.kept(entries);
    this.update({ entries: this.withProvisional() });
  }

  /** Written to IndexedDB first; the send is started right after (and happens later if offline). */
  async enqueue(entry: Omit<NewEntry, 'userId'>): Promise<EnqueueResult> {
    const userId = this.options.userId();
    if (!userId) throw new Error('Not signed in');
    // Shown at once: the tap's result must not wait for IndexedDB. The live query replaces this provisional
    // entry with the stored one (or with nothing, when coalescing cancelled it) a moment later.
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
    this.provisional.add(provisional);
    this.update({ entries: this.withProvisional() });
    let result: EnqueueResult;
    try {
      result = await enqueue(this.options.db, { ...entry, userId });
    } finally {
      // Written (or not): a read that starts now holds what the outbox holds; until then the last read stands.
      this.written.add(provisional);
      await this.readAfterWrites();
    }
    if (result.kind === 'cancelled') {
      const undone: CancelledOut = { label: result.label, mode: result.mode, at: Date.now() };
      this.update({ cancelled: [...this.snapshot.cancelled, undone].slice(-CANCELLED_KEPT) });
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

  discard = (seq: number): Promise<OutboxEntry[]> => discard(this.options.db, seq);

  /** After the host signed in again. */
  resume = (): Promise<void> => this.replayer.resume();

  /** Pauses sending (a 401 while entries wait): never reload the page with entries in flight. */
  pauseForSignIn(): void {
    this.replayer.pause();
  }

  hasEntries(): boolean {
    return this.snapshot.entries.length > 0;
  }

  /** Logout: this user's queued entries (the host agreed to lose them) and the whole read mirror go. */
  async forgetUser(): Promise<void> {
    const userId = this.options.userId();
    if (userId) await this.options.db.outbox.where('userId').equals(userId).delete();
    await this.options.mirror?.clear();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SyncSnapshot => this.snapshot;

  private update(changes: Partial<SyncSnapshot>) {
    const keys = Object.keys(changes) as Array<keyof SyncSnapshot>;
    if (keys.every((key) => Object.is(changes[key], this.snapshot[key]))) return;
    this.snapshot = { ...this.snapshot, ...changes };
    for (const listener of this.listeners) listener();
  }
}
