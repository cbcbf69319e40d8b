import type { Insertable, Kysely, Transaction } from 'kysely';
import type { z } from 'zod';
import type {
  DayPass,
  dayPassInputSchema,
  FrequentVisitorPass,
  frequentVisitorPassInputSchema,
} from '../../contract/spa.ts';
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

/**
 * Day passes and frequent visitor passes (spec section 7, Products): products of the spa system configured by brp
 * product id. A frequent visitor pass is the common part; a day pass adds a from time, restrictions and included
 * services. One repository serves both, told which kind by a `SpaPassKind` (`dayPasses`, `frequentVisitorPasses`).
 */

const PASS_FIELDS = [
  'brpProductId',
  'brpProductNumber',
  'displayName',
  'displayNameEn',
  'description',
  'descriptionEn',
  'url',
  'imageFk',
] as const;

type DayPassInput = z.infer<typeof dayPassInputSchema>;
type PassInput = z.infer<typeof frequentVisitorPassInputSchema>;

/** What tells the kinds apart: their table and columns, their name in errors, and what a day pass holds besides. */
export interface SpaPassKind<P extends FrequentVisitorPass, I extends PassInput> {
  table: 'day_passes' | 'frequent_visitor_passes';
  map: Record<string, string>;
  what: string;
  /** The passes listed, with what they hold besides their row (in order of the rows). */
  complete: (db: Kysely<Database>, rows: Array<Omit<P, 'restrictions' | 'includedServices'>>) => Promise<P[]>;
  /** Saves what the pass holds besides its row, in the transaction that saves the row. */
  saveDetails: (trx: Transaction<Database>, input: I) => Promise<void>;
}

export const frequentVisitorPasses: SpaPassKind<FrequentVisitorPass, PassInput> = {
  table: 'frequent_visitor_passes',
  map: columnMap('frequent_visitor_passes', PASS_FIELDS),
  what: 'Frequent visitor pass',
  complete: (_db, rows) => Promise.resolve(rows),
  saveDetails: () => Promise.resolve(),
};

export const dayPasses: SpaPassKind<DayPass, DayPassInput> = {
  table: 'day_passes',
  map: columnMap('day_passes', [...PASS_FIELDS, 'fromTime']),
  what: 'Day pass',
  complete: async (db, rows) => {
    const ids = rows.map((r) => r.brpProductId);
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
  },
  // The one restriction saver, keyed by the owner; the included services replaced by the list sent, in its order.
  saveDetails: async (trx, { brpProductId, restrictions, includedServices }) => {
    await saveRestrictions(trx, 'dayPass', brpProductId, restrictions);
    await trx.deleteFrom('day_pass_included_services').where('day_pass_fk', '=', brpProductId).execute();
    if (includedServices.length === 0) return;
    await trx
      .insertInto('day_pass_included_services')
      .values(includedServices.map((s, position) => ({ day_pass_fk: brpProductId, ...toServiceRow(s), position })))
      .execute();
  },
};

const toServiceRow = (s: { title: string; titleEn: string }) => ({ title: s.title, title_en: s.titleEn });

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
  const [found] = await listPasses(db, kind, brpProductId);
  if (!found) throw new NotFoundError(kind.what, brpProductId);
  return found;
}

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
    throw new BadRequestError('body.brpProductId', `${kind.what} ${brpProductId} not found in the spa system`);
  if (imageFk !== null && !(await existingImageIds(db, [imageFk])).has(imageFk)) {
    throw new BadRequestError('body.imageFk', `image ${imageFk} not found`);
  }
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
  await deleteOrNotFound(
    loose(db).deleteFrom(kind.table).where('brp_product_id', '=', brpProductId),
    kind.what,
    brpProductId,
  );
}
