import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { reportDailyQuerySchema, reportMonthlyQuerySchema } from '../../contract/bookings.ts';
import type { Database } from '../db/schema.ts';
import { bookingReport } from '../domain/booking-report.ts';
import { bookingsOfDays, toScheduleBooking } from '../domain/bookings.ts';
import { requireRestaurant } from '../domain/restaurant.ts';
import { buildSchedule, slotInputs } from '../domain/timeslots.ts';
import type { RouteDeps } from './index.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The meal of each booking, by the same slot rule as the schedule (so the report and the screen agree). */
async function withMeals(db: Kysely<Database>, restaurantId: number, from: string, to: string) {
  const [rows, { meals, rules }] = await Promise.all([bookingsOfDays(db, restaurantId, from, to), slotInputs(db, restaurantId)]);
  const mealOf = new Map<number, string>();
  const byDate = new Map<string, typeof rows>();
  for (const row of rows) {
    const date = row.booking_date_time.slice(0, 10);
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
    for (const group of groups) for (const slot of group.timeslots) for (const b of slot.bookings) mealOf.set(b.bookingId, group.name);
  }
  return rows.map((row) => ({ ...row, meal: mealOf.get(row.id) ?? '' }));
}

/** Daily and monthly booking reports as spreadsheets (spec section 2, Reports). */
export const reportRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get('/restaurant/v2/bookings/reportDaily', { schema: { querystring: reportDailyQuerySchema } }, async (request, reply) => {
    const { date, restaurantId } = request.query;
    const restaurant = await requireRestaurant(db, restaurantId, reply);
    if (!restaurant) return;
    const file = await bookingReport(`${restaurant.name} ${date}`, await withMeals(db, restaurant.id, date, date), false);
    return reply
      .header('content-type', XLSX)
      .header('content-disposition', `attachment; filename="BookingReport_Daily_${restaurant.name}.xlsx"`)
      .send(file);
  });

  app.get('/restaurant/v2/bookings/reportMonthly', { schema: { querystring: reportMonthlyQuerySchema } }, async (request, reply) => {
    const { dateFrom, dateTo, restaurantId } = request.query;
    const restaurant = await requireRestaurant(db, restaurantId, reply);
    if (!restaurant) return;
    const file = await bookingReport(`${restaurant.name} ${dateFrom} – ${dateTo}`, await withMeals(db, restaurant.id, dateFrom, dateTo), true);
    return reply
      .header('content-type', XLSX)
      .header('content-disposition', `attachment; filename="BookingReport_Monthly_${restaurant.name}.xlsx"`)
      .send(file);
  });
};
