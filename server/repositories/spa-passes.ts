import type { Insertable, Kysely } from 'kysely';
import type { FrequentVisitorPass } from '../../contract/spa.ts';
import type { SpaCatalogProduct } from '../catalog/ports.ts';
import type { Database } from '../db/schema.ts';
import { BadRequestError, NotFoundError } from '../http-errors.ts';
import { deleteRow, inTransaction, notFoundOnMissingReference, selection, toColumns, upsert } from './helpers.ts';
import { requireImage } from './images.ts';
import type { PassInput, SpaPassKind } from './spa-pass-kinds.ts';

/**
 * Day passes and frequent visitor passes (spec section 7, Products): products of the spa system configured by brp
 * product id. A frequent visitor pass is the common part; a day pass adds a from time, restrictions and included
 * services. One repository serves both, told which kind by a `SpaPassKind` (spa-pass-kinds.ts).
 */

/** Kysely cannot type a query over a table chosen at run time: the kinds' column maps are checked where they are made. */
const loose = (db: Kysely<Database>) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

/** The passes of a kind (all, or the one with this id) by brp product id, each with what it holds besides. */
export async function listPasses<P extends FrequentVisitorPass, I extends PassInput>(
  db: Kysely<Database>,
  kind: SpaPassKind<P, I>,
  brpProductId?: number,
): Promise<P[]> {
  let query = loose(db).selectFrom(kind.table).select(selection(kind.map)).orderBy('brp_product_id');
  if (brpProductId !== undefined) query = query.where('brp_product_id', '=', brpProductId);
  const rows = (await query.execute()) as unknown as Array<Omit<P, 'restrictions' | 'includedServices'>>;
  return rows.length === 0 ? [] : kind.complete(db, rows);
}

export async function findPass<P extends FrequentVisitorPass, I extends PassInput>(
  db: Kysely<Database>,
  kind: SpaPassKind<P, I>,
  brpProductId: number,
): Promise<P> {
  const found = await readPass(db, kind, brpProductId);
  if (!found) throw new NotFoundError(kind.what, brpProductId);
  return found;
}

/** One pass of a kind as its read answers it; undefined when there is none. */
export async function readPass<P extends FrequentVisitorPass, I extends PassInput>(
  db: Kysely<Database>,
  kind: SpaPassKind<P, I>,
  brpProductId: number,
): Promise<P | undefined> {
  const [found] = await listPasses(db, kind, brpProductId);
  return found;
}

/** `readPass` of one kind: what a versioned write of that kind answers in a 412. */
export const passReader =
  <P extends FrequentVisitorPass, I extends PassInput>(kind: SpaPassKind<P, I>) =>
  (db: Kysely<Database>, brpProductId: number) =>
    readPass(db, kind, brpProductId);

/**
 * Inserts or updates a pass by brp product id, in one transaction with what it holds besides. The product number
 * comes from the spa system's catalogue: a product it does not have is a bad body naming brpProductId; an image the
 * pass points at must exist (400 naming imageFk; one deleted after this check is a 404).
 */
export async function savePass<P extends FrequentVisitorPass, I extends PassInput>(
  db: Kysely<Database>,
  kind: SpaPassKind<P, I>,
  catalogue: readonly SpaCatalogProduct[],
  input: I,
): Promise<P> {
  const { brpProductId, imageFk } = input;
  const found = catalogue.find((p) => p.brpProductId === brpProductId);
  if (!found)
    throw new BadRequestError('body.brpProductId', 'field.passNotInSpaSystem', {
      what: kind.table === 'day_passes' ? 'dayPass' : 'frequentVisitorPass',
      id: brpProductId,
    });
  await requireImage(db, imageFk);
  // The kind's map was checked against its table where it was made (columnMap): the row has that table's columns.
  const row = toColumns(kind.map, { ...input, brpProductNumber: found.brpProductNumber }) as Insertable<
    Database['frequent_visitor_passes']
  >;
  const write = () =>
    inTransaction(db, async (trx) => {
      await upsert(trx, kind.table, 'brp_product_id', row);
      await kind.saveDetails(trx, input);
    });
  await notFoundOnMissingReference(write, { image_fk: 'Image', day_pass_fk: kind.what });
  return findPass(db, kind, brpProductId);
}

/** Deletes a pass (a day pass's restrictions and included services cascade with it). */
export async function deletePass<P extends FrequentVisitorPass, I extends PassInput>(
  db: Kysely<Database>,
  kind: SpaPassKind<P, I>,
  brpProductId: number,
): Promise<void> {
  await deleteRow(db, kind.table, 'brp_product_id', brpProductId, kind.what);
}
