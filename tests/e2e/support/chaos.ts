import type { ScheduleBooking, ScheduleGroup } from '../../../contract/bookings.ts';

/**
 * The chaos test's pieces that are not the browser (tests/e2e/chaos.spec.ts): a seeded random source, so a run is
 * repeated by its seed, and the model of what the server must hold after the host's actions.
 */

/** A seeded random source (mulberry32): the same seed gives the same run of numbers. */
export interface Random {
  /** In [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A key of `weights`, each as likely as its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
}

export function seeded(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error('pick from nothing');
      return items[int(0, items.length - 1)]!;
    },
    weighted<K extends string>(weights: Readonly<Record<K, number>>): K {
      const entries = Object.entries(weights) as Array<[K, number]>;
      let left = next() * entries.reduce((sum, [, w]) => sum + w, 0);
      for (const [key, weight] of entries) {
        left -= weight;
        if (left < 0) return key;
      }
      return entries[entries.length - 1]![0];
    },
  };
}

/** A booking as the server must hold it after every action the test made on it. */
export interface ModelBooking {
  name: string;
  /** 'HH:mm' of its slot. */
  time: string;
  seats: number;
  message: string;
  tables: string[];
  visited: boolean;
  cancelled: boolean;
}

/** What the test compares: each booking by name (sorted), and which slots are blocked. */
export interface DayState {
  bookings: Array<{
    name: string;
    time: string;
    seats: number;
    message: string;
    tables: string[];
    visited: boolean;
    status: string;
  }>;
  blocked: Record<string, boolean>;
}

const statusOf = (b: ModelBooking) => (b.cancelled ? 'Cancelled' : b.visited ? 'Completed' : 'Created');
const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** The day the model expects: every booking the test made, with its slots' block state. */
export function expectedDay(bookings: Iterable<ModelBooking>, blocked: ReadonlyMap<string, boolean>): DayState {
  return {
    bookings: [...bookings]
      .map((b) => ({
        name: b.name,
        time: b.time,
        seats: b.seats,
        message: b.message,
        tables: [...b.tables].sort(),
        visited: b.visited,
        status: statusOf(b),
      }))
      .sort(byName),
    blocked: Object.fromEntries([...blocked].sort(([a], [b]) => a.localeCompare(b))),
  };
}

/** The day as the server holds it, in the model's terms (only the slots in `times`). */
export function serverDay(groups: readonly ScheduleGroup[], times: readonly string[]): DayState {
  const slots = groups.flatMap((g) => g.timeslots);
  const bookings = slots.flatMap((s) =>
    s.bookings.map((b: ScheduleBooking) => ({ b, time: s.mealTime.slice(11, 16) })),
  );
  return {
    bookings: bookings
      .map(({ b, time }) => ({
        name: b.name,
        time,
        seats: b.bookedSeats,
        message: b.message,
        tables: [...b.tableNumbers].sort(),
        visited: b.visited,
        status: b.status,
      }))
      .sort(byName),
    blocked: Object.fromEntries(
      times.map((time) => [time, slots.find((s) => s.mealTime.slice(11, 16) === time)?.isBlocked ?? false]),
    ),
  };
}

/**
 * Lost and duplicated, counted: a booking the model has that the server lacks or holds otherwise (a change lost),
 * and a slot whose block differs, are lost; a booking the server holds more than once, or that the model never
 * made, is duplicated.
 */
export function compareDays(expected: DayState, actual: DayState): { lost: number; duplicated: number } {
  const key = (b: DayState['bookings'][number]) => JSON.stringify(b);
  const serverNames = new Map<string, Array<DayState['bookings'][number]>>();
  for (const b of actual.bookings) serverNames.set(b.name, [...(serverNames.get(b.name) ?? []), b]);
  let lost = 0;
  let duplicated = 0;
  for (const b of expected.bookings) {
    const held = serverNames.get(b.name) ?? [];
    if (!held.some((h) => key(h) === key(b))) lost++;
    duplicated += Math.max(0, held.length - 1);
    serverNames.delete(b.name);
  }
  for (const extra of serverNames.values()) duplicated += extra.length;
  for (const [time, blocked] of Object.entries(expected.blocked)) if (actual.blocked[time] !== blocked) lost++;
  return { lost, duplicated };
}
