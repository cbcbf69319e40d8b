import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
  updateBookingSchema,
} from '../../contract/bookings.ts';
import { idParamSchema, pagedSchema } from '../../contract/common.ts';
import { restaurantParamSchema } from '../../contract/restaurants.ts';
import type { RouteDeps } from '../deps.ts';
import { cancelBooking, toggleCompletion } from '../domain/booking-changes.ts';
import { toScheduleBooking } from '../domain/bookings.ts';
import { daySchedule } from '../domain/schedule.ts';
import { createBooking, searchBookings, setMealTimeBlocked, updateBooking } from '../repositories/bookings.ts';
import { requireRestaurant } from '../repositories/restaurants.ts';

const bookingAnswer = { 200: scheduleBookingSchema };

/** Restaurant bookings (spec section 7): the day's timeslots, booking writes, blocking, and the search. */
export const bookingRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app) => {
  app.get(
    '/restaurant/v2/:restaurant/bookings/mealTimes',
    { schema: { params: restaurantParamSchema, querystring: mealTimesQuerySchema, response: { 200: z.array(scheduleGroupSchema) } } },
    async (request) => {
      const restaurant = await requireRestaurant(request.db, request.params.restaurant);
      return daySchedule(request.db, restaurant.id, request.query.date, request.query.source);
    },
  );

  app.post('/restaurant/v2/bookings/simple', { schema: { body: createBookingSchema, response: bookingAnswer } }, async (request) => {
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
    return toScheduleBooking(booking);
  });

  app.put(
    '/restaurant/v2/bookings/:id',
    { schema: { params: idParamSchema, body: updateBookingSchema, response: bookingAnswer } },
    async (request) => {
      const { restaurantId, ...changes } = request.body;
      const restaurant = await requireRestaurant(request.db, restaurantId);
      return toScheduleBooking(await updateBooking(request.db, request.params.id, { ...changes, restaurantId: restaurant.id, updatedBy: request.user.name }));
    },
  );

  app.post('/restaurant/v2/booking/:id/cancel', { schema: { params: idParamSchema, response: bookingAnswer } }, async (request) =>
    toScheduleBooking(await cancelBooking(request.db, request.params.id, request.user.name)),
  );

  app.post('/restaurant/v2/booking/:id/toggle-completion', { schema: { params: idParamSchema, response: bookingAnswer } }, async (request) =>
    toScheduleBooking(await toggleCompletion(request.db, request.params.id, request.user.name)),
  );

  for (const action of ['block', 'unblock'] as const) {
    app.post(
      `/restaurant/v2/bookings/mealTimes/${action}`,
      { schema: { querystring: blockQuerySchema, response: { 200: blockResultSchema } } },
      async (request) => {
        const { restaurantId, mealTime } = request.query;
        const restaurant = await requireRestaurant(request.db, restaurantId);
        await setMealTimeBlocked(request.db, restaurant.id, mealTime, action === 'block', request.user.name);
        return { restaurantId: restaurant.id, mealTime, isBlocked: action === 'block' };
      },
    );
  }

  app.get(
    '/restaurant/v2/:restaurant/bookings/search',
    { schema: { params: restaurantParamSchema, querystring: bookingSearchQuerySchema, response: { 200: pagedSchema(restaurantBookingSchema) } } },
    async (request) => {
      const restaurant = await requireRestaurant(request.db, request.params.restaurant);
      const { pageNumber, pageSize, searchQuery } = request.query;
      return searchBookings(request.db, restaurant.id, { text: searchQuery.trim(), page: pageNumber, perPage: pageSize });
    },
  );
};
