import { PassThrough } from 'node:stream';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyRequest } from 'fastify';
import { serializerCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  blockQuerySchema,
  blockResultSchema,
  bookingSearchQuerySchema,
  createBookingSchema,
  mealTimesQuerySchema,
  restaurantBookingSchema,
  scheduleBookingSchema,
  scheduleGroupSchema,
  type ScheduleGroup,
  toggleCompletionQuerySchema,
  updateBookingSchema,
} from '../../contract/bookings.ts';
import { idParamSchema, pagedSchema } from '../../contract/common.ts';
import { CLIENT_ID_HEADER, CLIENT_ID_PATTERN, liveEventsQuerySchema, type ScheduleEvent } from '../../contract/live.ts';
import { restaurantParamSchema } from '../../contract/restaurants.ts';
import type { RouteDeps } from '../deps.ts';
import { cancelBooking, toggleCompletion } from '../domain/booking-changes.ts';
import { toScheduleBooking } from '../domain/bookings.ts';
import { daySchedule } from '../domain/schedule.ts';
import type { Booking } from '../domain/bookings.ts';
import { announceScheduleChange, dayOf, type ScheduleChange } from '../live/schedule-changes.ts';
import {
  createBooking,
  findBooking,
  searchBookings,
  setMealTimeBlocked,
  updateBooking,
} from '../repositories/bookings.ts';
import { requireRestaurant } from '../repositories/restaurants.ts';
import type { DayAnswer } from '../live/schedule-hub.ts';

const bookingAnswer = { 200: scheduleBookingSchema };
const MEAL_TIMES_URL = '/restaurant/v2/:restaurant/bookings/mealTimes';
const dayAnswer = z.array(scheduleGroupSchema);
/** The day's answer as the route's response schema makes it (the serializer Fastify would use), once per change. */
const serializeDay = serializerCompiler({ schema: dayAnswer, method: 'GET', url: MEAL_TIMES_URL, httpStatus: '200' });
const gzipped = promisify(gzip);

/** The day's answer in the forms it is sent in: made once per change of the day, not per request. */
async function encodeDay(groups: ScheduleGroup[]): Promise<DayAnswer> {
  const json = Buffer.from(serializeDay(groups));
  return { json, gzip: await gzipped(json) };
}

/** What each write request announced: told to this process's kept days once the request's transaction has ended. */
const announced = new WeakMap<FastifyRequest, ScheduleChange[]>();
/** A comment line on an idle event stream, so that proxies keep it open and the console knows it is alive. */
const HEARTBEAT_MS = 20_000;

/** The tab a request comes from (X-Client-Id), when it says so in the expected shape. */
function originOf(request: FastifyRequest): string | undefined {
  const value = request.headers[CLIENT_ID_HEADER.toLowerCase()];
  return typeof value === 'string' && CLIENT_ID_PATTERN.test(value) ? value : undefined;
}

/** Announces a change in the request's transaction, and remembers it for this process's kept days (onSend below). */
async function announce(request: FastifyRequest, change: ScheduleChange): Promise<void> {
  await announceScheduleChange(request.db, change);
  announced.set(request, [...(announced.get(request) ?? []), change]);
}

/** Announces a booking's change, in the request's transaction: the days it was on (`before`) and is on now. */
async function announceBooking(request: FastifyRequest, booking: Booking, before: Booking = booking): Promise<Booking> {
  const days: Array<[number, string]> = [[before.restaurantId, dayOf(before.bookingDateTime)]];
  if (
    before.restaurantId !== booking.restaurantId ||
    dayOf(before.bookingDateTime) !== dayOf(booking.bookingDateTime)
  ) {
    days.push([booking.restaurantId, dayOf(booking.bookingDateTime)]);
  }
  await announce(request, { booking: booking.id, days, origin: originOf(request) });
  return booking;
}

