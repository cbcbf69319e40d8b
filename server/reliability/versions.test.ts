import fc from 'fast-check';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.ts';
import { testDatabases } from '../test/databases.ts';
import { CSRF, useRoutedApp, type ApiRoute } from './api-routes.ts';
import { validValue } from './valid-values.ts';

/**
 * No write can overwrite a change it did not see (docs/decisions/027-record-versions.md), proven on every route of
 * the route table, as the server registered it: a route added tomorrow is in the list without anyone editing this
 * test. Every state-changing route declares a versioned record or why it needs none (the server does not start
 * otherwise); each versioned one, sent a version older than the record's, answers 412 with the record as it is now,
 * who changed it and when, and writes nothing; sent none, 428.
 */

const name = (route: ApiRoute) => `${route.method} ${route.url}`;

/**
 * A body the route takes (it must pass validation to reach the version check): the record as its read answers it,
 * field by field where the route's schema takes that field so, the rest from a valid value of the schema.
 */
function bodyFor(route: ApiRoute, record: Record<string, unknown>): unknown {
  if (!route.body) return undefined;
  const schema = route.bodySchema as z.core.$ZodType;
  const [sample] = fc.sample(validValue(route.body), { numRuns: 1, seed: 7 }) as [Record<string, unknown>];
  const body: Record<string, unknown> = { ...sample };
  const takes = (candidate: Record<string, unknown>, key: string) =>
    !(z.safeParse(schema, candidate).error?.issues ?? []).some((issue) => issue.path[0] === key);
  for (const [key, value] of Object.entries(record)) {
    if (!(key in (route.body.properties ?? {}))) continue;
    const candidate = { ...body, [key]: value };
    if (takes(candidate, key)) body[key] = value;
  }
  return body;
}
const loose = (db: Kysely<Database>) => db as unknown as Kysely<Record<string, Record<string, unknown>>>;

describe.each(testDatabases())('versions on every route, on $name', ({ open }) => {
  const ready = useRoutedApp(open, { sub: 'u-demo' });

  const writes = () => ready().routed.routes.filter((route) => route.method !== 'GET');

  it('every state-changing route says whether it writes a versioned record, and why not when it does not', () => {
    expect(writes().length).toBeGreaterThan(30);
    for (const route of writes()) {
      expect(Boolean(route.versioned) !== Boolean(route.unversioned), name(route)).toBe(true);
      if (route.unversioned) expect(route.unversioned.length, name(route)).toBeGreaterThan(8);
    }
  });

  it('a stale version is refused with 412, the record as it is now and who changed it, and nothing is written', async () => {
    const { routed, handle, token } = ready();
    const checked: string[] = [];
    for (const route of writes()) {
      const write = route.versioned;
      if (!write) continue;
      const db = loose(handle.db);
      const row = await db.selectFrom(write.table).selectAll().orderBy(write.key).limit(1).executeTakeFirst();
      expect(row, `${name(route)}: the seed has a row of ${write.table} to try it on`).toBeDefined();
      const id = row![write.key] as string | number;
      // Someone else changed it meanwhile: the version moves on, as their save would have moved it.
      await db
        .updateTable(write.table)
        .set({ version: sql`version + 1`, updated_by: 'Ola Hansen', updated_at: sql`now()` })
        .where(write.key, '=', id)
        .execute();
      const before = await db.selectFrom(write.table).selectAll().where(write.key, '=', id).executeTakeFirstOrThrow();
      const version = before.version as number;
      const record = (await write.load(handle.db, id as never)) as Record<string, unknown>;
      const url = route.url.replace(/:([A-Za-z0-9_]+)/g, () => encodeURIComponent(String(id)));
      const send = (ifMatch?: string) =>
        routed.app.inject({
          method: route.method,
          url,
          headers: {
            authorization: `Bearer ${token}`,
            [CSRF.header]: CSRF.value,
            ...(ifMatch ? { 'if-match': ifMatch } : {}),
          },
          cookies: { [CSRF.cookie]: CSRF.value },
          ...(route.body ? { payload: bodyFor(route, record) as object } : {}),
        });

      const stale = await send(`"${version - 1}"`);
      expect(stale.statusCode, `${name(route)} based on version ${version - 1}: ${stale.body}`).toBe(412);
      expect(stale.json(), name(route)).toMatchObject({
        message: 'Someone else changed this while you were editing. Nothing was saved.',
        current: JSON.parse(JSON.stringify(record)) as unknown,
        version,
        changedBy: 'Ola Hansen',
      });
      const none = await send();
      expect(none.statusCode, `${name(route)} with no version: ${none.body}`).toBe(428);
      const after = await db.selectFrom(write.table).selectAll().where(write.key, '=', id).executeTakeFirst();
      expect(after, `${name(route)} wrote nothing`).toEqual(before);
      checked.push(name(route));
    }
    expect(checked.length).toBeGreaterThan(20);
  });

  it('answers a single read with its version as the ETag', async () => {
    const { routed, token } = ready();
    const image = await routed.app.inject({
      method: 'GET',
      url: '/api/products/hotelPackage/HP1001',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers.etag).toBe(`"${image.json<{ version: number }>().version}"`);
  });
});
