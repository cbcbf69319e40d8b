import { sql, type Kysely } from 'kysely';
import type { HistoryResource } from '../../contract/history.ts';
import type { Database } from '../db/schema.ts';
import { LOGGED } from './records.ts';

type Row = Record<string, unknown>;

/** A row of another table that refers to the record (a spa product of a spa package, a package an add-on is on...). */
export interface Dependent {
  /**
   * What hangs on the record (contract/revert-messages.ts): another record `added` to it ("a spa product was added to
   * Relax"), it `attached` to another ("Champagne was attached to a hotel package"), or `putToUse` otherwise; the kind
   * of that other record.
   */
  how: 'added' | 'attached' | 'putToUse';
  resource?: HistoryResource;
  /** Who made the newest of them, when (from the change log), if the log knows. */
  userName: string | null;
  at: string | null;
}

interface ForeignKey {
  child: string;
  childColumns: string[];
  parentColumns: string[];
}

/** The foreign keys that refer to `table`, as the database declares them. */
async function foreignKeysTo(db: Kysely<Database>, table: string): Promise<ForeignKey[]> {
  const found = await sql<ForeignKey>`SELECT c.conrelid::regclass::text AS "child",
      (SELECT array_agg(a.attname::text ORDER BY k.n) FROM unnest(c.conkey) WITH ORDINALITY k(attnum, n)
        JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum) AS "childColumns",
      (SELECT array_agg(a.attname::text ORDER BY k.n) FROM unnest(c.confkey) WITH ORDINALITY k(attnum, n)
        JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum) AS "parentColumns"
    FROM pg_constraint c WHERE c.contype = 'f' AND c.confrelid = ${table}::regclass ORDER BY c.conname`.execute(db);
  return found.rows;
}

/**
 * The first kind of row found that refers to the record `row` of `table` (any table, by the database's own foreign
 * keys), with who made the newest of them when the change log knows it: a record made and then used by someone
 * (a spa product added to a new spa package, a new add-on attached to a package, a new image on a room type) cannot
 * be taken back without taking their work with it. Undefined when nothing refers to it.
 */
export async function firstDependent(db: Kysely<Database>, table: string, row: Row): Promise<Dependent | undefined> {
  for (const fk of await foreignKeysTo(db, table)) {
    const refers = sql.join(
      fk.childColumns.map((column, i) => sql`${sql.ref(column)}::text = ${String(row[fk.parentColumns[i]!])}`),
      sql` AND `,
    );
    const child = fk.child;
    // The child is a record of its own: its newest entry says who made it.
    if (child in LOGGED) {
      const resource = child as HistoryResource;
      const key = LOGGED[resource].key;
      const found = await sql<{ userName: string | null; at: string | null }>`SELECT
          (SELECT l.user_name FROM change_log l WHERE l.resource = ${resource} AND l.record_id IN (SELECT ${sql.ref(key)}::text FROM ${sql.table(child)} WHERE ${refers}) ORDER BY l.id DESC LIMIT 1) AS "userName",
          (SELECT l.at FROM change_log l WHERE l.resource = ${resource} AND l.record_id IN (SELECT ${sql.ref(key)}::text FROM ${sql.table(child)} WHERE ${refers}) ORDER BY l.id DESC LIMIT 1) AS "at"
        WHERE EXISTS (SELECT 1 FROM ${sql.table(child)} WHERE ${refers})`.execute(db);
      const hit = found.rows[0];
      if (hit) return { how: 'added', resource, ...hit };
      continue;
    }
    // The child is an item of another record's list (a package's add-ons, a product's restrictions): that record's
    // entries say who attached it.
    const owners = Object.entries(LOGGED).flatMap(([resource, record]) =>
      Object.values(record.lists ?? {})
        .filter((list) => list.table === child && !fk.childColumns.includes(list.owner))
        .map((list) => ({ resource: resource as HistoryResource, owner: list.owner })),
    );
    const any = await sql`SELECT 1 FROM ${sql.table(child)} WHERE ${refers} LIMIT 1`.execute(db);
    if (any.rows.length === 0) continue;
    for (const { resource, owner } of owners) {
      const found = await sql<{ userName: string; at: string }>`SELECT l.user_name AS "userName", l.at AS "at"
        FROM change_log l WHERE l.resource = ${resource}
          AND l.record_id IN (SELECT ${sql.ref(owner)}::text FROM ${sql.table(child)} WHERE ${refers} AND ${sql.ref(owner)} IS NOT NULL)
        ORDER BY l.id DESC LIMIT 1`.execute(db);
      const hit = found.rows[0];
      if (hit) return { how: 'attached', resource, ...hit };
    }
    return { how: 'putToUse', userName: null, at: null };
  }
  return undefined;
}
