import { z } from 'zod';

export const restaurantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tables: z.array(z.string()),
});

export const mealSchema = z.object({ mealId: z.number().int(), name: z.string() });

/** `GET restaurant/v2/meals`: per restaurant, its meals (restaurant meal ids). */
export const restaurantMealsSchema = z.object({
  restaurantId: z.number().int(),
  meals: z.array(mealSchema),
});

export type Restaurant = z.infer<typeof restaurantSchema>;
export type Meal = z.infer<typeof mealSchema>;
export type RestaurantMeals = z.infer<typeof restaurantMealsSchema>;
