/**
 * The schedule days this server process has computed, kept as the answer it sends, until the database says a day
 * changed (docs/decisions/024-schedule-day-cache.md). Keyed by restaurant, date and source (web and staff seats
 * differ).
 *
 * Right across processes because it is told of every change by the database itself (`schedule_days`, announced by
 * triggers in the changing transaction, migration 003) and by this process's own writes as they commit (read your
 * own writes, before the notification has come round). It only keeps anything while it is listening: before
 * `enable()`, and from `disable()` (the LISTEN connection dropped: changes may go unheard) until `enable()` again, it
 * computes every read.
 *
 * The race it closes: a read that began before a change committed may finish after the change was announced, with
 * the day as it was. Each read is an entry put in the map before it starts reading; an invalidation removes the
 * entries of its days (finished or still being read); a read stores its answer only if its own entry is still the
 * one in the map. So whatever a read saw, an invalidation that came after it began keeps it out. Reads of one key
 * that start while another is under way (and nothing was invalidated since) share it: a burst of readers after a
 * change computes the day once.
 */

import { KeptWhileListening } from '../cache/kept-while-listening.ts';

/** What an announcement on `schedule_days` invalidates: one restaurant day, every day of a restaurant, or all. */
export type DayScope = { restaurantId: number; date: string } | { restaurantId: number } | 'all';

interface Entry<T> {
  restaurantId: number;
  date: string;
  /** The answer, once read; until then the read under way, which readers of the same key share. */
  value: Promise<T>;
  /** The answer's size, once read (what the size bound counts). */
  size: number;
}

export interface DayCacheStats {
  /** Answers served from a kept (or shared) read. */
  hits: number;
  /** Reads that went to the database. */
  misses: number;
  /** Days kept now. */
  days: number;
}

/** How much one process keeps, at most (bytes): a 1,000-booking day is about 0.4 MB of JSON and 30 kB gzipped. */
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

  /** `sizeOf`: what an answer counts against `maxSize`. */
  constructor(
    private readonly sizeOf: (answer: T) => number,
    private readonly maxSize = DEFAULT_MAX_SIZE,
  ) {
    super();
  }

  /**
   * The day's answer: kept, or shared with a read under way, or read now with `read` (and kept unless a change was
   * announced meanwhile). A failed read keeps nothing; the readers sharing it get its error.
   */
  async get(restaurantId: number, date: string, source: string, read: () => Promise<T>): Promise<T> {
    if (!this.listening) {
      this.misses++;
      return read();
    }
    const key = `${restaurantId}/${date}/${source}`;
    const kept = this.entries.get(key);
    if (kept) {
      this.hits++;
      // Most recently used last: the size bound drops the least recently used first.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.value;
    }
    this.misses++;
    const entry: Entry<T> = { restaurantId, date, value: read(), size: 0 };
    this.entries.set(key, entry);
    try {
      const answer = await entry.value;
      if (this.entries.get(key) === entry) {
        entry.size = this.sizeOf(answer);
        this.size += entry.size;
        this.trim();
      }
      return answer;
    } catch (err) {
      if (this.entries.get(key) === entry) this.entries.delete(key);
      throw err;
    }
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

  /** Drops what a change makes wrong, kept or being read: nothing read before it is kept after it. */
  invalidate(scope: DayScope): void {
    if (scope === 'all') {
      this.clear();
      return;
    }
    for (const [key, entry] of this.entries) {
      if (entry.restaurantId === scope.restaurantId && (!('date' in scope) || entry.date === scope.date))
        this.remove(key, entry);
    }
  }

  get stats(): DayCacheStats {
    return { hits: this.hits, misses: this.misses, days: this.entries.size };
  }

  protected clear(): void {
    this.entries.clear();
    this.restaurants.clear();
    this.generation++;
    this.size = 0;
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

/** Parses a `schedule_days` payload ('R/YYYY-MM-DD', 'R' or '*'); anything else invalidates everything. */
export function parseDayScope(payload: string): DayScope {
  const match = /^(\d+)(?:\/(\d{4}-\d{2}-\d{2}))?$/.exec(payload);
  if (!match) return 'all';
  const restaurantId = Number(match[1]);
  return match[2] ? { restaurantId, date: match[2] } : { restaurantId };
}
