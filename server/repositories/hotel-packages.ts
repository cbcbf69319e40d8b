import type { Kysely } from 'kysely';
import type { AttachedAddon, HotelPackage, hotelPackageInputSchema } from '../../contract/hotel-products.ts';
import type { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { ConflictError, NotFoundError, said } from '../http-errors.ts';
import { requireAddon } from './addons.ts';
import {
  columnMap,
  deleteOrNotFound,
  deleteRow,
  findRow,
  includedMealFields,
  notFoundOnMissingReference,
  requireRow,
  selection,
  toColumns,
  upsertWithIncludedMeal,
  versionFields,
} from './helpers.ts';
import { requireImage } from './images.ts';
import { deleteAndRenumber, POSITIONED, positionToSave } from './positions.ts';

const hotelPackage = columnMap('hotel_packages', [
  'clockId',
  'name',
  'nameEn',
  'url',
  'position',
  'imageFk',
  'displayOnSite',
  'onlyWithSpecialCode',
  'introText',
  'introTextEn',
  'footerText',
  'footerTextEn',
  'descriptionItems',
  'descriptionItemsEn',
  'descriptionUniqueItems',
  'descriptionUniqueItemsEn',
  'priceFrom',
  'availabilityRateId',
  'availabilityRateName',
  'minStay',
  'maxStay',
  ...includedMealFields,
  ...versionFields,
]);
const columns = selection(hotelPackage);
const WHAT = 'Hotel package';

export async function listPackages(db: Kysely<Database>): Promise<HotelPackage[]> {
  return db.selectFrom('hotel_packages').select(columns).orderBy('position').orderBy('clock_id').execute();
}

export async function findPackage(db: Kysely<Database>, clockId: string): Promise<HotelPackage> {
  const row = await db.selectFrom('hotel_packages').select(columns).where('clock_id', '=', clockId).executeTakeFirst();
  if (!row) throw new NotFoundError(WHAT, clockId);
  return row;
}

/** One package as its read answers it; undefined when there is none (a 412's `current`). */
export const loadPackage = (db: Kysely<Database>, clockId: string) =>
  findRow<'hotel_packages', HotelPackage>(db, 'hotel_packages', 'clock_id', clockId, columns);

/** 404 unless the hotel package is configured. */
export const requirePackage = (db: Kysely<Database>, clockId: string) =>
  requireRow(db, 'hotel_packages', 'clock_id', clockId, WHAT);

/** Inserts or updates a package by clock id; its included meal and image are checked (400 naming the field). */
export async function savePackage(
  db: Kysely<Database>,
  input: z.infer<typeof hotelPackageInputSchema>,
): Promise<HotelPackage> {
  const position = await positionToSave(db, POSITIONED.hotelPackages, input.clockId, input.position);
  await upsertWithIncludedMeal(
    db,
    'hotel_packages',
    'clock_id',
    { ...input, position },
    {
      row: (values) => toColumns(hotelPackage, values),
      check: () => requireImage(db, input.imageFk),
      references: { image_fk: 'Image' },
    },
  );
  return findPackage(db, input.clockId);
}

/** Deletes a package; the others are numbered again without a gap. */
export const deletePackage = (db: Kysely<Database>, clockId: string) =>
  deleteAndRenumber(db, POSITIONED.hotelPackages, (trx) => deleteRow(trx, 'hotel_packages', 'clock_id', clockId, WHAT));

/** The add-ons attached to a package, by add-on position. */
export async function attachedAddons(db: Kysely<Database>, packageId: string): Promise<AttachedAddon[]> {
  return db
    .selectFrom('hotel_package_attached_addons as a')
    .innerJoin('hotel_package_addons as addon', 'addon.clock_id', 'a.addon_id')
    .select(['a.package_id as packageId', 'a.addon_id as addonId', 'addon.name as addonName'])
    .where('a.package_id', '=', packageId)
    .orderBy('addon.position')
    .orderBy('addon.clock_id')
    .execute();
}

/** Attaches an add-on to a package: 404 for either unknown, 409 when already attached. */
export async function attachAddon(db: Kysely<Database>, packageId: string, addonId: string): Promise<AttachedAddon[]> {
  await requirePackage(db, packageId);
  await requireAddon(db, addonId);
  // Either may be deleted between the checks and the insert: the foreign keys then name it (404, not 500).
  const inserted = await notFoundOnMissingReference(
    () =>
      db
        .insertInto('hotel_package_attached_addons')
        .values({ package_id: packageId, addon_id: addonId })
        .onConflict((oc) => oc.columns(['package_id', 'addon_id']).doNothing())
        .returning('addon_id')
        .executeTakeFirst(),
    { package_id: WHAT, addon_id: 'Hotel package add-on' },
  );
  if (!inserted) throw new ConflictError(said('addonAttached'));
  return attachedAddons(db, packageId);
}

export async function detachAddon(db: Kysely<Database>, packageId: string, addonId: string): Promise<AttachedAddon[]> {
  const query = db
    .deleteFrom('hotel_package_attached_addons')
    .where('package_id', '=', packageId)
    .where('addon_id', '=', addonId);
  await deleteOrNotFound(query, 'Attached add-on', addonId);
  return attachedAddons(db, packageId);
}
