import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { BadRequestError, fieldProblem, type FieldProblem } from '../http-errors.ts';
import { restaurantExists, servesMealType } from '../repositories/restaurants.ts';

export interface IncludedMeal {
  includedMealDescription: string;
  includedRestaurantFk: number | null;
  includedMealFk: number | null;
}

/**
 * The included meal of a spa group, hotel package or add-on names a restaurant and a meal type (Breakfast, Lunch,
 * Dinner: `mealTypeId` of GET restaurant/v2/meals) that the restaurant serves. Checked here, else an unknown id
 * would be a foreign-key 500, and a meal the restaurant has not would be saved.
 */
export async function includedMealProblem(
  db: Kysely<Database>,
  restaurantFk: number | null,
  mealFk: number | null,
): Promise<FieldProblem | null> {
  if (restaurantFk === null)
    return mealFk === null ? null : fieldProblem('body.includedRestaurantFk', 'field.requiredWithMeal');
  if (!(await restaurantExists(db, restaurantFk)))
    return fieldProblem('body.includedRestaurantFk', 'field.restaurantNotFound', { id: restaurantFk });
  if (mealFk === null) return null;
  return (await servesMealType(db, restaurantFk, mealFk))
    ? null
    : fieldProblem('body.includedMealFk', 'field.mealNotServed', { meal: mealFk, restaurant: restaurantFk });
}

/**
 * The included meal as saved: switched off (no description) means no restaurant and no meal either (spec
 * section 4); switched on, it is checked (400 naming the field).
 */
export async function includedMealToSave(db: Kysely<Database>, input: IncludedMeal): Promise<IncludedMeal> {
  const description = input.includedMealDescription.trim();
  if (description === '') return { includedMealDescription: '', includedRestaurantFk: null, includedMealFk: null };
  const problem = await includedMealProblem(db, input.includedRestaurantFk, input.includedMealFk);
  if (problem) throw new BadRequestError([problem]);
  return {
    includedMealDescription: description,
    includedRestaurantFk: input.includedRestaurantFk,
    includedMealFk: input.includedMealFk,
  };
}
