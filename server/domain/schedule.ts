import type { Kysely } from 'kysely';
import type { ReportBooking } from '../../contract/booking-report.ts';
import type { ScheduleGroup } from '../../contract/bookings.ts';
import type { Database } from '../db/schema.ts';
import { blockedMealTimes, bookingsOfDays } from '../repositories/bookings.ts';
import { slotInputs } from '../repositories/availabilities.ts';
import { toScheduleBooking } from './bookings.ts';
import { buildSchedule } from './timeslots.ts';

/** A restaurant's day as the schedule shows it: meals, their slots and the bookings in them (decision 004). */
export async function daySchedule(
  db: Kysely<Database>,
  restaurantId: number,
  date: string,
  source: 'web' | 'staff',
): Promise<ScheduleGroup[]> {
  const [{ meals, rules }, bookings, blocked] = await Promise.all([
    slotInputs(db, restaurantId),
    bookingsOfDays(db, restaurantId, date, date),
    blockedMealTimes(db, restaurantId, date),
  ]);
  return buildSchedule({ date, source, meals, rules, bookings: bookings.map(toScheduleBooking), blocked });
}

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
