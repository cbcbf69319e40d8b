import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { literal, SENT_WITH_NEXT } from '../db/statements.ts';
import { nameTheWriter } from '../history/writer.ts';
import { testDatabases, type TestDatabase } from '../test/databases.ts';
import { claimKey, storeAnswer } from './idempotency.ts';

describe.each(testDatabases())('a write on $name, sent as statements.ts sends it', ({ open }) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await open('migrated');
  });
  afterAll(async () => handle?.cleanup());

  it('names the writer and claims the key with the begin, stores the answer with the commit, quotes every value', async () => {
    const key = randomUUID();
    const name = String.raw`O'Brien \ "Ø" \x41`;
    const trx = await handle.db.startTransaction().execute();
    expect(await nameTheWriter(trx, { id: 'u-1', name }, {}, claimKey(key, 'u-1', 'hash', 1_000))).toBe(true);
    const { rows } = await sql<{ who: string }>`SELECT current_setting('app.user_name') AS who`.execute(trx);
    expect(rows[0]!.who).toBe(name);
    const body = JSON.stringify({ name, note: 'a "quoted" \\ backslash' });
    await storeAnswer(trx, key, 'u-1', 201, body);
    await trx.commit().execute();
    const stored = await sql<{ status_code: number; response_body: string }>`
      SELECT status_code, response_body FROM idempotency_keys WHERE key = ${key}`.execute(handle.db);
    expect(stored.rows).toEqual([{ status_code: 201, response_body: body }]);
  });

  it('a statement held for the commit that fails fails the commit: nothing is kept, and the connection serves on', async () => {
    const key = randomUUID();
    const trx = await handle.db.startTransaction().execute();
    await nameTheWriter(trx, { id: 'u-2', name: 'Kari' }, {}, claimKey(key, 'u-2', 'hash'));
    await sql`${sql.raw(SENT_WITH_NEXT)}SELECT 1 / ${literal('0')}::int`.execute(trx);
    await expect(trx.commit().execute()).rejects.toThrow(/division by zero/);
    await trx.rollback().execute();
    const kept = await sql`SELECT 1 FROM idempotency_keys WHERE key = ${key}`.execute(handle.db);
    expect(kept.rows).toEqual([]);
    // Every connection of the pool is out of its transaction: a statement outside one runs.
    const runs = await Promise.all(
      Array.from({ length: 3 }, () => sql<{ one: number }>`SELECT 1 AS one`.execute(handle.db)),
    );
    expect(runs.map((run) => run.rows[0]!.one)).toEqual([1, 1, 1]);
  });
});
