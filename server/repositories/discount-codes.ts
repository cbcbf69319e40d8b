import { sql, type Kysely } from 'kysely';
import { type DiscountCode, type discountCodeInputSchema } from '../../contract/codes.ts';
import type { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { ConflictError, NotFoundError, said } from '../http-errors.ts';
import {
  columnMap,
  conflictOnUnique,
  deleteOrNotFound,
  deleteRow,
  notFoundOnMissingReference,
  requireRow,
  selection,
  toColumns,
  versionFields,
} from './helpers.ts';
import { requirePackage } from './hotel-packages.ts';

const discountCode = columnMap('discount_codes', [
  'id',
  'code',
  'amount',
  'activeFrom',
  'activeTo',
  'daysOfWeek',
  'useCount',
  'createdAt',
  'createdBy',
  ...versionFields,
]);
const columns = selection(discountCode);
const WHAT = 'Discount code';

/** Discount codes (all, or one) with the hotel packages they apply to. */
export async function listDiscountCodes(db: Kysely<Database>, id?: number): Promise<DiscountCode[]> {
  let query = db.selectFrom('discount_codes').select(columns).orderBy('id');
  if (id) query = query.where('id', '=', id);
  const [codes, links] = await Promise.all([
    query.execute(),
    db
      .selectFrom('discount_code_hotel_packages as l')
      .innerJoin('hotel_packages as p', 'p.clock_id', 'l.hotel_package_id')
      .select(['l.discount_code_id', 'p.clock_id as clockId', 'p.name'])
      .orderBy('p.position')
      .execute(),
  ]);
  return codes.map((code) => ({
    ...code,
    hotelPackages: links.filter((l) => l.discount_code_id === code.id).map(({ clockId, name }) => ({ clockId, name })),
  }));
}

/** One code with its hotel packages, as the list answers it; undefined when there is none (a 412's `current`). */
export async function loadDiscountCode(db: Kysely<Database>, id: number): Promise<DiscountCode | undefined> {
  return (await listDiscountCodes(db, id)).find((code) => code.id === id);
}

async function findDiscountCode(db: Kysely<Database>, id: number): Promise<DiscountCode> {
  const [found] = await listDiscountCodes(db, id);
  if (!found) throw new NotFoundError(WHAT, id);
  return found;
}

export async function discountCodeTaken(db: Kysely<Database>, code: string): Promise<boolean> {
  return Boolean(
    await db
      .selectFrom('discount_codes')
      .select('id')
      .where(sql<string>`lower(code)`, '=', code.toLowerCase())
      .executeTakeFirst(),
  );
}

/** Inserts a code, or updates the one with `id` (404 when there is none); a taken code is a 409. */
export async function saveDiscountCode(
  db: Kysely<Database>,
  input: z.infer<typeof discountCodeInputSchema>,
  user: string,
  id?: number,
): Promise<DiscountCode> {
  const { code, amount, activeFrom, activeTo } = input;
  const values = toColumns(discountCode, {
    code,
    amount,
    activeFrom,
    activeTo,
    daysOfWeek: [...new Set(input.daysOfWeek)].sort(),
  });
  const saved = await conflictOnUnique(async () => {
    if (!id)
      return db
        .insertInto('discount_codes')
        .values({ ...values, created_by: user })
        .returning('id')
        .executeTakeFirstOrThrow();
    return db
      .updateTable('discount_codes')
      .set({ ...values, updated_by: user, updated_at: sql<string>`now()` })
      .where('id', '=', id)
      .returning('id')
      .executeTakeFirst();
  }, said('discountCode.taken'));
  if (!saved) throw new NotFoundError(WHAT, id ?? 0);
  return findDiscountCode(db, saved.id);
}

export const deleteDiscountCode = (db: Kysely<Database>, id: number) => deleteRow(db, 'discount_codes', 'id', id, WHAT);

/** Applies a code to a hotel package: 404 for either unknown, 409 when it already applies. */
export async function attachPackage(
  db: Kysely<Database>,
  codeId: number,
  hotelPackageId: string,
): Promise<DiscountCode> {
  await requireRow(db, 'discount_codes', 'id', codeId, WHAT);
  await requirePackage(db, hotelPackageId);
  // Either may be deleted between the checks and the insert: the foreign keys then name it (404, not 500).
  const inserted = await notFoundOnMissingReference(
    () =>
      db
        .insertInto('discount_code_hotel_packages')
        .values({ discount_code_id: codeId, hotel_package_id: hotelPackageId })
        .onConflict((oc) => oc.columns(['discount_code_id', 'hotel_package_id']).doNothing())
        .returning('hotel_package_id')
        .executeTakeFirst(),
    { discount_code_id: WHAT, hotel_package_id: 'Hotel package' },
  );
  if (!inserted) throw new ConflictError(said('discountCode.attached'));
  return findDiscountCode(db, codeId);
}

export async function detachPackage(
  db: Kysely<Database>,
  codeId: number,
  hotelPackageId: string,
): Promise<DiscountCode> {
  const query = db
    .deleteFrom('discount_code_hotel_packages')
    .where('discount_code_id', '=', codeId)
    .where('hotel_package_id', '=', hotelPackageId);
  await deleteOrNotFound(query, 'Attached hotel package', hotelPackageId);
  return findDiscountCode(db, codeId);
}
