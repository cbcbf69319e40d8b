import negotiate from '@fastify/accept-negotiator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blockQuerySchema,
  blockResultSchema,
  bookingSearchQuerySchema,
  mealTimesQuerySchema,
  restaurantBookingSchema,
  scheduleBookingSchema,
  scheduleGroupSchema,
  type ScheduleGroup,
  toggleCompletionQuerySchema,
} from '../../contract/bookings.ts';
import {
  bookingChangesSchema,
  bookingConflictBodySchema,
  createBookingSchema,
  updateBookingSchema,
} from '../../contract/booking-writes.ts';
import { idParamSchema, pagedSchema } from '../../contract/common.ts';
import { liveEventsQuerySchema } from '../../contract/live.ts';
import { restaurantParamSchema } from '../../contract/restaurants.ts';
import type { RouteDeps } from '../deps.ts';
import { applyBookingChanges, cancelBooking, saveWholeBooking, toggleCompletion } from '../domain/booking-changes.ts';
import { toScheduleBooking } from '../domain/bookings.ts';
import { readDayParts } from '../domain/schedule.ts';
import { announce } from '../live/announce.ts';
import { createBooking, searchBookings, setMealTimeBlocked } from '../repositories/bookings.ts';
import { requireRestaurant } from '../repositories/restaurants.ts';
import { dayAnswer } from '../live/day-answers.ts';

const bookingAnswer = { 200: scheduleBookingSchema };
const MEAL_TIMES_URL = '/restaurant/v2/:restaurant/bookings/mealTimes';
const dayAnswerSchema = z.array(scheduleGroupSchema);

