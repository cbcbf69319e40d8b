/**
 * The schedule days this server process has read, kept as the parts they are made of (the day's meals, rules,
 * blocked slots and bookings), until the database says a day changed (docs/decisions/024-schedule-day-cache.md,
 * 034-kept-days-follow-writes.md). Keyed by restaurant and date; the answers per source are made from the parts.
 *
 * Right across processes because it is told of every change by the database itself (`schedule_days`, announced by
 * triggers in the changing transaction, migrations 003 and 010) and by this process's own writes as they commit (read
 * your own writes, before the notification has come round). It only keeps anything while it is listening: before
 * `enable()`, and from `disable()` (the LISTEN connection dropped: changes may go unheard) until `enable()` again, it
 * reads every day.
 *
 * A change that names its bookings (a booking written: the door's arrivals, tables, walk-ins) keeps the day and brings
 * it up to date: `update` reads those bookings as they are now and puts them into the parts. Updates of a day run one
 * after the other, after the read that made it, each reading the database after its change was heard; a reader that
 * comes after a change gets the day with it, and readers meanwhile share one update. Any other change (a slot blocked,
 * a rule, a meal, a restaurant) drops what it touches, kept or being read: nothing read before it is kept after it.
 */

import { KeptWhileListening } from '../cache/kept-while-listening.ts';

/**
 * What an announcement on `schedule_days` says changed: bookings of one restaurant day (`bookings`, kept days are
 * brought up to date), one restaurant day, every day of a restaurant, or all (dropped).
 */
export type DayScope =
  { restaurantId: number; date: string; bookings?: readonly number[] } | { restaurantId: number } | 'all';

/**
 * Brings kept parts up to date with changed bookings (reads them as they are now): new parts, the old untouched.
 * `bookings` takes the ids to read, all those changed until the moment it is called: call it once the read can start
 * (its database connection held), so that changes heard while it waited for one join it rather than wait for the next.
 */
export type UpdateDay<T> = (
  parts: T,
  bookings: () => number[],
  day: { restaurantId: number; date: string },
) => Promise<T>;
interface Entry<T> {
  restaurantId: number;
  date: string;
  /** The parts, once read (and brought up to date); until then the read or update under way, which readers share. */
  value: Promise<T>;
  /** The parts' size, once read (what the size bound counts). */
  size: number;
  /** Reads the day afresh: what a failed update falls back on. */
  read: () => Promise<T>;
  /** The bookings changed since the last update began: the next update reads them (later changes join it). */
  waiting?: Set<number>;
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

export class ScheduleDayCache<T> extends KeptWhileListening {
  private readonly entries = new Map<string, Entry<T>>();
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
    private readonly update?: UpdateDay<T>,
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
    const entry: Entry<T> = { restaurantId, date, value: read(), size: 0, read };
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
   * What a change makes wrong: bookings named are read again into their kept day (see `update`); anything else drops
   * its days, kept or being read, so nothing read before it is kept after it.
   */
  invalidate(scope: DayScope): void {
    if (scope === 'all') {
      this.clear();
      return;
    }
    if ('date' in scope && scope.bookings && this.update) {
      this.follow(scope.restaurantId, scope.date, scope.bookings);
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
  private follow(restaurantId: number, date: string, bookings: readonly number[]): void {
    const key = `${restaurantId}/${date}`;
    const entry = this.entries.get(key);
    if (!entry) return;
    if (entry.waiting) {
      for (const id of bookings) entry.waiting.add(id);
      return;
    }
    const waiting = new Set(bookings);
    entry.waiting = waiting;
    const update = this.update!;
    const take = () => {
      // Taken: later changes wait for the next update.
      if (entry.waiting === waiting) entry.waiting = undefined;
      return [...waiting];
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
  private track(key: string, entry: Entry<T>, value: Promise<T>): void {
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

  private remove(key: string, entry: Entry<T>): void {
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
 * Parses a `schedule_days` payload ('R/YYYY-MM-DD/12,13' the bookings of a day, 'R/YYYY-MM-DD', 'R' or '*');
 * anything else invalidates everything.
 */
export function parseDayScope(payload: string): DayScope {
  const match = /^(\d+)(?:\/(\d{4}-\d{2}-\d{2})(?:\/(\d+(?:,\d+)*))?)?$/.exec(payload);
  if (!match) return 'all';
  const restaurantId = Number(match[1]);
  if (!match[2]) return { restaurantId };
  return match[3]
    ? { restaurantId, date: match[2], bookings: match[3].split(',').map(Number) }
    : { restaurantId, date: match[2] };
}
