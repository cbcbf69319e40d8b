import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { availabilityInputSchema, availabilityListQuerySchema, type AvailabilityRule } from '../../contract/availability.ts';
import { idParamSchema } from '../../contract/common.ts';
import type { Database } from '../db/schema.ts';
import { requireRestaurant } from '../domain/restaurant.ts';
import type { RouteDeps } from './index.ts';

const columns = [
  'id',
  'restaurant_fk as restaurantFk',
  'restaurant_meal_id as restaurantMealId',
  'description',
  'dates',
  'days_of_week as daysOfWeek',
  'time_from as timeFrom',
  'time_to as timeTo',
  'web_seats as webSeats',
  'manual_seats as manualSeats',
  'priority',
] as const;

const sortColumns = {
  id: 'id',
  description: 'description',
  timeFrom: 'time_from',
  timeTo: 'time_to',
  webSeats: 'web_seats',
  manualSeats: 'manual_seats',
  priority: 'priority',
  restaurantMealId: 'restaurant_meal_id',
} as const;

type Input = z.infer<typeof availabilityInputSchema>;

function toRow(input: Input) {
  return {
    restaurant_fk: input.restaurantId,
    restaurant_meal_id: input.restaurantMealId,
    description: input.description,
    dates: [...new Set(input.dates)].sort(),
    days_of_week: [...new Set(input.daysOfWeek)].sort(),
    time_from: input.timeFrom,
    time_to: input.timeTo,
    web_seats: input.webSeats,
    manual_seats: input.manualSeats,
    priority: input.priority,
  };
}

async function mealBelongs(db: Kysely<Database>, restaurantId: number, restaurantMealId: number): Promise<boolean> {
  const row = await db
    .selectFrom('restaurant_meals')
    .select('id')
    .where('id', '=', restaurantMealId)
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirst();
  return Boolean(row);
}

const mealError = {
  message: 'Invalid request: body.restaurantMealId: is not a meal of this restaurant',
  errors: [{ field: 'body.restaurantMealId', message: 'is not a meal of this restaurant' }],
};

/** Seat availability rules (spec section 7, Availabilities): paged list, create, update, delete. */
export const availabilityRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const listSchema = { params: z.object({ restaurant: z.string().min(1).max(100) }), querystring: availabilityListQuerySchema };
  // The spec writes the list with a trailing slash; both forms answer.
  for (const path of ['/restaurant/v2/:restaurant/availabilities', '/restaurant/v2/:restaurant/availabilities/']) {
    app.get(path, { schema: listSchema }, async (request, reply) => {
      const restaurant = await requireRestaurant(db, request.params.restaurant, reply);
      if (!restaurant) return;
      const { page, itemsPerPage, sort, sortDir } = request.query;
      const base = db.selectFrom('availability_rules').where('restaurant_fk', '=', restaurant.id);
      const [items, total] = await Promise.all([
        base
          .select(columns)
          .orderBy(sortColumns[sort], sortDir)
          .orderBy('id', sortDir)
          .limit(itemsPerPage)
          .offset((page - 1) * itemsPerPage)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { items: items satisfies AvailabilityRule[], totalItems: Number(total.count) };
    });
  }

  app.post('/restaurant/v2/availability', { schema: { body: availabilityInputSchema } }, async (request, reply) => {
    const restaurant = await requireRestaurant(db, request.body.restaurantId, reply);
    if (!restaurant) return;
    if (!(await mealBelongs(db, restaurant.id, request.body.restaurantMealId))) return reply.code(400).send(mealError);
    return db.insertInto('availability_rules').values(toRow(request.body)).returning(columns).executeTakeFirstOrThrow();
  });

  app.put('/restaurant/v2/availability/:id', { schema: { params: idParamSchema, body: availabilityInputSchema } }, async (request, reply) => {
    const restaurant = await requireRestaurant(db, request.body.restaurantId, reply);
    if (!restaurant) return;
    if (!(await mealBelongs(db, restaurant.id, request.body.restaurantMealId))) return reply.code(400).send(mealError);
    const row = await db
      .updateTable('availability_rules')
      .set(toRow(request.body))
      .where('id', '=', request.params.id)
      .returning(columns)
      .executeTakeFirst();
    return row ?? reply.code(404).send({ message: `Availability ${request.params.id} not found.` });
  });

  app.delete('/restaurant/v2/availability/:id', { schema: { params: idParamSchema } }, async (request, reply) => {
    const deleted = await db.deleteFrom('availability_rules').where('id', '=', request.params.id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return reply.code(404).send({ message: `Availability ${request.params.id} not found.` });
    return { id: request.params.id };
  });
};
