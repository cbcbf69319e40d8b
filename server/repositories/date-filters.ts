import type { Kysely } from 'kysely';
import type { Paged } from '../../contract/common.ts';
import type { DateFilter, dateFilterInputSchema } from '../../contract/date-filters.ts';
import type { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { ConflictError, NotFoundError, said } from '../http-errors.ts';
import {
  columnMap,
  conflictOnReferenced,
  deleteRow,
  findRow,
  pagedList,
  selection,
  toColumns,
  versionFields,
} from './helpers.ts';

const dateFilter = columnMap('date_filters', [
  'id',
  'name',
  'isAnnual',
  'dates',
  'daysOfWeek',
  'fromDate',
  'toDate',
  'hours',
  ...versionFields,
]);
const columns = selection(dateFilter);

/** One date filter as the lists answer it; undefined when there is none. */
export const findDateFilter = (db: Kysely<Database>, id: number) =>
  findRow<'date_filters', DateFilter>(db, 'date_filters', 'id', id, columns);

export async function listDateFilters(db: Kysely<Database>): Promise<DateFilter[]> {
  return db.selectFrom('date_filters').select(columns).orderBy('name').orderBy('id').execute();
}

export async function pagedDateFilters(
  db: Kysely<Database>,
  page: number,
  perPage: number,
): Promise<Paged<DateFilter>> {
  return pagedList(db.selectFrom('date_filters'), (q) => q.select(columns).orderBy('id'), page, perPage);
}

/** Inserts a date filter, or updates it when `id` is given (404 when there is no such filter). */
export async function saveDateFilter(
  db: Kysely<Database>,
  input: z.infer<typeof dateFilterInputSchema>,
): Promise<DateFilter> {
  const { id, ...fields } = input;
  const values = toColumns(dateFilter, {
    ...fields,
    dates: [...new Set(fields.dates)].sort(),
    daysOfWeek: [...new Set(fields.daysOfWeek)].sort(),
  });
  if (!id) return db.insertInto('date_filters').values(values).returning(columns).executeTakeFirstOrThrow();
  const row = await db
    .updateTable('date_filters')
    .set(values)
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('Date filter', id);
  return row;
}

/** Deletes a date filter no restriction uses (409 if one does, 404 if there is none). */
export async function deleteDateFilter(db: Kysely<Database>, id: number): Promise<void> {
  const message = said('dateFilterInUse');
  const used = await db.selectFrom('restrictions').select('id').where('date_filter_fk', '=', id).executeTakeFirst();
  if (used) throw new ConflictError(message);
  // A restriction saved since the check: the foreign key (ON DELETE RESTRICT) refuses the delete, a 409 as well.
  await conflictOnReferenced(() => deleteRow(db, 'date_filters', 'id', id, 'Date filter'), message);
}
