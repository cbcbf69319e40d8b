import type { Kysely } from 'kysely';
import type { Restaurant, RestaurantMeals } from '../../contract/restaurants.ts';
import type { Database } from '../db/schema.ts';
import { NotFoundError } from '../http-errors.ts';

export interface RestaurantRow {
  id: number;
  name: string;
}

/** `{restaurant}` in a path: the id, or the name in any case (spec section 2: names are case-insensitive). */
export async function findRestaurant(db: Kysely<Database>, key: string | number): Promise<RestaurantRow | undefined> {
  const text = String(key).trim();
  const query = db.selectFrom('restaurants').select(['id', 'name']);
  // An id past the integer range names no restaurant (and must not reach the database as one).
  if (/^\d+$/.test(text)) return text.length > 9 ? undefined : query.where('id', '=', Number(text)).executeTakeFirst();
  return query.where((eb) => eb(eb.fn('lower', ['name']), '=', text.toLowerCase())).executeTakeFirst();
}

/** The restaurant, else 404 `Restaurant <key> not found.` */
export async function requireRestaurant(db: Kysely<Database>, key: string | number): Promise<RestaurantRow> {
  const restaurant = await findRestaurant(db, key);
  if (!restaurant) throw new NotFoundError('Restaurant', key);
  return restaurant;
}

/** Restaurants with their tables, by id. */
export async function listRestaurants(db: Kysely<Database>): Promise<Restaurant[]> {
  const [restaurants, tables] = await Promise.all([
    db.selectFrom('restaurants').select(['id', 'name']).orderBy('id').execute(),
    db
      .selectFrom('restaurant_tables')
      .select(['restaurant_id', 'table_number'])
      .orderBy('restaurant_id')
      .orderBy('position')
      .execute(),
  ]);
  return restaurants.map((restaurant) => ({
    ...restaurant,
    tables: tables.filter((table) => table.restaurant_id === restaurant.id).map((table) => table.table_number),
  }));
}

/** Per restaurant, its meals (restaurant meal id, meal type id, name) in the meal types' order. */
export async function restaurantMeals(db: Kysely<Database>): Promise<RestaurantMeals[]> {
  const rows = await db
    .selectFrom('restaurant_meals')
    .innerJoin('meals', 'meals.id', 'restaurant_meals.meal_id')
    .select([
      'restaurant_meals.id as mealId',
      'meals.id as mealTypeId',
      'restaurant_meals.restaurant_id as restaurantId',
      'meals.name',
    ])
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
}

/** The meals of one restaurant (restaurant meal id and meal name), in the meal types' order. */
export async function mealsOfRestaurant(
  db: Kysely<Database>,
  restaurantId: number,
): Promise<Array<{ restaurantMealId: number; name: string }>> {
  return db
    .selectFrom('restaurant_meals')
    .innerJoin('meals', 'meals.id', 'restaurant_meals.meal_id')
    .select(['restaurant_meals.id as restaurantMealId', 'meals.name'])
    .where('restaurant_meals.restaurant_id', '=', restaurantId)
    .orderBy('meals.sort_order')
    .execute();
}

/** Whether this restaurant meal (restaurant_meals.id) is one of the restaurant's. */
export async function isMealOfRestaurant(
  db: Kysely<Database>,
  restaurantId: number,
  restaurantMealId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('restaurant_meals')
    .select('id')
    .where('id', '=', restaurantMealId)
    .where('restaurant_id', '=', restaurantId)
    .executeTakeFirst();
  return Boolean(row);
}

export async function restaurantExists(db: Kysely<Database>, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('restaurants').select('id').where('id', '=', id).executeTakeFirst());
}

/** Whether the restaurant serves this meal type (meals.id). */
export async function servesMealType(db: Kysely<Database>, restaurantId: number, mealTypeId: number): Promise<boolean> {
  const row = await db
    .selectFrom('restaurant_meals')
    .select('id')
    .where('restaurant_id', '=', restaurantId)
    .where('meal_id', '=', mealTypeId)
    .executeTakeFirst();
  return Boolean(row);
}
