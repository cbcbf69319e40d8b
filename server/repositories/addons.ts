import type { Kysely } from 'kysely';
import type { HotelPackageAddon, hotelPackageAddonInputSchema } from '../../contract/hotel-products.ts';
import type { Restriction, restrictionInputSchema } from '../../contract/restrictions.ts';
import type { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { NotFoundError } from '../http-errors.ts';
import {
  columnMap,
  deleteRow,
  includedMealFields,
  requireRow,
  selection,
  toColumns,
  upsertWithIncludedMeal,
  versionFields,
} from './helpers.ts';
import { restrictionsOf, saveRestrictions } from './restrictions.ts';
import { deleteAndRenumber, POSITIONED, positionToSave } from './positions.ts';

const addon = columnMap('hotel_package_addons', [
  'clockId',
  'name',
  'nameEn',
  'url',
  'description',
  'descriptionEn',
  'position',
  'unit',
  'unitEn',
  ...includedMealFields,
  ...versionFields,
]);
const columns = selection(addon);
const WHAT = 'Hotel package add-on';

/** Add-ons (all, or the one with this clock id) with their restrictions, by position. */
export async function listAddons(db: Kysely<Database>, clockId?: string): Promise<HotelPackageAddon[]> {
  let query = db.selectFrom('hotel_package_addons').select(columns).orderBy('position').orderBy('clock_id');
  if (clockId) query = query.where('clock_id', '=', clockId);
  const rows = await query.execute();
  const restrictions = await restrictionsOf(
    db,
    'addon',
    rows.map((r) => r.clockId),
  );
  return rows.map((row) => ({ ...row, restrictions: restrictions.get(row.clockId) ?? [] }));
}

export async function findAddon(db: Kysely<Database>, clockId: string): Promise<HotelPackageAddon> {
  const [found] = await listAddons(db, clockId);
  if (!found) throw new NotFoundError(WHAT, clockId);
  return found;
}

/** One add-on with its restrictions, as its read answers it; undefined when there is none (a 412's `current`). */
export async function loadAddon(db: Kysely<Database>, clockId: string): Promise<HotelPackageAddon | undefined> {
  return (await listAddons(db, clockId)).find((a) => a.clockId === clockId);
}

/** 404 unless the add-on is configured. */
export const requireAddon = (db: Kysely<Database>, clockId: string) =>
  requireRow(db, 'hotel_package_addons', 'clock_id', clockId, WHAT);

/** Inserts or updates an add-on by clock id (its restrictions are saved on their own). */
export async function saveAddon(
  db: Kysely<Database>,
  input: z.infer<typeof hotelPackageAddonInputSchema>,
): Promise<HotelPackageAddon> {
  const position = await positionToSave(db, POSITIONED.addons, input.clockId, input.position);
  await upsertWithIncludedMeal(
    db,
    'hotel_package_addons',
    'clock_id',
    { ...input, position },
    {
      row: (values) => toColumns(addon, values),
    },
  );
  return findAddon(db, input.clockId);
}

/** Deletes an add-on; the others are numbered again without a gap. */
export const deleteAddon = (db: Kysely<Database>, clockId: string) =>
  deleteAndRenumber(db, POSITIONED.addons, (trx) => deleteRow(trx, 'hotel_package_addons', 'clock_id', clockId, WHAT));

/** Saves the restrictions of a configured add-on (404 when it is not). */
export async function saveRestrictionsOfAddon(
  db: Kysely<Database>,
  clockId: string,
  restrictions: ReadonlyArray<z.infer<typeof restrictionInputSchema>>,
): Promise<Restriction[]> {
  await requireAddon(db, clockId);
  return saveRestrictions(db, 'addon', clockId, restrictions);
}
