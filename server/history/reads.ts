import { sql, type Kysely, type Selectable } from 'kysely';
import type { ActivityPage, FieldChange, HistoryEntry, HistoryPage, HistoryResource } from '../../contract/history.ts';
import type { ChangeLogTable, Database } from '../db/schema.ts';
import { LOGGED } from './records.ts';

export type LogRow = Selectable<ChangeLogTable>;

/** `hotel_package_id` → `hotelPackageId`: the API's names for the columns the log keeps. */
const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/** An item of a list as the API names it: a row's columns by their API names, or the value itself. */
function apiItem(item: unknown): unknown {
  if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
  return Object.fromEntries(Object.entries(item).map(([key, value]) => [camel(key), value]));
}

function fieldChanges(changes: LogRow['changes']): FieldChange[] {
  return Object.entries(changes).map(([column, change]) =>
    'added' in change || 'removed' in change
      ? { field: camel(column), added: (change.added ?? []).map(apiItem), removed: (change.removed ?? []).map(apiItem) }
      : {
          field: camel(column),
          ...('before' in change ? { before: change.before } : {}),
          ...('after' in change ? { after: change.after } : {}),
        },
  );
}

/** The entries as the API gives them, each with the revert that put it back, if one did. */
async function entries(db: Kysely<Database>, rows: LogRow[]): Promise<HistoryEntry[]> {
  const ids = rows.map((row) => row.id);
  const reverts = ids.length
    ? await db
        .selectFrom('change_log')
        .select(['id', 'reverts', 'user_name', 'at'])
        .where('reverts', 'in', ids)
        .orderBy('id')
        .execute()
    : [];
  const revertedBy = new Map(reverts.map((r) => [r.reverts, { id: r.id, userName: r.user_name, at: r.at }]));
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    doneAt: row.done_at,
    userId: row.user_id,
    userName: row.user_name,
    resource: row.resource as HistoryResource,
    recordId: row.record_id,
    label: row.label,
    action: row.action,
    changes: fieldChanges(row.changes),
    reverts: row.reverts,
    revertedBy: revertedBy.get(row.id) ?? null,
  }));
}

/** Whether the record is there now. */
export async function recordExists(db: Kysely<Database>, resource: HistoryResource, id: string): Promise<boolean> {
  const { key } = LOGGED[resource];
  const found = await sql<{
    one: number;
  }>`SELECT 1 AS one FROM ${sql.table(resource)} WHERE ${sql.ref(key)}::text = ${id}`.execute(db);
  return found.rows.length > 0;
}

/** One record's history, newest first, a page at a time. */
export async function recordHistory(
  db: Kysely<Database>,
  resource: HistoryResource,
  id: string,
  page: number,
  perPage: number,
): Promise<HistoryPage> {
  const of = db.selectFrom('change_log').where('resource', '=', resource).where('record_id', '=', id);
  const [rows, total, exists] = await Promise.all([
    of
      .selectAll()
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    of.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    recordExists(db, resource, id),
  ]);
  return { items: await entries(db, rows), totalItems: Number(total.n), exists };
}

export interface ActivityFilter {
  page: number;
  itemsPerPage: number;
  person?: string;
  resource?: HistoryResource;
  from?: string;
  to?: string;
  q?: string;
}

/** `%`, `_` and `\` as themselves in a LIKE pattern. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Everything changed, newest first, by person, kind of record, time and words. */
export async function activity(db: Kysely<Database>, filter: ActivityFilter): Promise<ActivityPage> {
  let of = db.selectFrom('change_log');
  if (filter.person) of = of.where('user_id', '=', filter.person);
  if (filter.resource) of = of.where('resource', '=', filter.resource);
  if (filter.from) of = of.where('at', '>=', filter.from);
  if (filter.to) of = of.where('at', '<', filter.to);
  const words = filter.q?.trim();
  if (words) {
    const pattern = `%${literal(words)}%`;
    of = of.where((eb) =>
      eb.or([
        eb('label', 'ilike', pattern),
        eb('user_name', 'ilike', pattern),
        eb('record_id', 'ilike', pattern),
        eb(sql`changes::text`, 'ilike', pattern),
      ]),
    );
  }
  const [rows, total] = await Promise.all([
    of
      .selectAll()
      .orderBy('id', 'desc')
      .limit(filter.itemsPerPage)
      .offset((filter.page - 1) * filter.itemsPerPage)
      .execute(),
    of.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: await entries(db, rows), totalItems: Number(total.n) };
}

/** Everyone who has changed something, by name. */
export async function people(db: Kysely<Database>): Promise<Array<{ id: string; name: string }>> {
  const rows = await sql<{ id: string; name: string }>`
    SELECT DISTINCT ON (user_id) user_id AS id, user_name AS name FROM change_log ORDER BY user_id, id DESC`.execute(
    db,
  );
  return rows.rows.sort((a, b) => a.name.localeCompare(b.name));
}

/** One entry as the API gives it. */
export async function entryById(db: Kysely<Database>, id: number): Promise<HistoryEntry | undefined> {
  const row = await db.selectFrom('change_log').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await entries(db, [row]))[0] : undefined;
}
