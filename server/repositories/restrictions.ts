import type { Kysely } from 'kysely';
import type { DateFilter } from '../../contract/date-filters.ts';
import type { Restriction, restrictionInputSchema } from '../../contract/restrictions.ts';
import type { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { BadRequestError, NotFoundError } from '../http-errors.ts';
import { listDateFilters } from './date-filters.ts';
import { columnMap, inTransaction, notFoundOnMissingReference, selection, toColumns } from './helpers.ts';

const restriction = columnMap('restrictions', ['id', 'addonFk', 'priority', 'isGlobal', 'isProductAvailable', 'dateFilterFk']);
const columns = selection(restriction);

/** The restrictions of add-ons, by add-on, ordered by priority, each with its date filter. */
export async function addonRestrictions(db: Kysely<Database>, addonIds?: string[]): Promise<Map<string, Restriction[]>> {
  let query = db.selectFrom('restrictions').select(columns).where('addon_fk', 'is not', null).orderBy('priority').orderBy('id');
  if (addonIds) query = query.where('addon_fk', 'in', addonIds.length ? addonIds : ['']);
  const [rows, filters] = await Promise.all([query.execute(), listDateFilters(db)]);
  const byId = new Map<number, DateFilter>(filters.map((f) => [f.id, f]));
  const result = new Map<string, Restriction[]>();
  for (const { addonFk, dateFilterFk, ...row } of rows) {
    const list = result.get(addonFk ?? '') ?? [];
    list.push({ ...row, isDeleted: false, dateFilter: dateFilterFk === null ? null : (byId.get(dateFilterFk) ?? null) });
    result.set(addonFk ?? '', list);
  }
  return result;
}

type Saved = z.infer<typeof restrictionInputSchema>;

/**
 * Saves an add-on's restrictions at once: new ones (id 0) inserted, changed ones updated, deleted ones removed.
 * Unknown date filters are a bad body; restrictions of another product are not found. A date filter or the add-on
 * deleted between these checks and the writes is a 404 naming it (the foreign keys decide).
 */
export async function saveAddonRestrictions(db: Kysely<Database>, clockId: string, restrictions: readonly Saved[]): Promise<Restriction[]> {
  const filterIds = new Set((await listDateFilters(db)).map((f) => f.id));
  const unknownFilters = restrictions.flatMap((r, i) =>
    r.dateFilterFk !== null && !filterIds.has(r.dateFilterFk)
      ? [{ field: `body.restrictions.${i}.dateFilterFk`, message: `date filter ${r.dateFilterFk} not found` }]
      : [],
  );
  if (unknownFilters.length) throw new BadRequestError(unknownFilters);
  const ownIds = new Set((await db.selectFrom('restrictions').select('id').where('addon_fk', '=', clockId).execute()).map((r) => r.id));
  const foreign = restrictions.find((r) => r.id > 0 && !ownIds.has(r.id));
  if (foreign) throw new NotFoundError('Restriction', foreign.id);
  const write = () => inTransaction(db, async (trx) => {
    for (const { id, isDeleted, ...fields } of restrictions) {
      if (id > 0 && isDeleted) {
        await trx.deleteFrom('restrictions').where('id', '=', id).where('addon_fk', '=', clockId).execute();
      } else if (id > 0) {
        await trx.updateTable('restrictions').set(toColumns(restriction, fields)).where('id', '=', id).where('addon_fk', '=', clockId).execute();
      } else if (!isDeleted) {
        await trx.insertInto('restrictions').values(toColumns(restriction, { ...fields, addonFk: clockId })).execute();
      }
    }
  });
  await notFoundOnMissingReference(write, { date_filter_fk: 'Date filter', addon_fk: 'Hotel package add-on' });
  return (await addonRestrictions(db, [clockId])).get(clockId) ?? [];
}
