import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { inTransaction } from './helpers.ts';

/**
 * The lists ordered by a position of their own (spec sections 3 and 4: "a new one gets the next position"): the
 * table, its key column and, for a list inside a parent (a group's included services), the column naming the
 * parent. Positions count from 1; the next is one after the list's last (1 for the first).
 */
export interface PositionedList {
  table: 'hotel_packages' | 'hotel_package_addons' | 'room_types' | 'spa_package_groups' | 'included_services';
  key: 'clock_id' | 'id';
  /** The parent's column and id, for a list inside a parent. */
  scope?: { column: 'product_group_fk'; id: number };
}

export const POSITIONED = {
  hotelPackages: { table: 'hotel_packages', key: 'clock_id' },
  addons: { table: 'hotel_package_addons', key: 'clock_id' },
  roomTypes: { table: 'room_types', key: 'clock_id' },
  spaPackageGroups: { table: 'spa_package_groups', key: 'id' },
  includedServices: (groupId: number): PositionedList => ({
    table: 'included_services',
    key: 'id',
    scope: { column: 'product_group_fk', id: groupId },
  }),
} as const satisfies Record<string, PositionedList | ((id: number) => PositionedList)>;

/** The tables are chosen by a value here: the queries are typed loosely and the signatures are the check. */
const loosely = (db: Kysely<Database>) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

/** The position after the list's last (1 for the first). */
export async function nextPosition(db: Kysely<Database>, list: PositionedList): Promise<number> {
  let query = loosely(db)
    .selectFrom(list.table)
    .select(sql<number>`coalesce(max(position), 0) + 1`.as('next'));
  if (list.scope) query = query.where(list.scope.column, '=', list.scope.id);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.next);
}

/**
 * The position a save gives: the one asked for; else the record's own (an update keeps its place), else the next
 * (a new record goes last).
 */
export async function positionToSave(
  db: Kysely<Database>,
  list: PositionedList,
  id: string | number | undefined,
  asked: number | null | undefined,
): Promise<number> {
  if (asked !== null && asked !== undefined) return asked;
  if (id !== undefined) {
    const own = await loosely(db).selectFrom(list.table).select('position').where(list.key, '=', id).executeTakeFirst();
    if (own) return Number(own.position);
  }
  return nextPosition(db, list);
}

/**
 * Numbers the list 1, 2, 3... in its order (position, then key), so a delete leaves no gap: after the first of
 * 1, 2, 3, 4 goes, the rest are 1, 2, 3. One statement; only rows whose position changes are written, and each is a
 * change like any other: its version moves on and it names the person whose request moved it (the change log names
 * them too), so a form opened on it before is refused its save (decision 027) instead of putting the old place back.
 */
export async function renumberPositions(db: Kysely<Database>, list: PositionedList): Promise<void> {
  const table = sql.table(list.table);
  const key = sql.ref(list.key);
  const scope = list.scope ? sql`WHERE ${sql.ref(list.scope.column)} = ${list.scope.id}` : sql``;
  await sql`
    UPDATE ${table} AS t
    SET position = numbered.place, version = t.version + 1, updated_at = now(),
      updated_by = coalesce(nullif(current_setting('app.user_name', true), ''), t.updated_by)
    FROM (SELECT ${key} AS key, row_number() OVER (ORDER BY position, ${key}) AS place FROM ${table} ${scope}) AS numbered
    WHERE t.${key} = numbered.key AND t.position <> numbered.place`.execute(db);
}

/** Deletes a record of a positioned list and numbers the rest without a gap, in one transaction. */
export async function deleteAndRenumber(
  db: Kysely<Database>,
  list: PositionedList | ((trx: Kysely<Database>) => Promise<PositionedList>),
  remove: (trx: Kysely<Database>) => Promise<void>,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    // A list inside a parent is found before the row that names the parent goes.
    const found = typeof list === 'function' ? await list(trx) : list;
    await remove(trx);
    await renumberPositions(trx, found);
  });
}
