/**
 * The schedule days this server process has read, kept as the parts they are made of (the day's meals, rules,
 * blocked slots and bookings), until the database says a day changed (docs/decisions/024-schedule-day-cache.md,
 * 034-kept-days-follow-writes.md). Keyed by restaurant and date; the answers per source are made from the parts.
 *
 * Right across processes because it is told of every change by the database itself (`schedule_days`, announced by
 * triggers in the changing transaction, migrations 003 and 010), and a read first waits until every change committed
 * before it has been heard (`catchUp`): a read after a write, through any process, has it. It only keeps anything while
 * it is listening: before `enable()`, and from `disable()` (the LISTEN connection dropped: changes may go unheard)
 * until `enable()` again, it reads every day.
 *
 * A change that names its bookings (a booking written: the door's arrivals, tables, walk-ins) keeps the day and brings
 * it up to date: `update` puts them into the parts, as the announcement carried them or read anew. Updates of a day run
 * one after the other, after the read that made it, each reading the database (when it must) after its change was
 * heard; a reader that comes after a change gets the day with it, and readers meanwhile share one update. Any other
 * change (a slot blocked, a rule, a meal, a restaurant) drops what it touches, kept or being read: nothing read before
 * it is kept after it.
 */

import { KeptWhileListening } from '../cache/kept-while-listening.ts';
import type { DayChanges } from '../domain/schedule.ts';

/**
 * What an announcement on `schedule_days` says changed: bookings of one restaurant day (`bookings`: kept days are
 * brought up to date; `origin`, the tab that changed them), one restaurant day (`manyBookings` when a statement changed
 * more than 100 of its bookings), every day of a restaurant, or all (dropped).
 */
export type DayScope =
  | {
      restaurantId: number;
      date: string;
      bookings?: readonly number[];
      manyBookings?: true;
      origin?: string;
      /** The named bookings that are on the day now, as the database's rows (`to_jsonb`), when they fit. */
      rows?: ReadonlyArray<Record<string, unknown>>;
    }
  | { restaurantId: number }
  | 'all';

/** A booking whose announcement did not carry its row: the update reads it. */
const READ = Symbol('read');

/**
 * Brings kept parts up to date with changed bookings: new parts, the old untouched. `changes` takes what changed, all
 * of it until the moment it is called: call it once the update can start (a database connection held, if it must
 * read), so that changes heard while it waited join it rather than wait for the next.
 */
export type UpdateDay<T, R> = (
  parts: T,
  changes: () => DayChanges<R>,
  day: { restaurantId: number; date: string },
) => Promise<T>;

interface Entry<T, R> {
  restaurantId: number;
  date: string;
  /** The parts, once read (and brought up to date); until then the read or update under way, which readers share. */
  value: Promise<T>;
  /** The parts' size, once read (what the size bound counts). */
  size: number;
  /** Reads the day afresh: what a failed update falls back on. */
  read: () => Promise<T>;
  /** The bookings changed since the last update took its changes, each as announced (later changes join it). */
  waiting?: Map<number, R | null | typeof READ>;
}

export interface DayCacheStats {
  /** Days served from what was kept (or shared with a read or an update under way). */
  hits: number;
  /** Reads of a whole day from the database. */
  misses: number;
  /** Updates of a kept day with the bookings a change named (one database read of those bookings each). */
  updates: number;
  /** Days kept now. */
  days: number;
}

/** How much one process keeps, at most (bytes, as `sizeOf` counts them): a 1,000-booking day is about 0.4 MB. */
const DEFAULT_MAX_SIZE = 64 * 1024 * 1024;

export class ScheduleDayCache<T, R = unknown> extends KeptWhileListening {
  private readonly entries = new Map<string, Entry<T, R>>();
  /** Restaurants by the key a path names them with (`{restaurant}`: id or name), as `lookUp` found them. */
  private readonly restaurants = new Map<string, { id: number }>();
  /** Bumped by every drop of everything: a restaurant looked up before one is not kept after it. */
  private generation = 0;
  private size = 0;
  private hits = 0;
  private misses = 0;
  private updates = 0;

  /**
   * `sizeOf`: what parts count against `maxSize`. `update`: brings parts up to date with changed bookings; without
   * it, a change of bookings drops their day like any other change.
   */
  constructor(
    private readonly sizeOf: (parts: T) => number,
    private readonly update?: UpdateDay<T, R>,
    private readonly maxSize = DEFAULT_MAX_SIZE,
  ) {
    super();
  }

  /**
   * The day's parts: kept (brought up to date with every change heard so far), or shared with a read or update under
   * way, or read now with `read` (and kept unless a change that drops it was announced meanwhile). A failed read
   * keeps nothing; the readers sharing it get its error.
   */
  async get(restaurantId: number, date: string, read: () => Promise<T>): Promise<T> {
    if (!this.listening) {
      this.misses++;
      return read();
    }
    const key = `${restaurantId}/${date}`;
    const kept = this.entries.get(key);
    if (kept) {
      this.hits++;
      // Most recently used last: the size bound drops the least recently used first.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.value;
    }
    this.misses++;
    const entry: Entry<T, R> = { restaurantId, date, value: read(), size: 0, read };
    this.entries.set(key, entry);
    this.track(key, entry, entry.value);
    return entry.value;
  }

  /**
   * The restaurant a path names (`key`: its id or name, as `find` takes it), looked up once while listening: the
   * restaurants and their names change only by hand (announced as everything, migration 003). One not found is not
   * kept: a name that names nothing fills no memory.
   */
  async restaurant<R extends { id: number }>(key: string, find: () => Promise<R>): Promise<R> {
    const known = this.listening ? (this.restaurants.get(key) as R | undefined) : undefined;
    if (known) return known;
    const generation = this.generation;
    const found = await find();
    if (this.listening && generation === this.generation && this.restaurants.size < MAX_RESTAURANT_KEYS)
      this.restaurants.set(key, found);
    return found;
  }

