import type { Kysely } from 'kysely';
import type { ReportBooking } from '../../contract/booking-report.ts';
import type { ScheduleBooking, ScheduleGroup } from '../../contract/bookings.ts';
import type { Database } from '../db/schema.ts';
import { blockedMealTimes, bookingsByIds, bookingsOfDays } from '../repositories/bookings.ts';
import { slotInputs } from '../repositories/availabilities.ts';
import { toScheduleBooking, type Booking } from './bookings.ts';
import { buildSchedule, type DayInput } from './timeslots.ts';

/** A restaurant's day as the schedule shows it: meals, their slots and the bookings in them (decision 004). */
export async function daySchedule(
  db: Kysely<Database>,
  restaurantId: number,
  date: string,
  source: 'web' | 'staff',
): Promise<ScheduleGroup[]> {
  return buildSchedule({ ...(await readDayParts(db, restaurantId, date)), source });
}

/**
 * What a restaurant's day is made of, for either source (web and staff differ only in the seat limits): what the
 * server keeps of a day (server/live/schedule-day-cache.ts) and brings up to date booking by booking.
 */
export type DayParts = Omit<DayInput, 'source'> & { restaurantId: number };

export async function readDayParts(db: Kysely<Database>, restaurantId: number, date: string): Promise<DayParts> {
  const [{ meals, rules }, bookings, blocked] = await Promise.all([
    slotInputs(db, restaurantId),
    bookingsOfDays(db, restaurantId, date, date),
    blockedMealTimes(db, restaurantId, date),
  ]);
  return { restaurantId, date, meals, rules, bookings: bookings.map(toScheduleBooking), blocked };
}

/**
 * The bookings a kept day's update is to bring in: `known`, each as it is now on this day (null: gone from it) as
 * its announcement carried it; `read`, those to read from the database.
 */
export interface DayChanges<R> {
  known: ReadonlyMap<number, R | null>;
  read: number[];
}

/**
 * The day with the changed bookings as they are now: each one on this restaurant day is put in (or replaces its old
 * self), each gone from it (deleted, moved to another day or restaurant) is taken out. `changes` gives them, called
 * at once: those the announcements carried (migration 010) as they were announced, the others read here. The
 * bookings stay ordered by time, then id, as `bookingsOfDays` reads them. `parts` is left as it was.
 */
export async function withBookingsNow(
  db: Kysely<Database>,
  parts: DayParts,
  changes: () => DayChanges<Booking>,
): Promise<DayParts> {
  const { known, read } = changes();
  const rows = [...known.values()].filter((row): row is Booking => row !== null);
  if (read.length) rows.push(...(await bookingsByIds(db, read)));
  const named = new Set([...known.keys(), ...read]);
  const now: ScheduleBooking[] = rows
    .filter((row) => row.restaurantId === parts.restaurantId && row.bookingDateTime.startsWith(`${parts.date}T`))
    .map(toScheduleBooking);
  const bookings = parts.bookings.filter((booking) => !named.has(booking.bookingId)).concat(now);
  if (now.length) bookings.sort(byTimeThenId);
  return { ...parts, bookings };
}

const byTimeThenId = (a: ScheduleBooking, b: ScheduleBooking) =>
  a.bookingDateTime < b.bookingDateTime ? -1 : a.bookingDateTime > b.bookingDateTime ? 1 : a.bookingId - b.bookingId;

/** The bookings of a restaurant's days, each with its meal by the same slot rule as the schedule (so the report and the screen agree). */
export async function reportBookings(
  db: Kysely<Database>,
  restaurantId: number,
  from: string,
  to: string,
): Promise<ReportBooking[]> {
  const [rows, { meals, rules }] = await Promise.all([
    bookingsOfDays(db, restaurantId, from, to),
    slotInputs(db, restaurantId),
  ]);
  const mealOf = new Map<number, string>();
  const byDate = new Map<string, typeof rows>();
  for (const row of rows) {
    const date = row.bookingDateTime.slice(0, 10);
    byDate.set(date, [...(byDate.get(date) ?? []), row]);
  }
  for (const [date, dayRows] of byDate) {
    const groups = buildSchedule({
      date,
      source: 'staff',
      meals,
      rules,
      bookings: dayRows.map(toScheduleBooking),
      blocked: new Set(),
    });
    for (const group of groups)
      for (const slot of group.timeslots) for (const b of slot.bookings) mealOf.set(b.bookingId, group.name);
  }
  return rows.map((row) => ({ ...row, meal: mealOf.get(row.id) ?? '' }));
}