/** Restaurant bookings (spec section 7): the day's timeslots, booking writes, blocking, and the search. */
export const bookingRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { live }) => {
  /** The open event streams, ended when the server closes (else close would wait for them forever). */
  const streams = new Set<PassThrough>();
  app.addHook('preClose', async () => {
    for (const stream of streams) stream.end();
  });
  // After the idempotency plugin's onSend (a parent scope's hooks run first), which commits the request's
  // transaction: the change is in the database now (or rolled back), and this process's next read must have it.
  app.addHook('onSend', async (request) => {
    for (const change of announced.get(request) ?? []) live.committed(change);
    announced.delete(request);
  });

  app.get(
    '/restaurant/v2/:restaurant/bookings/events',
    { schema: { params: restaurantParamSchema, querystring: liveEventsQuerySchema } },
    async (request, reply) => {
      const restaurant = await requireRestaurant(request.db, request.params.restaurant);
      const { date } = request.query;
      const stream = new PassThrough();
      const send = (event: ScheduleEvent) => stream.write(`data: ${JSON.stringify(event)}\n\n`);
      const unsubscribe = live.subscribe(restaurant.id, date, send);
      const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
      // The stream is as good as the token it was opened with: it ends when that expires, and the console reconnects.
      const expiresAt = request.user.expiresAt;
      const expiry =
        expiresAt === undefined
          ? undefined
          : setTimeout(() => stream.end(), Math.min(Math.max(expiresAt - Date.now(), 0), 2 ** 31 - 1));
      const stop = () => {
        clearInterval(heartbeat);
        clearTimeout(expiry);
        unsubscribe();
        streams.delete(stream);
        stream.end();
      };
      streams.add(stream);
      reply.raw.on('close', stop);
      stream.on('end', stop);
      send({ type: 'ready', restaurantId: restaurant.id, date });
      return (
        reply
          .header('content-type', 'text/event-stream; charset=utf-8')
          // nginx and other proxies would hold the events back in their buffers.
          .header('x-accel-buffering', 'no')
          // Once ended (the token expired, the server closes), the connection goes too: it is not kept alive idle,
          // which would hold a closing server up.
          .header('connection', 'close')
          .send(stream)
      );
    },
  );

  app.get(
    MEAL_TIMES_URL,
    { schema: { params: restaurantParamSchema, querystring: mealTimesQuerySchema, response: { 200: dayAnswer } } },
    async (request, reply) => {
      const { date, source } = request.query;
      const find = () => requireRestaurant(request.db, request.params.restaurant);
      const compute = async (restaurantId: number) =>
        encodeDay(await daySchedule(request.db, restaurantId, date, source));
      // Computed once per change of the day, in this process (docs/decisions/024-schedule-day-cache.md), once every
      // change committed before this request has been heard; read anew when that cannot be known.
      const current = await live.days.catchUp();
      const restaurant = current ? await live.days.restaurant(request.params.restaurant, find) : await find();
      const answer = current
        ? await live.days.get(restaurant.id, date, source, () => compute(restaurant.id))
        : await compute(restaurant.id);
      // Already serialized by the response schema: a Buffer with a JSON content type is sent as it is.
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
    { schema: { body: createBookingSchema, response: bookingAnswer } },
    async (request) => {
      const body = request.body;
      const restaurant = await requireRestaurant(request.db, body.restaurantId);
      const booking = await createBooking(request.db, {
        restaurantId: restaurant.id,
        bookingDateTime: body.bookingDateTime,
        name: body.customerName,
        phoneNumber: body.customerPhoneNumber,
        bookedSeats: body.peopleCount,
        source: body.source,
        message: body.comment,
        createdBy: request.user.name,
      });
      return toScheduleBooking(await announceBooking(request, booking));
    },
  );

  app.put(
    '/restaurant/v2/bookings/:id',
    { schema: { params: idParamSchema, body: updateBookingSchema, response: bookingAnswer } },
    async (request) => {
      const { restaurantId, ...changes } = request.body;
      const restaurant = await requireRestaurant(request.db, restaurantId);
      const before = await findBooking(request.db, request.params.id);
      const after = await updateBooking(request.db, request.params.id, {
        ...changes,
        restaurantId: restaurant.id,
        updatedBy: request.user.name,
      });
      return toScheduleBooking(await announceBooking(request, after, before));
    },
  );

  app.post(
    '/restaurant/v2/booking/:id/cancel',
    { schema: { params: idParamSchema, response: bookingAnswer } },
    async (request) =>
      toScheduleBooking(
        await announceBooking(request, await cancelBooking(request.db, request.params.id, request.user.name)),
      ),
  );

  app.post(
    '/restaurant/v2/booking/:id/toggle-completion',
    { schema: { params: idParamSchema, querystring: toggleCompletionQuerySchema, response: bookingAnswer } },
    async (request) =>
      toScheduleBooking(
        await announceBooking(
          request,
          await toggleCompletion(request.db, request.params.id, request.user.name, request.query.visited),
        ),
      ),
  );

  for (const action of ['block', 'unblock'] as const) {
    app.post(
      `/restaurant/v2/bookings/mealTimes/${action}`,
      { schema: { querystring: blockQuerySchema, response: { 200: blockResultSchema } } },
      async (request) => {
        const { restaurantId, mealTime } = request.query;
        const restaurant = await requireRestaurant(request.db, restaurantId);
        await setMealTimeBlocked(request.db, restaurant.id, mealTime, action === 'block', request.user.name);
        await announce(request, { slot: [restaurant.id, mealTime, action === 'block'], origin: originOf(request) });
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
      const restaurant = await requireRestaurant(request.db, request.params.restaurant);
      const { pageNumber, pageSize, searchQuery } = request.query;
      return searchBookings(request.db, restaurant.id, {
        text: searchQuery.trim(),
        page: pageNumber,
        perPage: pageSize,
      });
    },
  );
};
