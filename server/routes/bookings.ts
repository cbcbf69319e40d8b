import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  blockQuerySchema,
  bookingSearchQuerySchema,
  createBookingSchema,
  mealTimesQuerySchema,
  updateBookingSchema,
  type ScheduleGroup,
} from '../../contract/bookings.ts';
import { idParamSchema } from '../../contract/common.ts';
import { bookingsOfDays, nextDay, toRestaurantBooking, toScheduleBooking } from '../domain/bookings.ts';
import { requireRestaurant } from '../domain/restaurant.ts';
import { buildSchedule, slotInputs } from '../domain/timeslots.ts';
import type { RouteDeps } from './index.ts';

const restaurantParam = z.object({ restaurant: z.string().min(1).max(100) });

/** Restaurant bookings (spec section 7): the day's timeslots, booking writes, blocking, and the search. */
export const bookingRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/restaurant/v2/:restaurant/bookings/mealTimes',
    { schema: { params: restaurantParam, querystring: mealTimesQuerySchema } },
    async (request, reply): Promise<ScheduleGroup[] | undefined> => {
      const restaurant = await requireRestaurant(db, request.params.restaurant, reply);
      if (!restaurant) return;
      const { date, source } = request.query;
      const [{ meals, rules }, bookings, blocked] = await Promise.all([
        slotInputs(db, restaurant.id),
        bookingsOfDays(db, restaurant.id, date, date),
        db
          .selectFrom('blocked_meal_times')
          .select('meal_time')
          .where('restaurant_id', '=', restaurant.id)
          .where('meal_time', '>=', `${date}T00:00:00`)
          .where('meal_time', '<', `${nextDay(date)}T00:00:00`)
          .execute(),
      ]);
      return buildSchedule({
        date,
        source,
        meals,
        rules,
        bookings: bookings.map(toScheduleBooking),
        blocked: new Set(blocked.map((row) => row.meal_time)),
      });
    },
  );

  app.post('/restaurant/v2/bookings/simple', { schema: { body: createBookingSchema } }, async (request, reply) => {
    const body = request.body;
    const restaurant = await requireRestaurant(db, body.restaurantId, reply);
    if (!restaurant) return;
    const row = await db
      .insertInto('bookings')
      .values({
        restaurant_id: restaurant.id,
        booking_date_time: body.bookingDateTime,
        name: body.customerName,
        phone_number: body.customerPhoneNumber,
        booked_seats: body.peopleCount,
        source: body.source,
        message: body.comment,
        created_by: request.user.name,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toScheduleBooking(row);
  });

  app.put('/restaurant/v2/bookings/:id', { schema: { params: idParamSchema, body: updateBookingSchema } }, async (request, reply) => {
    const body = request.body;
    const restaurant = await requireRestaurant(db, body.restaurantId, reply);
    if (!restaurant) return;
    const row = await db
      .updateTable('bookings')
      .set({
        name: body.name,
        booked_seats: body.bookedSeats,
        booking_date_time: body.bookingDateTime,
        restaurant_id: restaurant.id,
        phone_number: body.phoneNumber,
        table_numbers: body.tableNumbers,
        message: body.message,
        updated_by: request.user.name,
        updated_at: sql<string>`now()`,
      })
      .where('id', '=', request.params.id)
      .returningAll()
      .executeTakeFirst();
    return row ? toScheduleBooking(row) : reply.code(404).send({ message: `Booking ${request.params.id} not found.` });
  });

  /** Cancel and toggle-completion act on live bookings only: a cancelled or withdrawn one is a 409 for the host. */
  const liveBooking = async (id: number) => db.selectFrom('bookings').select(['id', 'status', 'visited']).where('id', '=', id).executeTakeFirst();

  app.post('/restaurant/v2/booking/:id/cancel', { schema: { params: idParamSchema } }, async (request, reply) => {
    const current = await liveBooking(request.params.id);
    if (!current) return reply.code(404).send({ message: `Booking ${request.params.id} not found.` });
    if (current.status === 'Cancelled' || current.status === 'Withdrawn') {
      return reply.code(409).send({ message: `The booking is already ${current.status.toLowerCase()}.` });
    }
    const row = await db
      .updateTable('bookings')
      .set({ status: 'Cancelled', updated_by: request.user.name, updated_at: sql<string>`now()` })
      .where('id', '=', request.params.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toScheduleBooking(row);
  });

  app.post('/restaurant/v2/booking/:id/toggle-completion', { schema: { params: idParamSchema } }, async (request, reply) => {
    const current = await liveBooking(request.params.id);
    if (!current) return reply.code(404).send({ message: `Booking ${request.params.id} not found.` });
    if (current.status === 'Cancelled' || current.status === 'Withdrawn') {
      return reply.code(409).send({ message: `The booking is ${current.status.toLowerCase()}: arrival cannot change.` });
    }
    const visited = !current.visited;
    const row = await db
      .updateTable('bookings')
      .set({
        visited,
        status: visited ? 'Completed' : 'Created',
        arrived_at: visited ? sql<string>`now()` : null,
        updated_by: request.user.name,
        updated_at: sql<string>`now()`,
      })
      .where('id', '=', request.params.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toScheduleBooking(row);
  });

  for (const action of ['block', 'unblock'] as const) {
    app.post(`/restaurant/v2/bookings/mealTimes/${action}`, { schema: { querystring: blockQuerySchema } }, async (request, reply) => {
      const { restaurantId, mealTime } = request.query;
      const restaurant = await requireRestaurant(db, restaurantId, reply);
      if (!restaurant) return;
      if (action === 'block') {
        await db
          .insertInto('blocked_meal_times')
          .values({ restaurant_id: restaurant.id, meal_time: mealTime, created_by: request.user.name })
          .onConflict((oc) => oc.columns(['restaurant_id', 'meal_time']).doNothing())
          .execute();
      } else {
        await db.deleteFrom('blocked_meal_times').where('restaurant_id', '=', restaurant.id).where('meal_time', '=', mealTime).execute();
      }
      return { restaurantId: restaurant.id, mealTime, isBlocked: action === 'block' };
    });
  }

  app.get(
    '/restaurant/v2/:restaurant/bookings/search',
    { schema: { params: restaurantParam, querystring: bookingSearchQuerySchema } },
    async (request, reply) => {
      const restaurant = await requireRestaurant(db, request.params.restaurant, reply);
      if (!restaurant) return;
      const { pageNumber, pageSize, searchQuery } = request.query;
      const text = searchQuery.trim();
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      let query = db.selectFrom('bookings').where('restaurant_id', '=', restaurant.id);
      if (text) {
        query = query.where((eb) =>
          eb.or(['name', 'phone_number', 'email', 'message'].map((column) => eb(sql.ref(column), 'ilike', pattern))),
        );
      }
      const [rows, total] = await Promise.all([
        query
          .selectAll()
          .orderBy('booking_date_time', 'desc')
          .orderBy('id', 'desc')
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toRestaurantBooking), totalItems: Number(total.count) };
    },
  );
};
