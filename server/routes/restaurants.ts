import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { restaurantMealsSchema, restaurantSchema } from '../../contract/restaurants.ts';
import type { RouteDeps } from '../deps.ts';
import { listRestaurants, restaurantMeals } from '../repositories/restaurants.ts';

/** Restaurants with their tables, and each restaurant's meals: GET restaurant/v2/restaurants, GET restaurant/v2/meals. */
export const restaurantRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app) => {
  app.get(
    '/restaurant/v2/restaurants',
    {
      config: { readsTables: ['restaurants', 'restaurant_tables'] },
      schema: { response: { 200: z.array(restaurantSchema) } },
    },
    async (request) => listRestaurants(request.db),
  );
  app.get(
    '/restaurant/v2/meals',
    {
      config: { readsTables: ['restaurant_meals', 'meals'] },
      schema: { response: { 200: z.array(restaurantMealsSchema) } },
    },
    async (request) => restaurantMeals(request.db),
  );
};
