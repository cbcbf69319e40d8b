import type { Kysely } from 'kysely';
import type { DateFilter } from '../../contract/date-filters.ts';
import type { Restriction } from '../../contract/restrictions.ts';
import type { Database } from '../db/schema.ts';

export const dateFilterColumns = [
  'id',
  'name',
  'is_annual as isAnnual',
  'dates',
  'days_of_week as daysOfWeek',
  'from_date as fromDate',
  'to_date as toDate',
  'hours',
] as const;

/** The restrictions of add-ons, by add-on, ordered by priority, each with its date filter. */
export async function addonRestrictions(db: Kysely<Database>, addonIds?: string[]): Promise<Map<string, Restriction[]>> {
  let query = db
    .selectFrom('restrictions')
    .select(['id', 'addon_fk', 'priority', 'is_global', 'is_product_available', 'date_filter_fk'])
    .where('addon_fk', 'is not', null)
    .orderBy('priority')
    .orderBy('id');
  if (addonIds) query = query.where('addon_fk', 'in', addonIds.length ? addonIds : ['']);
  const [rows, filters] = await Promise.all([query.execute(), db.selectFrom('date_filters').select(dateFilterColumns).execute()]);
  const byId = new Map<number, DateFilter>(filters.map((f) => [f.id, f]));
  const result = new Map<string, Restriction[]>();
  for (const row of rows) {
    const list = result.get(row.addon_fk ?? '') ?? [];
    list.push({
      id: row.id,
      priority: row.priority,
      isGlobal: row.is_global,
      isProductAvailable: row.is_product_available,
      isDeleted: false,
      dateFilter: row.date_filter_fk === null ? null : (byId.get(row.date_filter_fk) ?? null),
    });
    result.set(row.addon_fk ?? '', list);
  }
  return result;
}