/** Restaurant bookings (spec section 7): the day's timeslots, booking writes, blocking, and the search. */
export const bookingRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { live }) => {
  app.get(
    '/restaurant/v2/:restaurant/bookings/events',
    { schema: { params: restaurantParamSchema, querystring: liveEventsQuerySchema } },
    async (request, reply) => {
      const restaurant = await requireRestaurant(request.db, request.params.restaurant);
      // The stream is as good as the token it was opened with: it ends when that expires, and the console reconnects.
      return live.streams.send(reply, restaurant.id, request.query.date, request.user.expiresAt);
    },
  );

  app.get(
    MEAL_TIMES_URL,
    {
      schema: { params: restaurantParamSchema, querystring: mealTimesQuerySchema, response: { 200: dayAnswerSchema } },
    },
    async (request, reply) => {
      const { date, source } = request.query;
      const find = () => requireRestaurant(request.db, request.params.restaurant);
      const read = (restaurantId: number) => readDayParts(request.db, restaurantId, date);
      // Kept per day in this process and brought up to date by each change (docs/decisions/024-schedule-day-cache.md,
      // 034), once every change committed before this request has been heard; read anew when that cannot be known.
      const current = await live.days.catchUp();
      const restaurant = current ? await live.days.restaurant(request.params.restaurant, find) : await find();
      const parts = current
        ? await live.days.get(restaurant.id, date, () => read(restaurant.id))
        : await read(restaurant.id);
      const answer = await dayAnswer(parts, source);
      // Already serialized (day-answers.ts): a Buffer with a JSON content type is sent as it is.
      void reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
      const encoding = request.headers['accept-encoding'];
      if (encoding && negotiate(encoding, ['gzip', 'identity']) === 'gzip') {
        return reply.header('content-encoding', 'gzip').send(answer.gzip as unknown as ScheduleGroup[]);
      }
      return reply.send(answer.json as unknown as ScheduleGroup[]);
    },
  );

  app.post(
    '/restaurant/v2/bookings/simple',
    { config: { unversioned: 'makes a new booking' }, schema: { body: createBookingSchema, response: bookingAnswer } },
    async (request) => {
      const body = request.body;
      // A restaurant that does not exist is a 404 naming it (the foreign key decides: createBooking).
      const booking = await createBooking(request.db, {
        restaurantId: body.restaurantId,
        bookingDateTime: body.bookingDateTime,
        name: body.customerName,
        phoneNumber: body.customerPhoneNumber,
        bookedSeats: body.peopleCount,
        source: body.source,
        message: body.comment,
        createdBy: request.user.name,
      });
      return toScheduleBooking(booking);
    },
  );

  app.put(
    '/restaurant/v2/bookings/:id',
    {
      // The spec's whole-booking save (the door sends intents instead, decision 028; only an outbox entry stored
      // before them still sends it): its tables are checked in the booking's slot as an intent's are.
      config: { unversioned: "the spec's whole-booking save; the door sends intents (decision 028)" },
      schema: { params: idParamSchema, body: updateBookingSchema, response: bookingAnswer },
    },
    async (request) => {
      const restaurant = await requireRestaurant(request.db, request.body.restaurantId);
      const body = { ...request.body, restaurantId: restaurant.id };
      return toScheduleBooking(await saveWholeBooking(request.db, request.params.id, body, request.user.name));
    },
  );

  app.post(
    '/restaurant/v2/bookings/:id/changes',
    {
      config: {
        unversioned:
          'applies what the host did to the booking as it is now: other fields and tables stay (decision 028)',
      },
      schema: {
        params: idParamSchema,
        body: bookingChangesSchema,
        response: { ...bookingAnswer, 409: bookingConflictBodySchema },
      },
    },
    async (request) =>
      toScheduleBooking(
        await applyBookingChanges(request.db, request.params.id, request.body.changes, request.user.name),
      ),
  );

  app.post(
    '/restaurant/v2/booking/:id/cancel',
    {
      config: { unversioned: 'sets one state (cancelled): sent twice, it is still cancelled' },
      schema: { params: idParamSchema, response: bookingAnswer },
    },
    async (request) => toScheduleBooking(await cancelBooking(request.db, request.params.id, request.user.name)),
  );

  app.post(
    '/restaurant/v2/booking/:id/toggle-completion',
    {
      config: { unversioned: 'sets the arrived state the host chose (visited=), not a flip' },
      schema: { params: idParamSchema, querystring: toggleCompletionQuerySchema, response: bookingAnswer },
    },
    async (request) =>
      toScheduleBooking(
        await toggleCompletion(request.db, request.params.id, request.user.name, request.query.visited),
      ),
  );

  for (const action of ['block', 'unblock'] as const) {
    app.post(
      `/restaurant/v2/bookings/mealTimes/${action}`,
      {
        config: { unversioned: 'sets one state of a slot (blocked or not): sent twice, it is the same' },
        schema: { querystring: blockQuerySchema, response: { 200: blockResultSchema } },
      },
      async (request) => {
        const { restaurantId, mealTime } = request.query;
        const restaurant = await requireRestaurant(request.db, restaurantId);
        await setMealTimeBlocked(request.db, restaurant.id, mealTime, action === 'block', request.user.name);
        await announce(request, live, { slot: [restaurant.id, mealTime, action === 'block'] });
        return { restaurantId: restaurant.id, mealTime, isBlocked: action === 'block' };
      },
    );
  }

  app.get(
    '/restaurant/v2/:restaurant/bookings/search',
    {
      schema: {
        params: restaurantParamSchema,
        querystring: bookingSearchQuerySchema,
        response: { 200: pagedSchema(restaurantBookingSchema) },
      },
    },
    async (request) => {
      // The restaurant as this process knows it (changed by hand only, and dropped when one is): the bookings are read.
      const key = request.params.restaurant;
      const restaurant = await live.days.restaurant(key, () => requireRestaurant(request.db, key));
      const { pageNumber, pageSize, searchQuery } = request.query;
      return searchBookings(request.db, restaurant.id, {
        text: searchQuery.trim(),
        page: pageNumber,
        perPage: pageSize,
      });
    },
  );
};
