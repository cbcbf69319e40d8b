import { isDeepStrictEqual } from 'node:util';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { HistoryResource } from '../../contract/history.ts';
import type { Database } from '../db/schema.ts';
import { ConflictError, instant, NotFoundError, said, type Said } from '../http-errors.ts';
import { guard, named, RevertRefusedError } from './revert-refused.ts';
import { lockRecordKey } from '../repositories/helpers.ts';
import { firstDependent } from './dependents.ts';
import { LOGGED, STAMPS, type ItemList, type LoggedRecord } from './records.ts';
import type { LogRow } from './reads.ts';

type Row = Record<string, unknown>;
type Change = LogRow['changes'][string];

const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
/** `active_to` → "active to": a field as a message names it (the console names it in the screen's own words). */
const spoken = (name: string) =>
  name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();

/** What was written: the record's row, and how it was before (for the live schedule's announcements). */
export interface Reverted {
  entry: LogRow;
  rows: Row[];
}

/**
 * Puts an entry's before values back as a new change, by `who`, in the request's transaction; the log records it
 * (as the revert of that entry) like any other change. Refused, with nothing changed, when a field it would put
 * back has changed since (its value is not the entry's after any more), as a stale version is refused
 * (docs/decisions/027-record-versions.md): a revert never overwrites a change it did not see.
 */
export async function revertEntry(db: Kysely<Database>, entryId: number, who: { name: string }): Promise<Reverted> {
  const entry = await db.selectFrom('change_log').selectAll().where('id', '=', entryId).executeTakeFirst();
  if (!entry) throw new NotFoundError('Change', entryId);
  const resource = entry.resource as HistoryResource;
  const record = LOGGED[resource];
  await sql`SELECT set_config('app.reverts', ${String(entryId)}, true)`.execute(db);
  // Locked against other changes of it; a creation's revert, which takes it away, against rows added under it too.
  const lock = entry.action === 'create' ? 'take' : 'change';
  const current = await rowOf(db, resource, record, entry.record_id, lock);
  const fields = Object.entries(entry.changes).filter(([, change]) => !isList(change));
  const lists = Object.entries(entry.changes).filter(([, change]) => isList(change));
  const rows: Row[] = current ? [current] : [];

  /** The last change of the record after this entry: who made it, when. */
  const lastChange = () =>
    db
      .selectFrom('change_log')
      .select(['user_name', 'at'])
      .where('resource', '=', resource)
      .where('record_id', '=', entry.record_id)
      .where('id', '>', entryId)
      .orderBy('id', 'desc')
      .executeTakeFirst();
  const refuse = async (message: Said): Promise<never> => {
    const last = await lastChange();
    throw new RevertRefusedError(message, {
      fields: [],
      changedBy: last?.user_name ?? null,
      changedAt: last?.at ?? null,
    });
  };
  const changedSince = async (changed: string[]): Promise<never> => {
    const last = await lastChange();
    const fields = { fields: changed.map(spoken).join(', '), count: changed.length };
    const message = last
      ? said('revert.changedBy', { ...fields, by: last.user_name, at: instant(last.at) })
      : said('revert.changed', fields);
    throw new RevertRefusedError(message, {
      fields: changed.map(camel),
      changedBy: last?.user_name ?? null,
      changedAt: last?.at ?? null,
    });
  };

  // The fields later entries of the record changed: read once, for its fields and its lists alike.
  const later = await laterChanges(db, resource, entry.record_id, entryId);

  if (entry.action === 'delete') {
    // Made again meanwhile under its key, or by another revert: the lock the versions' check takes for a record made.
    await lockRecordKey(db, resource, entry.record_id);
    if (current || (await rowOf(db, resource, record, entry.record_id, lock))) {
      return refuse(said('revert.thereAgain', named(entry.label)));
    }
    const before = Object.fromEntries(fields.map(([column, change]) => [column, change.before]));
    await guard(async () => restoreRow(db, resource, entry.record_id, before, who), entry.label);
  } else {
    if (!current) return refuse(said('revert.deletedSince', named(entry.label)));
    const changed = changedFields(entry.action, fields, current, later);
    if (changed.length) return changedSince(changed);
    if (entry.action === 'create') {
      // Taking a record back takes what hangs on it with it (the database's cascades): refused when anything does.
      const used = await firstDependent(db, resource, current);
      if (used) {
        const when =
          used.userName && used.at
            ? { when: 'known', by: used.userName, at: instant(used.at) }
            : { when: 'unknown', by: '', at: '' };
        const what = { ...named(entry.label), ...(used.resource ? { resource: used.resource } : {}), ...when };
        throw new RevertRefusedError(said(`revert.${used.how}`, what), {
          fields: [],
          changedBy: used.userName,
          changedAt: used.at,
        });
      }
      await guard(
        () => sql`DELETE FROM ${sql.table(resource)} WHERE ${keyIs(record, entry.record_id)}`.execute(db),
        entry.label,
      );
      return { entry, rows };
    }
    if (fields.length) {
      const columns = fields.map(([column]) => column);
      const before = Object.fromEntries(fields.map(([column, change]) => [column, change.before]));
      const set = sql.join(columns.map((c) => sql.ref(c)));
      const moved = record.versioned
        ? sql`, version = version + 1, updated_by = ${who.name}, updated_at = now()`
        : sql``;
      await guard(
        () =>
          sql`UPDATE ${sql.table(resource)} SET (${set}) = (SELECT ${set} FROM jsonb_populate_record(NULL::${sql.table(resource)}, ${JSON.stringify(before)}::jsonb))${moved}
          WHERE ${keyIs(record, entry.record_id)}`.execute(db),
        entry.label,
      );
    }
  }

  // The lists: an item added is taken out, one removed put back; refused if either has happened since.
  const changedLists: string[] = [];
  for (const [field, change] of lists) {
    const list = record.lists?.[field];
    if (!list) continue;
    if (later.has(field)) {
      changedLists.push(field);
      continue;
    }
    for (const item of change.added ?? []) {
      if (!(await takeItem(db, list, entry.record_id, item))) changedLists.push(field);
    }
    for (const item of change.removed ?? []) {
      if (await hasItem(db, list, entry.record_id, item)) changedLists.push(field);
      // Put back by someone else meanwhile (a link is unique): changed since.
      else if (!(await guard(() => putItem(db, list, entry.record_id, item, who), entry.label)))
        changedLists.push(field);
    }
  }
  if (changedLists.length) return changedSince([...new Set(changedLists)]);
  const now = await rowOf(db, resource, record, entry.record_id, lock);
  // What the record's own rules say of the values put back (a booking's tables in its slot).
  if (now) {
    await record.afterRevert?.(db, current, now).catch((err: unknown) => {
      if (!(err instanceof ConflictError) || err instanceof RevertRefusedError) throw err;
      // A table given to another party meanwhile (booking-tables.ts), said as the revert's refusal; anything else
      // the record's rules refuse, in their English words.
      throw new RevertRefusedError(
        err.said?.code === 'tableTaken'
          ? said('revert.tableTaken', err.said.values)
          : said('revert.because', { reason: `${err.message.charAt(0).toLowerCase()}${err.message.slice(1)}` }),
      );
    });
  }
  return { entry, rows: now ? [...rows, now] : rows };
}

