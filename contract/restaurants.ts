import { z } from 'zod/mini';
import { int } from './common.ts';

export const restaurantSchema = z.object({
  id: int(),
  name: z.string(),
  tables: z.array(z.string()),
});
export type Restaurant = z.infer<typeof restaurantSchema>;

/**
 * A meal of one restaurant. `mealId` is the restaurant's own meal (what availability rules point at);
 * `mealTypeId` is the meal type it is (Breakfast, Lunch, Dinner: the same for every restaurant), which the
 * included meal of a product saves as `includedMealFk` beside its restaurant.
 */
export const mealSchema = z.object({ mealId: int(), mealTypeId: int(), name: z.string() });
export type Meal = z.infer<typeof mealSchema>;

/** `GET restaurant/v2/meals`: per restaurant, its meals (restaurant meal ids). */
export const restaurantMealsSchema = z.object({
  restaurantId: int(),
  meals: z.array(mealSchema),
});
export type RestaurantMeals = z.infer<typeof restaurantMealsSchema>;

/** `{restaurant}` in a path: a restaurant's id or its name in any case. */
export const restaurantParamSchema = z.object({ restaurant: z.string().check(z.minLength(1), z.maxLength(100)) });
