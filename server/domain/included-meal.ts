import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ApiErrorBody } from '../plugins/errors.ts';

export type FieldProblem = { field: string; message: string };

/** The 400 body of the validation errors (server/plugins/errors.ts), for checks the schema cannot make. */
export const invalid = (errors: FieldProblem[]): ApiErrorBody => ({
  message: `Invalid request: ${errors.map((e) => `${e.field}: ${e.message}`).join('; ')}`,
  errors,
});

/**
 * The included meal of a spa group, hotel package or add-on names a restaurant and a meal type (Breakfast, Lunch,
 * Dinner: `mealTypeId` of GET restaurant/v2/meals) that the restaurant serves. Checked here, else an unknown id
 * would be a foreign-key 500, and a meal the restaurant has not would be saved.
 */
export async function includedMealProblem(db: Kysely<Database>, restaurantFk: number | null, mealFk: number | null): Promise<FieldProblem | null> {
  if (restaurantFk === null) return mealFk === null ? null : { field: 'body.includedRestaurantFk', message: 'is required with a meal' };
  const restaurant = await db.selectFrom('restaurants').select('id').where('id', '=', restaurantFk).executeTakeFirst();
  if (!restaurant) return { field: 'body.includedRestaurantFk', message: `restaurant ${restaurantFk} not found` };
  if (mealFk === null) return null;
  const served = await db.selectFrom('restaurant_meals').select('id').where('restaurant_id', '=', restaurantFk).where('meal_id', '=', mealFk).executeTakeFirst();
  return served ? null : { field: 'body.includedMealFk', message: `meal ${mealFk} not served by restaurant ${restaurantFk}` };
}