/**
 * What changed since an entry, of what it would put back (docs/decisions/036): each of its fields and lists that a
 * later entry changed (even back to the same value: someone decided on it since), each field whose value is not the
 * entry's after any more (a write the log did not see: an administrator's SQL, the web checkout); and for a creation,
 * anything any later entry changed, lists included: taking the record back would take all of it.
 */
function changedFields(action: string, fields: Array<[string, Change]>, current: Row, later: Set<string>): string[] {
  const changed = fields
    .filter(
      ([column, change]) => later.has(column) || !isDeepStrictEqual(current[column] ?? null, change.after ?? null),
    )
    .map(([column]) => column);
  return action === 'create' ? [...new Set([...changed, ...later])] : changed;
}

/** The fields later entries of the record changed. */
async function laterChanges(db: Kysely<Database>, resource: string, id: string, after: number): Promise<Set<string>> {
  const rows = await db
    .selectFrom('change_log')
    .select('changes')
    .where('resource', '=', resource)
    .where('record_id', '=', id)
    .where('id', '>', after)
    .execute();
  return new Set(rows.flatMap((row) => Object.keys(row.changes)));
}

const isList = (change: Change) => 'added' in change || 'removed' in change;

const textArray = (names: readonly string[]) => sql`ARRAY[${sql.join(names.map((n) => sql.lit(n)))}]::text[]`;

function keyIs(record: LoggedRecord, id: string): RawBuilder<unknown> {
  return sql`${sql.ref(record.key)}::text = ${id}`;
}

