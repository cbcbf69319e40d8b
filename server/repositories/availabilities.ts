import type { Kysely } from 'kysely';
import type { AvailabilityListQuery, AvailabilityRule } from '../../contract/availability.ts';
import type { availabilityInputSchema } from '../../contract/availability.ts';
import type { Paged } from '../../contract/common.ts';
import type { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { BadRequestError, NotFoundError } from '../http-errors.ts';
import type { MealOfRestaurant, SlotRule } from '../domain/timeslots.ts';
import {
  columnMap,
  deleteRow,
  findRow,
  notFoundOnMissingReference,
  pagedList,
  selection,
  toColumns,
  versionFields,
} from './helpers.ts';
import { isMealOfRestaurant, mealsOfRestaurant, requireRestaurant } from './restaurants.ts';

const rule = columnMap('availability_rules', [
  'id',
  'restaurantFk',
  'restaurantMealId',
  'description',
  'dates',
  'daysOfWeek',
  'timeFrom',
  'timeTo',
  'webSeats',
  'manualSeats',
  'priority',
  ...versionFields,
]);
const columns = selection(rule);

/** One rule as the list answers it; undefined when there is none. */
export const findRule = (db: Kysely<Database>, id: number) =>
  findRow<'availability_rules', AvailabilityRule>(db, 'availability_rules', 'id', id, columns);
/** A restaurant or meal deleted between the checks and the write is a 404 naming it (the foreign keys decide). */
const references = { restaurant_fk: 'Restaurant', restaurant_meal_id: 'Restaurant meal' } as const;

type Input = z.infer<typeof availabilityInputSchema>;

function toRow(input: Input) {
  return toColumns(rule, {
    ...input,
    restaurantFk: input.restaurantId,
    dates: [...new Set(input.dates)].sort(),
    daysOfWeek: [...new Set(input.daysOfWeek)].sort(),
  });
}

/** A restaurant's rules, one page, sorted by the chosen field (then id). */
export async function pagedRules(
  db: Kysely<Database>,
  restaurantId: number,
  query: AvailabilityListQuery,
): Promise<Paged<AvailabilityRule>> {
  const { page, itemsPerPage, sort, sortDir } = query;
  return pagedList(
    db.selectFrom('availability_rules').where('restaurant_fk', '=', restaurantId),
    (q) => q.select(columns).orderBy(rule[sort], sortDir).orderBy('id', sortDir),
    page,
    itemsPerPage,
  );
}

/** The rule's restaurant exists (else 404) and the meal is one of its own (else 400 naming the field). */
async function checkTarget(db: Kysely<Database>, input: Input): Promise<void> {
  const restaurant = await requireRestaurant(db, input.restaurantId);
  if (!(await isMealOfRestaurant(db, restaurant.id, input.restaurantMealId))) {
    throw new BadRequestError('body.restaurantMealId', 'field.mealOfRestaurant');
  }
}

export async function createRule(db: Kysely<Database>, input: Input): Promise<AvailabilityRule> {
  await checkTarget(db, input);
  return notFoundOnMissingReference(
    () => db.insertInto('availability_rules').values(toRow(input)).returning(columns).executeTakeFirstOrThrow(),
    references,
  );
}

export async function updateRule(db: Kysely<Database>, id: number, input: Input): Promise<AvailabilityRule> {
  await checkTarget(db, input);
  const row = await notFoundOnMissingReference(
    () =>
      db.updateTable('availability_rules').set(toRow(input)).where('id', '=', id).returning(columns).executeTakeFirst(),
    references,
  );
  if (!row) throw new NotFoundError('Availability', id);
  return row;
}

export async function deleteRule(db: Kysely<Database>, id: number): Promise<void> {
  await deleteRow(db, 'availability_rules', 'id', id, 'Availability');
}

/** What the slot rule needs of one restaurant: its meals and all its availability rules. */
export async function slotInputs(
  db: Kysely<Database>,
  restaurantId: number,
): Promise<{ meals: MealOfRestaurant[]; rules: SlotRule[] }> {
  const [meals, rules] = await Promise.all([
    mealsOfRestaurant(db, restaurantId),
    db.selectFrom('availability_rules').select(columns).where('restaurant_fk', '=', restaurantId).execute(),
  ]);
  return { meals, rules };
}
