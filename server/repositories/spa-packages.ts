import type { Kysely } from 'kysely';
import type {
  SpaPackageGroup,
  spaPackageGroupInputSchema,
  SpaProduct,
  spaProductInputSchema,
} from '../../contract/spa.ts';
import type { z } from 'zod';
import type { SpaCatalog } from '../catalog/ports.ts';
import type { Database } from '../db/schema.ts';
import { includedMealToSave } from '../domain/included-meal.ts';
import { BadRequestError, NotFoundError } from '../http-errors.ts';
import {
  columnMap,
  deleteOrNotFound,
  deleteRow,
  includedMealFields,
  includedMealReferences,
  inTransaction,
  notFoundOnMissingReference,
  requireRow,
  selection,
  toColumns,
  versionFields,
} from './helpers.ts';
import { requireImage } from './images.ts';
import { restrictionsOf, saveRestrictions } from './restrictions.ts';
import { deleteAndRenumber, POSITIONED, positionToSave } from './positions.ts';

/**
 * Spa package groups (spec section 3) and the spa products they hold. A product is a product of the spa system
 * (BRP) by brpProductId; its number and name come from there, the rest (start time, url, order limit, parent
 * product, restrictions) is configured here.
 */
const group = columnMap('spa_package_groups', [
  'id',
  'name',
  'nameEn',
  'position',
  'imageFk',
  'promoRibbonText',
  'promoRibbonTextEn',
  'displayedPrice',
  ...includedMealFields,
  ...versionFields,
]);
const product = columnMap('spa_products', [
  'brpProductId',
  'brpProductNumber',
  'displayName',
  'fromTime',
  'productGroupFk',
  'url',
  'orderLimit',
  'parentBrpProductId',
  ...versionFields,
]);
const GROUP = 'Spa package group';
const PRODUCT = 'Spa product';

type GroupInput = z.infer<typeof spaPackageGroupInputSchema>;
type ProductInput = z.infer<typeof spaProductInputSchema>;

/** Spa products (all, those of some groups, or one), by brp product id, each with its restrictions. */
async function listProducts(
  db: Kysely<Database>,
  where: { groupIds?: readonly number[]; brpProductId?: number } = {},
): Promise<SpaProduct[]> {
  if (where.groupIds?.length === 0) return [];
  let query = db.selectFrom('spa_products').select(selection(product)).orderBy('brp_product_id');
  if (where.groupIds) query = query.where('product_group_fk', 'in', [...where.groupIds]);
  if (where.brpProductId !== undefined) query = query.where('brp_product_id', '=', where.brpProductId);
  const rows = await query.execute();
  const restrictions = await restrictionsOf(
    db,
    'spaProduct',
    rows.map((row) => row.brpProductId),
  );
  return rows.map((row) => ({ ...row, restrictions: restrictions.get(row.brpProductId) ?? [] }));
}

/** The groups (all, or the one with this id) by position, each with its products and their restrictions. */
export async function listGroups(db: Kysely<Database>, id?: number): Promise<SpaPackageGroup[]> {
  let query = db.selectFrom('spa_package_groups').select(selection(group)).orderBy('position').orderBy('id');
  if (id !== undefined) query = query.where('id', '=', id);
  const rows = await query.execute();
  const products = await listProducts(db, { groupIds: rows.map((row) => row.id) });
  return rows.map((row) => ({ ...row, products: products.filter((p) => p.productGroupFk === row.id) }));
}

export async function findGroup(db: Kysely<Database>, id: number): Promise<SpaPackageGroup> {
  const found = await readGroup(db, id);
  if (!found) throw new NotFoundError(GROUP, id);
  return found;
}

/** One group as the list answers it (with its products); undefined when there is none. */
export async function readGroup(db: Kysely<Database>, id: number): Promise<SpaPackageGroup | undefined> {
  const [found] = await listGroups(db, id);
  return found;
}

/** One spa product as the groups' list answers it (with its restrictions); undefined when there is none. */
export async function readSpaProduct(db: Kysely<Database>, brpProductId: number): Promise<SpaProduct | undefined> {
  const [found] = await listProducts(db, { brpProductId });
  return found;
}

/** 404 unless the group exists. */
export async function requireGroup(db: Kysely<Database>, id: number): Promise<void> {
  await requireRow(db, 'spa_package_groups', 'id', id, GROUP);
}

/** The group's columns as saved: its included meal checked (decision 010) and its image one that exists (400 naming the field). */
async function groupValues(db: Kysely<Database>, input: GroupInput, id?: number) {
  const meal = await includedMealToSave(db, input);
  await requireImage(db, input.imageId, 'body.imageId');
  const { imageId, ...fields } = input;
  const position = await positionToSave(db, POSITIONED.spaPackageGroups, id, input.position);
  return toColumns(group, { ...fields, ...meal, position, imageFk: imageId });
}

