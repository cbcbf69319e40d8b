import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Restaurant, RestaurantMeals } from '../../contract/restaurants.ts';
import type { RouteDeps } from './index.ts';

/** Restaurants with their tables, and each restaurant's meals: GET restaurant/v2/restaurants, GET restaurant/v2/meals. */
export const restaurantRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get('/restaurant/v2/restaurants', async (): Promise<Restaurant[]> => {
    const [restaurants, tables] = await Promise.all([
      db.selectFrom('restaurants').select(['id', 'name']).orderBy('id').execute(),
      db.selectFrom('restaurant_tables').select(['restaurant_id', 'table_number']).orderBy('restaurant_id').orderBy('position').execute(),
    ]);
    return restaurants.map((restaurant) => ({
      ...restaurant,
      tables: tables.filter((table) => table.restaurant_id === restaurant.id).map((table) => table.table_number),
    }));
  });

  app.get('/restaurant/v2/meals', async (): Promise<RestaurantMeals[]> => {
    const rows = await db
      .selectFrom('restaurant_meals')
      .innerJoin('meals', 'meals.id', 'restaurant_meals.meal_id')
      .select(['restaurant_meals.id as mealId', 'meals.id as mealTypeId', 'restaurant_meals.restaurant_id as restaurantId', 'meals.name'])
      .orderBy('restaurant_meals.restaurant_id')
      .orderBy('meals.sort_order')
      .execute();
    const byRestaurant = new Map<number, RestaurantMeals>();
    for (const row of rows) {
      const entry = byRestaurant.get(row.restaurantId) ?? { restaurantId: row.restaurantId, meals: [] };
      entry.meals.push({ mealId: row.mealId, mealTypeId: row.mealTypeId, name: row.name });
      byRestaurant.set(row.restaurantId, entry);
    }
    return [...byRestaurant.values()];
  });
};