/** The record as the log sees it (without who changed it when), locked for this transaction. */
async function rowOf(
  db: Kysely<Database>,
  resource: string,
  record: LoggedRecord,
  id: string,
  lock: 'change' | 'take',
): Promise<Row | undefined> {
  // 'change': FOR NO KEY UPDATE, which lets a row of a list be added under it meanwhile (its foreign key's check takes
  // KEY SHARE): with FOR UPDATE, that row's insert and this revert's own would wait for each other (a deadlock).
  // 'take' (the record deleted): FOR UPDATE, so a row added under it waits, then finds it gone (and is refused).
  const mode = lock === 'take' ? sql`FOR UPDATE` : sql`FOR NO KEY UPDATE`;
  const found = await sql<{ row: Row }>`SELECT to_jsonb(r) - ${textArray(STAMPS)} AS row FROM ${sql.table(resource)} r
    WHERE ${keyIs(record, id)} ${mode}`.execute(db);
  return found.rows[0]?.row;
}

async function columnsOf(db: Kysely<Database>, table: string): Promise<Set<string>> {
  const found = await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table}`.execute(db);
  return new Set(found.rows.map((r) => r.name));
}

/**
 * Puts a deleted record back as it was: its values, and who made it when, as its deletion left them
 * (`retired_records`, migration 012, which also continues its version from the deleted one's); the revert is its
 * latest change.
 */
async function restoreRow(db: Kysely<Database>, table: string, id: string, values: Row, who: { name: string }) {
  const retired = await db
    .selectFrom('retired_records')
    .select(['created_at', 'created_by'])
    .where('resource', '=', table)
    .where('record_id', '=', id)
    .executeTakeFirst();
  const columns = await columnsOf(db, table);
  const stamps: Row = {
    ...(retired?.created_by ? { created_by: retired.created_by } : {}),
    ...(retired?.created_at ? { created_at: retired.created_at } : {}),
    ...(columns.has('updated_by') ? { updated_by: who.name, updated_at: new Date().toISOString() } : {}),
  };
  await insertRow(db, table, { ...values, ...stamps }, who, columns);
}

/** `ON CONFLICT DO NOTHING`: an item of a list already there (put back meanwhile) is not an error but a refusal. */
const ITEM_ONCE = sql` ON CONFLICT DO NOTHING`;

/** Inserts `values` (columns of `table` only) as a row; who made it (unless `values` says), where the table keeps that. */
async function insertRow(
  db: Kysely<Database>,
  table: string,
  values: Row,
  who: { name: string },
  columns: Set<string>,
  onConflict = sql``,
): Promise<boolean> {
  const row: Row = { ...(columns.has('created_by') ? { created_by: who.name } : {}), ...values };
  const names = Object.keys(row).filter((name) => columns.has(name));
  const list = sql.join(names.map((c) => sql.ref(c)));
  const done =
    await sql`INSERT INTO ${sql.table(table)} (${list}) SELECT ${list} FROM jsonb_populate_record(NULL::${sql.table(table)}, ${JSON.stringify(row)}::jsonb)${onConflict}`.execute(
      db,
    );
  return Number(done.numAffectedRows ?? 0) > 0;
}

/** The condition "this row of the list is `item` of record `id`". */
function itemIs(list: ItemList, id: string, item: unknown): RawBuilder<unknown> {
  const json = JSON.stringify(item);
  const value = list.item === '*' ? sql`to_jsonb(l) - ${textArray(list.dropped)}` : sql`to_jsonb(l) -> ${list.item}`;
  return sql`${sql.ref(list.owner)}::text = ${id} AND ${value} = ${json}::jsonb`;
}

async function hasItem(db: Kysely<Database>, list: ItemList, id: string, item: unknown): Promise<boolean> {
  const found = await sql`SELECT 1 FROM ${sql.table(list.table)} l WHERE ${itemIs(list, id, item)} LIMIT 1`.execute(db);
  return found.rows.length > 0;
}

/** Takes one row that is `item` out of the list; false when there is none. */
async function takeItem(db: Kysely<Database>, list: ItemList, id: string, item: unknown): Promise<boolean> {
  const done = await sql`DELETE FROM ${sql.table(list.table)} WHERE ctid = (
    SELECT ctid FROM ${sql.table(list.table)} l WHERE ${itemIs(list, id, item)} LIMIT 1)`.execute(db);
  return Number(done.numAffectedRows ?? 0) > 0;
}

/** Puts an item back in its list; false when it is there already (put back by someone else meanwhile). */
async function putItem(db: Kysely<Database>, list: ItemList, id: string, item: unknown, who: { name: string }) {
  const values: Row =
    list.item === '*' ? { ...(item as Row), [list.owner]: id } : { [list.item]: item, [list.owner]: id };
  return insertRow(db, list.table, values, who, await columnsOf(db, list.table), ITEM_ONCE);
}
