import { isDeepStrictEqual } from 'node:util';
import type pg from 'pg';
import { LOGGED, STAMPS } from '../history/records.ts';
import type { Op } from './checker-ops.ts';

/**
 * The checker's database side (checker.test.ts): the state of every logged record and list, the change log replayed
 * over a snapshot, and the checks of what the clients were answered against what the database holds.
 */

type Row = Record<string, unknown>;
/** Every logged record (`to_jsonb(row) - STAMPS`, as revert.ts reads one) by resource and key, and every list's items. */
export interface State {
  records: Map<string, Map<string, Row>>;
  /** `resource/id/field` → the items (canonical JSON), in no order. */
  lists: Map<string, string[]>;
}
export interface Entry {
  id: number;
  resource: string;
  record_id: string;
  action: 'create' | 'update' | 'delete';
  changes: Record<string, { before?: unknown; after?: unknown; added?: unknown[]; removed?: unknown[] }>;
  reverts: number | null;
}
/** One committed write of a record, as the observer trigger saw it. */
interface Observed {
  seq: number;
  resource: string;
  record_id: string;
  version: number;
  xid: string;
}

/** JSON with its keys sorted: one text for one value. */
const canon = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
const listKey = (resource: string, id: string, field: string) => `${resource}/${id}/${field}`;
const isList = (change: Entry['changes'][string]) => 'added' in change || 'removed' in change;

/**
 * Bookings and discount codes do not all answer their version (a booking's answer has none): a trigger of the test's
 * own records the version of every committed write of both (rolled back with a write that is).
 */
export async function installObserver(db: pg.ClientBase): Promise<void> {
  await db.query(`
    CREATE TABLE checker_versions (seq bigserial PRIMARY KEY, resource text NOT NULL, record_id text NOT NULL,
      version integer NOT NULL, xid bigint NOT NULL DEFAULT txid_current());
    CREATE FUNCTION checker_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN
      INSERT INTO checker_versions (resource, record_id, version) VALUES (TG_TABLE_NAME, NEW.id::text, NEW.version);
      RETURN NULL; END $$;
    CREATE TRIGGER checker_version AFTER INSERT OR UPDATE ON bookings FOR EACH ROW EXECUTE FUNCTION checker_version();
    CREATE TRIGGER checker_version AFTER INSERT OR UPDATE ON discount_codes FOR EACH ROW EXECUTE FUNCTION checker_version();`);
}

/** Every logged record and list (`LOGGED`, server/history/records.ts), the log after `since`, the observed versions. */
export async function readAll(db: pg.ClientBase, since = 0) {
  await db.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
  try {
    const state: State = { records: new Map(), lists: new Map() };
    for (const [resource, record] of Object.entries(LOGGED)) {
      const { rows } = await db.query<{ row: Row }>(`SELECT to_jsonb(r) - $1::text[] AS row FROM ${resource} r`, [
        STAMPS,
      ]);
      state.records.set(resource, new Map(rows.map(({ row }) => [String(row[record.key]), row])));
      for (const [field, list] of Object.entries(record.lists ?? {})) {
        const item = list.item === '*' ? `to_jsonb(l) - $1::text[]` : `to_jsonb(l) -> '${list.item}'`;
        const found = await db.query<{ owner: string; item: unknown }>(
          `SELECT ${list.owner}::text AS owner, ${item} AS item FROM ${list.table} l WHERE ${list.owner} IS NOT NULL`,
          list.item === '*' ? [list.dropped] : [],
        );
        for (const row of found.rows) {
          const key = listKey(resource, row.owner, field);
          state.lists.set(key, [...(state.lists.get(key) ?? []), canon(row.item)]);
        }
      }
    }
    const log = await db.query<Entry>(
      `SELECT id::int, resource, record_id, action, changes, reverts::int FROM change_log WHERE id > $1 ORDER BY id`,
      [since],
    );
    const last = await db.query<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM change_log');
    const observed = await db.query<Observed>(
      `SELECT seq::int, resource, record_id, version, xid::text FROM checker_versions ORDER BY seq`,
    );
    return { state, log: log.rows, lastEntry: last.rows[0]!.id, observed: observed.rows };
  } finally {
    await db.query('COMMIT');
  }
}

const live = (b: Row) => b.status === 'Created' || b.status === 'Completed';
/** Numbered tables only: bar seats ("B1") are given shared on purpose. */
const numbered = (b: Row) => ((b.table_numbers as string[] | null) ?? []).filter((t) => /^\d+$/.test(t));
const slotOf = (b: Row) => `restaurant ${String(b.restaurant_id)} at ${String(b.booking_date_time)}`;

