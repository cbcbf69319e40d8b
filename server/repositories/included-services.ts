import type { Kysely } from 'kysely';
import type {
  IncludedService,
  includedServiceInputSchema,
  includedServicePositionsSchema,
} from '../../contract/spa.ts';
import type { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { BadRequestError, NotFoundError } from '../http-errors.ts';
import {
  columnMap,
  deleteRow,
  findRow,
  inTransaction,
  notFoundOnMissingReference,
  selection,
  toColumns,
  versionFields,
} from './helpers.ts';
import { deleteAndRenumber, nextPosition as nextInList, POSITIONED } from './positions.ts';
import { requireGroup } from './spa-packages.ts';

/** The included services of a spa package group (spec sections 3 and 4): an ordered list, by position. */
const service = columnMap('included_services', [
  'id',
  'productGroupFk',
  'title',
  'titleEn',
  'description',
  'descriptionEn',
  'position',
  ...versionFields,
]);
const columns = selection(service);
const WHAT = 'Included service';

/** One included service as the lists answer it; undefined when there is none. */
export const findIncludedService = (db: Kysely<Database>, id: number) =>
  findRow<'included_services', IncludedService>(db, 'included_services', 'id', id, columns);

/** The services of some groups, by group, then position (equal positions by id). */
async function servicesOf(db: Kysely<Database>, groupIds: readonly number[]): Promise<IncludedService[]> {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('included_services')
    .select(columns)
    .where('product_group_fk', 'in', [...groupIds])
    .orderBy('product_group_fk')
    .orderBy('position')
    .orderBy('id')
    .execute();
}

/** GET groups/{id}/included-services (404 when there is no such group). */
export async function listIncludedServices(db: Kysely<Database>, groupId: number): Promise<IncludedService[]> {
  await requireGroup(db, groupId);
  return servicesOf(db, [groupId]);
}

/** The position after the group's last service (1 for the first). */
const nextPosition = (db: Kysely<Database>, groupId: number) => nextInList(db, POSITIONED.includedServices(groupId));

/**
 * POST groups/included-services: inserts (id 0) or updates (id) a service. A new one without a position goes
 * after the group's last; an update without one keeps its place (or goes last in the group it moves to).
 */
export async function saveIncludedService(
  db: Kysely<Database>,
  input: z.infer<typeof includedServiceInputSchema>,
): Promise<IncludedService> {
  const { id, position, ...fields } = input;
  await requireGroup(db, fields.productGroupFk);
  const write = async (): Promise<IncludedService> => {
    if (id === 0) {
      const values = toColumns(service, {
        ...fields,
        position: position ?? (await nextPosition(db, fields.productGroupFk)),
      });
      return db.insertInto('included_services').values(values).returning(columns).executeTakeFirstOrThrow();
    }
    const existing = await db
      .selectFrom('included_services')
      .select(['product_group_fk as groupId', 'position'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!existing) throw new NotFoundError(WHAT, id);
    const kept =
      existing.groupId === fields.productGroupFk ? existing.position : await nextPosition(db, fields.productGroupFk);
    const values = toColumns(service, { ...fields, position: position ?? kept });
    const row = await db
      .updateTable('included_services')
      .set(values)
      .where('id', '=', id)
      .returning(columns)
      .executeTakeFirst();
    if (!row) throw new NotFoundError(WHAT, id);
    return row;
  };
  // The group deleted between the check and the write: a 404 naming it.
  return notFoundOnMissingReference(write, { product_group_fk: 'Spa package group' });
}

/** DELETE groups/included-services/{id}: the group's other services are numbered again 1, 2, 3... without a gap. */
export async function deleteIncludedService(db: Kysely<Database>, id: number): Promise<void> {
  const groupOf = async (trx: Kysely<Database>) => {
    const row = await trx
      .selectFrom('included_services')
      .select('product_group_fk')
      .where('id', '=', id)
      .executeTakeFirst();
    // None: the delete below answers the 404; there is nothing to number again.
    return POSITIONED.includedServices(row?.product_group_fk ?? 0);
  };
  await deleteAndRenumber(db, groupOf, (trx) => deleteRow(trx, 'included_services', 'id', id, WHAT));
}

/**
 * POST groups/included-services/position: sets the positions given (moving one up or down swaps it with its
 * neighbour), all or none. Answers the services of the groups concerned, in their new order.
 */
export async function setIncludedServicePositions(
  db: Kysely<Database>,
  list: z.infer<typeof includedServicePositionsSchema>,
): Promise<IncludedService[]> {
  const firstIndex = new Map<number, number>();
  list.forEach(({ id }, i) => {
    if (firstIndex.has(id)) throw new BadRequestError(`body.${i}.id`, 'field.listedTwice', { id });
    firstIndex.set(id, i);
  });
  const groups = await inTransaction(db, async (trx) => {
    const touched = new Set<number>();
    for (const { id, position } of list) {
      const row = await trx
        .updateTable('included_services')
        .set({ position })
        .where('id', '=', id)
        .returning('product_group_fk')
        .executeTakeFirst();
      if (!row) throw new NotFoundError(WHAT, id);
      touched.add(row.product_group_fk);
    }
    return [...touched];
  });
  return servicesOf(db, groups);
}

/**
 * POST groups/included-services/copy: the source group's services, in their order, appended to the destination's
 * (positions after its last). Answers the destination's services.
 */
export async function copyIncludedServices(
  db: Kysely<Database>,
  sourceId: number,
  destinationId: number,
): Promise<IncludedService[]> {
  await requireGroup(db, sourceId);
  await requireGroup(db, destinationId);
  const write = () =>
    inTransaction(db, async (trx) => {
      const source = await servicesOf(trx, [sourceId]);
      if (source.length === 0) return;
      const start = await nextPosition(trx, destinationId);
      await trx
        .insertInto('included_services')
        .values(
          // The copies are new records: their own ids and versions (1), none of the source's.
          source.map(({ title, titleEn, description, descriptionEn }, i) =>
            toColumns(service, {
              title,
              titleEn,
              description,
              descriptionEn,
              productGroupFk: destinationId,
              position: start + i,
            }),
          ),
        )
        .execute();
    });
  await notFoundOnMissingReference(write, { product_group_fk: 'Spa package group' });
  return servicesOf(db, [destinationId]);
}
