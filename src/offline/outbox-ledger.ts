import type { OfflineDb, OutboxEntry } from './db.ts';
import { listEntries } from './outbox.ts';

/** An entry's outcome as the replayer wrote it: the entry as it now stands, or `null` once the server accepted it. */
interface Outcome {
  tick: number;
  userId: string;
  entry: OutboxEntry | null;
}

/**
 * What this tab knows of the outbox beyond what IndexedDB returned when it was last read: the one record of what
 * was tapped, sent, accepted and settled, which the replayer and the queue as shown both read through `read`.
 *
 * - A tap is shown before its write ends (`tap`), and until the first read that began after its write ended
 *   (`tapWritten`): that read holds it as stored, or not at all (coalesced away).
 * - An accepted entry (`settle(entry, null)`) is never read again, whether or not its removal has landed: not sent
 *   twice, not shown twice. It is forgotten once a read no longer finds it (the removal landed; seqs are never reused).
 * - An entry refused or to be tried later stands as written, even in a read that began before that write; the
 *   outcome is forgotten once no read under way began before it (IndexedDB holds it for every later read).
 */
export class OutboxLedger {
  private tick = 0;
  private outcomes = new Map<number, Outcome>();
  /** The tick at which each read under way began. */
  private reading = new Set<{ since: number }>();
  /** Taps not yet held by a read, in the order taken, and whether their write has ended. */
  private shown = new Map<OutboxEntry, boolean>();
  /** Replay runs' copies of the outbox, kept up to date with each outcome. */
  private views = new Set<OutboxView>();

  constructor(private readonly db: OfflineDb) {}

  /** The taps shown before any read held them, in the order taken. */
  get taps(): OutboxEntry[] {
    return [...this.shown.keys()];
  }

  tap(entry: OutboxEntry): void {
    this.shown.set(entry, false);
  }

  /** Its write ended (or failed): a read that starts now holds what the outbox holds. */
  tapWritten(entry: OutboxEntry): void {
    if (this.shown.has(entry)) this.shown.set(entry, true);
  }

  /** The replayer wrote an entry's outcome: it stands as `now`, or is gone (`null`: accepted). */
  settle(entry: OutboxEntry, now: OutboxEntry | null): void {
    const seq = entry.seq as number;
    this.outcomes.set(seq, { tick: ++this.tick, userId: entry.userId, entry: now });
    for (const view of this.views) view.settle(seq, now);
  }

  /** Accepted entries whose removal could not be written: they are in the outbox still, and go again with their keys. */
  unsettle(seqs: readonly number[]): void {
    for (const seq of seqs) if (this.outcomes.get(seq)?.entry === null) this.outcomes.delete(seq);
  }

  /** The user's entries in the order taken, as IndexedDB holds them with what this tab knows since laid over. */
  async read(userId: string | undefined): Promise<OutboxEntry[]> {
    const read = { since: this.tick };
    const written = [...this.shown].filter(([, done]) => done).map(([tap]) => tap);
    this.reading.add(read);
    let stored: OutboxEntry[];
    try {
      stored = userId ? await listEntries(this.db, userId) : [];
    } finally {
      this.reading.delete(read);
    }
    for (const tap of written) this.shown.delete(tap);
    const entries: OutboxEntry[] = [];
    const held = new Set<number>();
    for (const entry of stored) {
      held.add(entry.seq as number);
      const outcome = this.outcomes.get(entry.seq as number);
      if (!outcome) entries.push(entry);
      else if (outcome.entry) entries.push(outcome.tick > read.since ? outcome.entry : entry);
    }
    this.forget(userId, held);
    return entries;
  }

  /** A copy of the user's outbox for one replay run, each outcome laid on it as it is written; `close` it after. */
  open(): OutboxView {
    const view = new OutboxView(this, () => this.views.delete(view));
    this.views.add(view);
    return view;
  }

  private forget(userId: string | undefined, held: ReadonlySet<number>) {
    const oldest = Math.min(...[...this.reading].map((read) => read.since));
    for (const [seq, outcome] of this.outcomes) {
      const landed = outcome.entry === null ? outcome.userId === userId && !held.has(seq) : outcome.tick <= oldest;
      if (landed) this.outcomes.delete(seq);
    }
  }
}

/** A replay run's copy of the outbox (see `OutboxLedger.open`). */
export class OutboxView {
  entries: OutboxEntry[] = [];

  constructor(
    private readonly ledger: OutboxLedger,
    readonly close: () => void,
  ) {}

  async read(userId: string): Promise<void> {
    this.entries = await this.ledger.read(userId);
  }

  settle(seq: number, entry: OutboxEntry | null): void {
    const at = this.entries.findIndex((e) => e.seq === seq);
    if (at === -1) return;
    if (entry) this.entries[at] = entry;
    else this.entries.splice(at, 1);
  }
}
