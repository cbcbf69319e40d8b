import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryResource } from '../../contract/history.ts';
import { FIELD_LABELS, HISTORY_FIELDS, shownField, type FieldMap } from '../../contract/history-fields.ts';
import { testDatabases, type TestDatabase } from '../test/databases.ts';
import { LOGGED, STAMPS } from './records.ts';

/** `hotel_package_id` → `hotelPackageId`: the API's name of a column, as the log's reads give it (reads.ts). */
const camel = (name: string) => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * The field-name map (contract/history-fields.ts) against what the change log writes, read from the schema: every
 * column of every logged table but the stamps, every list kept on a record and every column of a list's item. A
 * column added by a migration fails here until the map says how a person reads it, or that it is internal.
 */
describe.each(testDatabases())('the field names of the change log on $name', ({ open }) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await open('migrated');
  });
  afterAll(async () => db?.cleanup());

  async function columnsOf(table: string, leftOut: readonly string[]): Promise<string[]> {
    const { rows } = await sql<{ column: string }>`
      SELECT column_name AS column FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = ${table}
      ORDER BY ordinal_position`.execute(db.db);
    expect(rows.length, `table ${table}`).toBeGreaterThan(0);
    return rows.map((row) => row.column).filter((column) => !leftOut.includes(column));
  }

  /** The fields the log writes of a resource, each with the items' fields of a list of rows. */
  async function loggedFields(resource: HistoryResource) {
    const record = LOGGED[resource];
    const fields = new Map<string, string[] | null>(
      (await columnsOf(resource, STAMPS)).map((column) => [camel(column), null]),
    );
    for (const [field, list] of Object.entries(record.lists ?? {})) {
      fields.set(field, list.item === '*' ? (await columnsOf(list.table, list.dropped)).map(camel) : null);
    }
    return fields;
  }

  const problems = (resource: string, map: FieldMap, fields: Map<string, string[] | null>): string[] => {
    const found: string[] = [];
    for (const [field, items] of fields) {
      const entry = shownField(map, field);
      if (entry === undefined) found.push(`${resource}.${field} has no entry`);
      else if (items) {
        const itemMap = entry?.items;
        if (!itemMap) found.push(`${resource}.${field} has no entry for its items`);
        else found.push(...problems(`${resource}.${field}`, itemMap, new Map(items.map((item) => [item, null]))));
      }
    }
    for (const field of Object.keys(map)) {
      if (!fields.has(field)) found.push(`${resource}.${field} is not logged: no such column or list`);
    }
    return found;
  };

  it('names every logged column and list (or says it is internal), and nothing the log does not write', async () => {
    const found: string[] = [];
    for (const resource of Object.keys(LOGGED) as HistoryResource[]) {
      found.push(...problems(resource, HISTORY_FIELDS[resource], await loggedFields(resource)));
    }
    expect(found).toEqual([]);
  });

  it('fails for a column the map does not name', async () => {
    const fields = await loggedFields('bookings');
    const { message: _dropped, ...withoutComment } = HISTORY_FIELDS.bookings;
    expect(problems('bookings', withoutComment, fields)).toEqual(['bookings.message has no entry']);
    expect(
      problems(
        'spa_products',
        { ...HISTORY_FIELDS.spa_products, restrictions: FIELD_LABELS.restrictions },
        await loggedFields('spa_products'),
      ),
    ).toEqual(['spa_products.restrictions has no entry for its items']);
  });
});