  /**
   * What a change makes wrong: bookings named are brought into their kept day, as announced (`known`: each booking
   * the announcement carried, on the day now or null) or read again (see `update`); anything else drops its days,
   * kept or being read, so nothing read before it is kept after it.
   */
  invalidate(scope: DayScope, known?: ReadonlyMap<number, R | null>): void {
    if (scope === 'all') {
      this.clear();
      return;
    }
    if ('date' in scope && scope.bookings && this.update) {
      this.follow(scope.restaurantId, scope.date, scope.bookings, known);
      return;
    }
    for (const [key, entry] of this.entries) {
      if (entry.restaurantId === scope.restaurantId && (!('date' in scope) || entry.date === scope.date))
        this.remove(key, entry);
    }
  }

  get stats(): DayCacheStats {
    return { hits: this.hits, misses: this.misses, updates: this.updates, days: this.entries.size };
  }

  protected clear(): void {
    this.entries.clear();
    this.restaurants.clear();
    this.generation++;
    this.size = 0;
  }

  /**
   * Chains an update of the kept day (if any) after whatever made its parts so far, or adds the bookings to the update
   * that has not taken its ids yet (it takes them once it can read: see UpdateDay). An update reads after the changes
   * it took were heard, so it has them; it falls back on reading the whole day when it fails, and the day is dropped
   * when that fails too.
   */
  private follow(
    restaurantId: number,
    date: string,
    bookings: readonly number[],
    known?: ReadonlyMap<number, R | null>,
  ): void {
    const key = `${restaurantId}/${date}`;
    const entry = this.entries.get(key);
    if (!entry) return;
    const note = (waiting: Map<number, R | null | typeof READ>) => {
      for (const id of bookings) waiting.set(id, known?.has(id) ? known.get(id)! : READ);
    };
    if (entry.waiting) {
      note(entry.waiting);
      return;
    }
    const waiting = new Map<number, R | null | typeof READ>();
    note(waiting);
    entry.waiting = waiting;
    const update = this.update!;
    const take = (): DayChanges<R> => {
      // Taken: later changes wait for the next update.
      if (entry.waiting === waiting) entry.waiting = undefined;
      const changes: DayChanges<R> = { known: new Map(), read: [] };
      for (const [id, row] of waiting) {
        if (row === READ) changes.read.push(id);
        else (changes.known as Map<number, R | null>).set(id, row);
      }
      return changes;
    };
    const value = entry.value.then(
      (parts) => {
        this.updates++;
        return update(parts, take, { restaurantId, date }).catch(() => {
          take();
          return entry.read();
        });
      },
      () => {
        take();
        return entry.read();
      },
    );
    entry.value = value;
    this.track(key, entry, value);
  }

  /** Counts the parts `value` gives while they are the entry's latest; drops the entry when they fail. */
  private track(key: string, entry: Entry<T, R>, value: Promise<T>): void {
    value.then(
      (parts) => {
        if (this.entries.get(key) !== entry || entry.value !== value) return;
        this.size -= entry.size;
        entry.size = this.sizeOf(parts);
        this.size += entry.size;
        this.trim();
      },
      () => {
        if (this.entries.get(key) === entry && entry.value === value) this.remove(key, entry);
      },
    );
  }

  private remove(key: string, entry: Entry<T, R>): void {
    this.entries.delete(key);
    this.size -= entry.size;
  }

  private trim(): void {
    for (const [key, entry] of this.entries) {
      if (this.size <= this.maxSize) return;
      // Reads under way have no size yet and cost nothing to keep; they are dropped only by an invalidation.
      if (entry.size > 0) this.remove(key, entry);
    }
  }
}

/** Restaurant keys kept at most (ids and names as paths give them; there are a handful of restaurants). */
const MAX_RESTAURANT_KEYS = 1_000;

/**
 * Parses a `schedule_days` payload: 'R/YYYY-MM-DD/12,13' the bookings of a day, 'R/YYYY-MM-DD/+' more than 100 of
 * them (either with '@' and the writing tab's id when it named one, and '|' and the rows of those on the day now when
 * they fit: migration 010), 'R/YYYY-MM-DD', 'R' or '*'; anything else invalidates everything.
 */
export function parseDayScope(payload: string): DayScope {
  const bar = payload.indexOf('|');
  const head = bar < 0 ? payload : payload.slice(0, bar);
  const match = /^(\d+)(?:\/(\d{4}-\d{2}-\d{2})(?:\/(\d+(?:,\d+)*|\+)(?:@([A-Za-z0-9-]{8,64}))?)?)?$/.exec(head);
  if (!match) return 'all';
  const restaurantId = Number(match[1]);
  const [, , date, bookings, origin] = match;
  if (!date) return { restaurantId };
  if (!bookings) return { restaurantId, date };
  let rows: Array<Record<string, unknown>> | undefined;
  if (bar >= 0) {
    try {
      const parsed: unknown = JSON.parse(payload.slice(bar + 1));
      if (Array.isArray(parsed)) rows = parsed as Array<Record<string, unknown>>;
    } catch {
      // Not rows after all: the bookings are read.
    }
  }
  return {
    restaurantId,
    date,
    ...(bookings === '+' ? { manyBookings: true as const } : { bookings: bookings.split(',').map(Number) }),
    ...(origin ? { origin } : {}),
    ...(rows ? { rows } : {}),
  };
}