const groupReferences = { image_fk: 'Image', ...includedMealReferences } as const;

/** POST groups: a new group (its products are saved one by one afterwards). */
export async function createGroup(db: Kysely<Database>, input: GroupInput): Promise<SpaPackageGroup> {
  const values = await groupValues(db, input);
  const { id } = await notFoundOnMissingReference(
    () => db.insertInto('spa_package_groups').values(values).returning('id').executeTakeFirstOrThrow(),
    groupReferences,
  );
  return findGroup(db, id);
}

/** PUT groups/{id}: the group's own fields (404 when there is no such group). */
export async function updateGroup(db: Kysely<Database>, id: number, input: GroupInput): Promise<SpaPackageGroup> {
  const values = await groupValues(db, input, id);
  const updated = await notFoundOnMissingReference(
    () => db.updateTable('spa_package_groups').set(values).where('id', '=', id).returning('id').executeTakeFirst(),
    groupReferences,
  );
  if (!updated) throw new NotFoundError(GROUP, id);
  return findGroup(db, id);
}

/** DELETE groups/{id}: its products (with their restrictions) and included services go with it (the foreign keys cascade). */
export async function deleteGroup(db: Kysely<Database>, id: number): Promise<void> {
  await deleteAndRenumber(db, POSITIONED.spaPackageGroups, (trx) =>
    deleteRow(trx, 'spa_package_groups', 'id', id, GROUP),
  );
}

/**
 * The parent product a product may have: another configured product of the same group, and not one of its own
 * descendants (a parent chain never loops). 400 naming the field otherwise.
 */
async function checkParent(db: Kysely<Database>, input: ProductInput): Promise<void> {
  const parentId = input.parentBrpProductId;
  if (parentId === null) return;
  const field = 'body.parentBrpProductId';
  if (parentId === input.brpProductId) throw new BadRequestError(field, 'field.ownParent');
  const rows = await db
    .selectFrom('spa_products')
    .select(['brp_product_id as id', 'parent_brp_product_id as parent'])
    .where('product_group_fk', '=', input.productGroupFk)
    .execute();
  const parentOf = new Map(rows.map((row) => [row.id, row.parent]));
  if (!parentOf.has(parentId))
    throw new BadRequestError(field, 'field.notInGroup', { id: parentId, group: input.productGroupFk });
  const seen = new Set<number>();
  for (
    let at: number | null | undefined = parentId;
    at !== null && at !== undefined && !seen.has(at);
    at = parentOf.get(at)
  ) {
    if (at === input.brpProductId) throw new BadRequestError(field, 'field.subProduct', { id: parentId });
    seen.add(at);
  }
}

/**
 * POST products/spaPackage: inserts or updates a spa product by brpProductId, with its restrictions, in one
 * transaction. The product must be one of the spa system (400 naming brpProductId), its group must exist (404).
 */
export async function saveSpaProduct(db: Kysely<Database>, spa: SpaCatalog, input: ProductInput): Promise<SpaProduct> {
  const known = spa.packageProducts().find((p) => p.brpProductId === input.brpProductId);
  if (!known) throw new BadRequestError('body.brpProductId', 'field.spaProductUnknown', { id: input.brpProductId });
  await requireGroup(db, input.productGroupFk);
  await checkParent(db, input);
  const { restrictions, ...fields } = input;
  const values = toColumns(product, { ...fields, brpProductNumber: known.brpProductNumber, displayName: known.name });
  const write = () =>
    inTransaction(db, async (trx) => {
      const { brp_product_id: _key, ...changes } = values;
      await trx
        .insertInto('spa_products')
        .values(values)
        .onConflict((oc) => oc.column('brp_product_id').doUpdateSet(changes))
        .execute();
      // Moved to another group: the products left behind no longer have it as their parent.
      await trx
        .updateTable('spa_products')
        .set({ parent_brp_product_id: null })
        .where('parent_brp_product_id', '=', input.brpProductId)
        .where('product_group_fk', '<>', input.productGroupFk)
        .execute();
      await saveRestrictions(trx, 'spaProduct', input.brpProductId, restrictions);
    });
  await notFoundOnMissingReference(write, { product_group_fk: GROUP });
  const saved = await readSpaProduct(db, input.brpProductId);
  if (!saved) throw new NotFoundError(PRODUCT, input.brpProductId);
  return saved;
}

/** DELETE products/{id}/spaPackage: the product and its restrictions; products that had it as parent have none after. */
export async function deleteSpaProduct(db: Kysely<Database>, brpProductId: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    await deleteOrNotFound(
      trx.deleteFrom('spa_products').where('brp_product_id', '=', brpProductId),
      PRODUCT,
      brpProductId,
    );
    await trx
      .updateTable('spa_products')
      .set({ parent_brp_product_id: null })
      .where('parent_brp_product_id', '=', brpProductId)
      .execute();
  });
}
