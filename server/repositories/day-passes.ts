import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { DayPass, dayPassInputSchema } from '../../contract/spa.ts';
import type { SpaCatalogProduct } from '../catalog/ports.ts';
import type { Database } from '../db/schema.ts';
import { BadRequestError, NotFoundError } from '../http-errors.ts';
import {
  columnMap,
  deleteOrNotFound,
  inTransaction,
  notFoundOnMissingReference,
  selection,
  toColumns,
  upsert,
} from './helpers.ts';
import { existingImageIds } from './images.ts';
import { restrictionsOf, saveRestrictions } from './restrictions.ts';

const dayPass = columnMap('day_passes', [
  'brpProductId',
  'brpProductNumber',
  'displayName',
  'displayNameEn',
  'description',
  'descriptionEn',
  'url',
  'fromTime',
  'imageFk',
]);
const columns = selection(dayPass);
const WHAT = 'Day pass';

/**
 * The spa system's number of a product it sells (the console never types it): a product the catalogue does not have
 * is a bad body naming brpProductId. Day passes and frequent visitor passes both save through it.
 */
export function catalogueNumber(products: readonly SpaCatalogProduct[], brpProductId: number, what: string): string {
  const found = products.find((p) => p.brpProductId === brpProductId);
  if (!found) throw new BadRequestError('body.brpProductId', `${what} ${brpProductId} not found in the spa system`);
  return found.brpProductNumber;
}

/** An image the product points at must exist: 400 naming imageFk (one deleted after this check is a 404, see below). */
export async function requireImage(db: Kysely<Database>, imageFk: number | null): Promise<void> {
  if (imageFk !== null && !(await existingImageIds(db, [imageFk])).has(imageFk)) {
    throw new BadRequestError('body.imageFk', `image ${imageFk} not found`);
  }
}

/** Day passes (all, or the one with this id) by brp product id, each with its restrictions and included services in order. */
export async function listDayPasses(db: Kysely<Database>, brpProductId?: number): Promise<DayPass[]> {
  let query = db.selectFrom('day_passes').select(columns).orderBy('brp_product_id');
  if (brpProductId !== undefined) query = query.where('brp_product_id', '=', brpProductId);
  const rows = await query.execute();
  const ids = rows.map((r) => r.brpProductId);
  if (ids.length === 0) return [];
  const [restrictions, services] = await Promise.all([
    restrictionsOf(db, 'dayPass', ids),
    db
      .selectFrom('day_pass_included_services')
      .select(['day_pass_fk as dayPassFk', 'title', 'title_en as titleEn'])
      .where('day_pass_fk', 'in', ids)
      .orderBy('position')
      .orderBy('id')
      .execute(),
  ]);
  return rows.map((row) => ({
    ...row,
    restrictions: restrictions.get(row.brpProductId) ?? [],
    includedServices: services
      .filter((s) => s.dayPassFk === row.brpProductId)
      .map(({ title, titleEn }) => ({ title, titleEn })),
  }));
}

export async function findDayPass(db: Kysely<Database>, brpProductId: number): Promise<DayPass> {
  const [found] = await listDayPasses(db, brpProductId);
  if (!found) throw new NotFoundError(WHAT, brpProductId);
  return found;
}

/**
 * Inserts or updates a day pass by brp product id, in one transaction with its restrictions (the one restriction
 * saver, keyed by the owner) and its included services (replaced by the list sent, in its order). The product
 * number comes from the spa system's catalogue.
 */
export async function saveDayPass(
  db: Kysely<Database>,
  catalogue: readonly SpaCatalogProduct[],
  input: z.infer<typeof dayPassInputSchema>,
): Promise<DayPass> {
  const { brpProductId, restrictions, includedServices } = input;
  const brpProductNumber = catalogueNumber(catalogue, brpProductId, WHAT);
  await requireImage(db, input.imageFk);
  const write = () =>
    inTransaction(db, async (trx) => {
      await upsert(trx, 'day_passes', 'brp_product_id', toColumns(dayPass, { ...input, brpProductNumber }));
      await saveRestrictions(trx, 'dayPass', brpProductId, restrictions);
      await trx.deleteFrom('day_pass_included_services').where('day_pass_fk', '=', brpProductId).execute();
      if (includedServices.length) {
        await trx
          .insertInto('day_pass_included_services')
          .values(
            includedServices.map((s, position) => ({
              day_pass_fk: brpProductId,
              title: s.title,
              title_en: s.titleEn,
              position,
            })),
          )
          .execute();
      }
    });
  await notFoundOnMissingReference(write, { image_fk: 'Image', day_pass_fk: WHAT });
  return findDayPass(db, brpProductId);
}

/** Deletes a day pass with its restrictions and included services (the foreign keys cascade). */
export async function deleteDayPass(db: Kysely<Database>, brpProductId: number): Promise<void> {
  await deleteOrNotFound(db.deleteFrom('day_passes').where('brp_product_id', '=', brpProductId), WHAT, brpProductId);
}