/** A numbered table held by two live parties of one slot: "table 3 of restaurant 1 at ...: bookings 12, 17". */
export function tableClashes(bookings: Iterable<Row>): string[] {
  const holders = new Map<string, string[]>();
  for (const b of bookings) {
    if (!live(b)) continue;
    for (const table of numbered(b)) {
      const key = `table ${table} of ${slotOf(b)}`;
      holders.set(key, [...(holders.get(key) ?? []), String(b.id)]);
    }
  }
  return [...holders].filter(([, ids]) => ids.length > 1).map(([key, ids]) => `${key}: bookings ${ids.join(', ')}`);
}

/**
 * The log's entries applied in id order over `start`: a create sets the entry's after values, an update each field's
 * after, a delete removes the record; a list's items added and removed. Each entry's before values must be the
 * record's as the replay has it (else an update was lost, or the log is out of order), and after each booking's
 * entry no numbered table of its slot may have two live parties (a table given twice, even for a moment).
 */
export function replay(start: State, log: Entry[], violations: string[]): State {
  const state: State = structuredClone(start);
  for (const entry of log) {
    const records = state.records.get(entry.resource);
    const at = `entry ${entry.id} (${entry.action} ${entry.resource}/${entry.record_id})`;
    if (!records) {
      violations.push(`${at}: a resource the checker does not know`);
      continue;
    }
    const fields = Object.entries(entry.changes).filter(([, change]) => !isList(change));
    const here = records.get(entry.record_id);
    if (entry.action === 'create') {
      if (here) violations.push(`${at}: made, but it was there already`);
      records.set(entry.record_id, Object.fromEntries(fields.map(([field, change]) => [field, change.after])));
    } else if (!here) {
      violations.push(`${at}: there was no such record before it`);
    } else {
      const moved = fields.filter(([field, change]) => !isDeepStrictEqual(here[field] ?? null, change.before ?? null));
      for (const [field, change] of moved) {
        violations.push(
          `${at}: ${field} before is ${canon(change.before)}, the record had ${canon(here[field])} (a lost update?)`,
        );
      }
      if (entry.action === 'delete') records.delete(entry.record_id);
      else for (const [field, change] of fields) here[field] = change.after;
    }
    for (const [field, change] of Object.entries(entry.changes).filter(([, c]) => isList(c))) {
      const key = listKey(entry.resource, entry.record_id, field);
      const items = [...(state.lists.get(key) ?? []), ...(change.added ?? []).map(canon)];
      for (const item of (change.removed ?? []).map(canon)) {
        const index = items.indexOf(item);
        if (index < 0) violations.push(`${at}: ${field} removed ${item}, which the list did not hold`);
        else items.splice(index, 1);
      }
      state.lists.set(key, items);
    }
    const booking = entry.resource === 'bookings' && records.get(entry.record_id);
    if (booking && live(booking)) {
      const slot = [...records.values()].filter((b) => slotOf(b) === slotOf(booking));
      for (const clash of tableClashes(slot)) violations.push(`after ${at}: ${clash}`);
    }
  }
  return state;
}

/** Where the replayed state and the database's differ: records missing, extra or with other values; lists. */
export function differences(replayed: State, actual: State): string[] {
  const found: string[] = [];
  for (const [resource, rows] of actual.records) {
    const expected = replayed.records.get(resource)!;
    for (const id of new Set([...rows.keys(), ...expected.keys()])) {
      const [want, have] = [expected.get(id), rows.get(id)];
      if (!want || !have)
        found.push(
          `${resource}/${id}: ${want ? 'missing' : 'there'}, the replayed log says ${want ? 'there' : 'gone'}`,
        );
      else if (canon(want) !== canon(have))
        found.push(`${resource}/${id}: the database has ${canon(have)}, the replayed log ${canon(want)}`);
    }
  }
  for (const key of new Set([...actual.lists.keys(), ...replayed.lists.keys()])) {
    const [want, have] = [[...(replayed.lists.get(key) ?? [])].sort(), [...(actual.lists.get(key) ?? [])].sort()];
    if (!isDeepStrictEqual(want, have))
      found.push(`${key}: the database has [${have.join()}], the replayed log [${want.join()}]`);
  }
  return found;
}

/**
 * Every acknowledged write present exactly once, none refused present at all: each walk-in's name, each code made or
 * renamed and each message set is a unique value, which must be the after of exactly one entry of its record (not
 * counting reverts, which put old values back) when the write was answered 200, of none when it was refused (4xx);
 * a record made and acknowledged is there unless its last entry is its delete. A stale edit must be refused.
 */
