import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { FrequentVisitorPass, frequentVisitorPassInputSchema } from '../../contract/spa.ts';
import type { SpaCatalogProduct } from '../catalog/ports.ts';
import type { Database } from '../db/schema.ts';
import { NotFoundError } from '../http-errors.ts';
import { catalogueNumber, requireImage } from './day-passes.ts';
import { columnMap, deleteOrNotFound, notFoundOnMissingReference, selection, toColumns, upsert } from './helpers.ts';

const fvp = columnMap('frequent_visitor_passes', [
  'brpProductId',
  'brpProductNumber',
  'displayName',
  'displayNameEn',
  'description',
  'descriptionEn',
  'url',
  'imageFk',
]);
const columns = selection(fvp);
const WHAT = 'Frequent visitor pass';

/** Frequent visitor passes (all, or the one with this id) by brp product id. */
export async function listFrequentVisitorPasses(
  db: Kysely<Database>,
  brpProductId?: number,
): Promise<FrequentVisitorPass[]> {
  let query = db.selectFrom('frequent_visitor_passes').select(columns).orderBy('brp_product_id');
  if (brpProductId !== undefined) query = query.where('brp_product_id', '=', brpProductId);
  return query.execute();
}

export async function findFrequentVisitorPass(
  db: Kysely<Database>,
  brpProductId: number,
): Promise<FrequentVisitorPass> {
  const [found] = await listFrequentVisitorPasses(db, brpProductId);
  if (!found) throw new NotFoundError(WHAT, brpProductId);
  return found;
}

/** Inserts or updates a frequent visitor pass by brp product id; the product number comes from the spa system's catalogue. */
export async function saveFrequentVisitorPass(
  db: Kysely<Database>,
  catalogue: readonly SpaCatalogProduct[],
  input: z.infer<typeof frequentVisitorPassInputSchema>,
): Promise<FrequentVisitorPass> {
  const brpProductNumber = catalogueNumber(catalogue, input.brpProductId, WHAT);
  await requireImage(db, input.imageFk);
  await notFoundOnMissingReference(
    () => upsert(db, 'frequent_visitor_passes', 'brp_product_id', toColumns(fvp, { ...input, brpProductNumber })),
    {
      image_fk: 'Image',
    },
  );
  return findFrequentVisitorPass(db, input.brpProductId);
}

export async function deleteFrequentVisitorPass(db: Kysely<Database>, brpProductId: number): Promise<void> {
  await deleteOrNotFound(
    db.deleteFrom('frequent_visitor_passes').where('brp_product_id', '=', brpProductId),
    WHAT,
    brpProductId,
  );
}
