import type { Kysely } from 'kysely';
import type { DateFilter } from '../../contract/date-filters.ts';
import type { Restriction, restrictionInputSchema } from '../../contract/restrictions.ts';
import type { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { BadRequestError, fieldProblem, NotFoundError } from '../http-errors.ts';
import { listDateFilters } from './date-filters.ts';
import { inTransaction, notFoundOnMissingReference } from './helpers.ts';

/**
 * Restrictions (spec section 3) belong to exactly one product: a hotel package add-on (by clock id), a spa product
 * or a day pass (by brp product id). One reader and one saver serve all three, keyed by the owner.
 */
const OWNERS = {
  addon: { column: 'addon_fk', what: 'Hotel package add-on' },
  spaProduct: { column: 'spa_product_fk', what: 'Spa product' },
  dayPass: { column: 'day_pass_fk', what: 'Day pass' },
} as const;
export type RestrictionOwnerKind = keyof typeof OWNERS;
type OwnerId<K extends RestrictionOwnerKind> = K extends 'addon' ? string : number;
type Column = (typeof OWNERS)[RestrictionOwnerKind]['column'];

// The three owner columns differ in type (text or integer): the queries below name the column chosen by the
// owner's kind, and the id's type follows the kind (OwnerId), which is what the compiler checks.
type Loose = Kysely<{
  restrictions: Record<Column | 'id' | 'priority' | 'is_global' | 'is_product_available' | 'date_filter_fk', unknown>;
}>;
const loose = (db: Kysely<Database>) => db as unknown as Loose;

interface Row {
  id: number;
  owner: string | number;
  priority: number;
  isGlobal: boolean;
  isProductAvailable: boolean;
  dateFilterFk: number | null;
}

/** The restrictions of products of one kind (all, or those ids), by owner, ordered by priority, each with its date filter. */
export async function restrictionsOf<K extends RestrictionOwnerKind>(
  db: Kysely<Database>,
  kind: K,
  ids?: ReadonlyArray<OwnerId<K>>,
): Promise<Map<OwnerId<K>, Restriction[]>> {
  const { column } = OWNERS[kind];
  let query = loose(db)
    .selectFrom('restrictions')
    .select([
      'id',
      `${column} as owner`,
      'priority',
      'is_global as isGlobal',
      'is_product_available as isProductAvailable',
      'date_filter_fk as dateFilterFk',
    ])
    .where(column, 'is not', null)
    .orderBy('priority')
    .orderBy('id');
  if (ids) {
    if (ids.length === 0) return new Map();
    query = query.where(column, 'in', ids);
  }
  const [rows, filters] = await Promise.all([query.execute() as Promise<Row[]>, listDateFilters(db)]);
  const byId = new Map<number, DateFilter>(filters.map((f) => [f.id, f]));
  const result = new Map<OwnerId<K>, Restriction[]>();
  for (const { owner, dateFilterFk, ...row } of rows) {
    const key = owner as OwnerId<K>;
    const list = result.get(key) ?? [];
    list.push({
      ...row,
      isDeleted: false,
      dateFilter: dateFilterFk === null ? null : (byId.get(dateFilterFk) ?? null),
    });
    result.set(key, list);
  }
  return result;
}

type Saved = z.infer<typeof restrictionInputSchema>;

/**
 * Saves a product's restrictions at once: new ones (id 0) inserted, changed ones updated, deleted ones removed.
 * Unknown date filters are a bad body; restrictions of another product are not found. A date filter or the product
 * deleted between these checks and the writes is a 404 naming it (the foreign keys decide). The caller has checked
 * that the product exists.
 */
export async function saveRestrictions<K extends RestrictionOwnerKind>(
  db: Kysely<Database>,
  kind: K,
  ownerId: OwnerId<K>,
  restrictions: readonly Saved[],
): Promise<Restriction[]> {
  const { column, what } = OWNERS[kind];
  const filterIds = new Set((await listDateFilters(db)).map((f) => f.id));
  const unknownFilters = restrictions.flatMap((r, i) =>
    r.dateFilterFk !== null && !filterIds.has(r.dateFilterFk)
      ? [fieldProblem(`body.restrictions.${i}.dateFilterFk`, 'field.dateFilterNotFound', { id: r.dateFilterFk })]
      : [],
  );
  if (unknownFilters.length) throw new BadRequestError(unknownFilters);
  const own = await loose(db).selectFrom('restrictions').select('id').where(column, '=', ownerId).execute();
  const ownIds = new Set(own.map((r) => r.id as number));
  const foreign = restrictions.find((r) => r.id > 0 && !ownIds.has(r.id));
  if (foreign) throw new NotFoundError('Restriction', foreign.id);
  const write = () =>
    inTransaction(db, async (trx) => {
      const table = loose(trx);
      for (const { id, isDeleted, priority, isGlobal, isProductAvailable, dateFilterFk } of restrictions) {
        const values = {
          priority,
          is_global: isGlobal,
          is_product_available: isProductAvailable,
          date_filter_fk: dateFilterFk,
        };
        if (id > 0 && isDeleted) {
          await table.deleteFrom('restrictions').where('id', '=', id).where(column, '=', ownerId).execute();
        } else if (id > 0) {
          await table
            .updateTable('restrictions')
            .set(values)
            .where('id', '=', id)
            .where(column, '=', ownerId)
            .execute();
        } else if (!isDeleted) {
          await table
            .insertInto('restrictions')
            .values({ ...values, [column]: ownerId })
            .execute();
        }
      }
    });
  await notFoundOnMissingReference(write, { date_filter_fk: 'Date filter', [column]: what });
  return (await restrictionsOf(db, kind, [ownerId])).get(ownerId) ?? [];
}