export function checkWrites(ops: Op[], log: Entry[], final: State): string[] {
  const found: string[] = [];
  const afters = new Map<string, string[]>();
  const last = new Map<string, Entry['action']>();
  for (const entry of log) {
    last.set(`${entry.resource}/${entry.record_id}`, entry.action);
    if (entry.reverts !== null) continue;
    for (const field of ['name', 'message', 'code']) {
      const after = entry.changes[field]?.after;
      if (typeof after === 'string') {
        const key = `${entry.resource}/${field}/${after}`;
        afters.set(key, [...(afters.get(key) ?? []), entry.record_id]);
      }
    }
  }
  const once = (op: Op, resource: string, field: string, value: string | undefined, id: number | undefined) => {
    if (value === undefined || op.answer.status === 0) return;
    const records = afters.get(`${resource}/${field}/${value}`) ?? [];
    const want = op.answer.status === 200 ? [String(id)] : [];
    if (!isDeepStrictEqual(records, want)) {
      found.push(
        `operation ${op.n} (${op.kind}, ${op.answer.status}): ${field} ${value} is the after of [${records.join()}]`,
      );
    }
  };
  const names = new Map<string, number>();
  for (const row of final.records.get('bookings')!.values())
    names.set(String(row.name), (names.get(String(row.name)) ?? 0) + 1);
  for (const [name, n] of names)
    if (n > 1 && name.startsWith('CK ')) found.push(`walk-in ${name} is stored ${n} times`);
  for (const op of ops) {
    const status = op.answer.status;
    if (![200, 404, 409, 412].includes(status))
      found.push(`operation ${op.n} (${op.kind}): ${status} ${canon(op.answer.body)}`);
    if (op.stale && status === 200) found.push(`operation ${op.n}: an edit based on a stale version was taken`);
    if (op.kind === 'walk-in') once(op, 'bookings', 'name', op.name, op.bookingId);
    if (op.kind === 'code-create' || op.kind === 'code-edit') once(op, 'discount_codes', 'code', op.code, op.codeId);
    if (op.kind === 'intents') once(op, 'bookings', 'message', op.message, op.bookingId);
    const made =
      op.kind === 'walk-in'
        ? ['bookings', op.bookingId]
        : op.kind === 'code-create'
          ? ['discount_codes', op.codeId]
          : undefined;
    if (made && status === 200) {
      const [resource, id] = [String(made[0]), String(made[1])];
      const there = final.records.get(resource)!.has(id);
      if (there === (last.get(`${resource}/${id}`) === 'delete')) {
        found.push(`operation ${op.n}: ${resource}/${id} acknowledged, ${there ? 'there though deleted' : 'missing'}`);
      }
    }
  }
  return found;
}

/**
 * Versions only go forward: per record, the versions its committed writes left (the observer's, the last of each
 * transaction, in the order the writes took the record's lock) strictly increase, across a delete and a re-creation
 * too; the versions acknowledged to the clients (codes' answers) are committed ones, no two alike, and a write
 * answered before another was sent has the lower one. (A link of a code to a hotel package does not move the
 * code's version: decision 027, links are not versioned, so their answers are not counted.)
 */
export function checkVersions(ops: Op[], observed: Observed[]): string[] {
  const found: string[] = [];
  const committed = new Map<string, Map<string, Observed>>();
  for (const row of observed) {
    const key = `${row.resource}/${row.record_id}`;
    const byTx = committed.get(key) ?? new Map<string, Observed>();
    byTx.set(row.xid, row);
    committed.set(key, byTx);
  }
  for (const [key, byTx] of committed) {
    const writes = [...byTx.values()].sort((a, b) => a.seq - b.seq);
    for (let i = 1; i < writes.length; i++) {
      if (writes[i]!.version <= writes[i - 1]!.version) {
        found.push(`${key}: version ${writes[i]!.version} committed after ${writes[i - 1]!.version}`);
      }
    }
  }
  const answered = ops
    .filter((op) => (op.kind === 'code-create' || op.kind === 'code-edit') && op.answer.status === 200)
    .map((op) => ({ op, ...(op.answer.body as { id: number; version: number }) }));
  for (const a of answered) {
    const versions = [...(committed.get(`discount_codes/${a.id}`)?.values() ?? [])].map((w) => w.version);
    if (!versions.includes(a.version))
      found.push(`operation ${a.op.n}: answered version ${a.version}, never committed`);
    for (const b of answered) {
      if (a.id !== b.id || a.op === b.op) continue;
      if (a.version === b.version && a.op.n < b.op.n)
        found.push(`operations ${a.op.n} and ${b.op.n}: both answered ${a.id} version ${a.version}`);
      else if (a.op.answer.end < b.op.answer.start && a.version > b.version)
        found.push(`operation ${b.op.n} answered version ${b.version} after ${a.op.n} had ${a.version}`);
    }
  }
  return found;
}
