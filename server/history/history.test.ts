import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { DiscountCode } from '../../contract/codes.ts';
import type { ActivityPage, HistoryEntry, HistoryPage } from '../../contract/history.ts';
import { useTestApp, type TestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';
import { LOGGED, STAMPS } from './records.ts';
import { forgetOldChanges } from './retention.ts';

const KARI = { as: 'u-demo', asName: 'Kari Nordmann' };
const OLA = { as: 'u-host', asName: 'Ola Hansen' };

let codes = 0;
const newCode = (fields: Partial<DiscountCode> = {}) => ({
  code: `HIST${Date.now().toString(36).toUpperCase()}${++codes}`,
  amount: 10,
  daysOfWeek: [0, 1, 2, 3, 4, 5, 6],
  ...fields,
});

/** Sends as `who` (Kari unless told) with a JSON body and, when given, the version it is based on. */
async function send(
  t: TestApp,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: object,
  { who = KARI, version, headers = {} }: { who?: typeof KARI; version?: number; headers?: Record<string, string> } = {},
) {
  return t.call({
    ...who,
    method,
    url: `/api/${url}`,
    ...(body ? { payload: body } : {}),
    headers: { ...(version ? { 'if-match': `"${version}"` } : {}), ...headers },
  });
}

const historyOf = (t: TestApp, resource: string, id: string | number, query = '') =>
  t.get<HistoryPage>(`history/${resource}/${id}${query}`);

describe.each(testDatabases())('change log on $name', ({ open }) => {
  const t = useTestApp(open);

  async function makeCode(fields: Partial<DiscountCode> = {}) {
    const made = await send(t, 'POST', 'discount-codes', newCode(fields));
    expect(made.statusCode, made.body).toBe(200);
    return made.json<DiscountCode>();
  }

  it("keeps two people's changes of one record, newest first, with who, when, and each field before and after", async () => {
    const code = await makeCode();
    const first = await send(
      t,
      'PUT',
      'discount-codes',
      { ...newCode(), code: code.code, id: code.id, amount: 25 },
      { version: code.version },
    );
    expect(first.statusCode, first.body).toBe(200);
    const second = await send(
      t,
      'PUT',
      'discount-codes',
      { ...newCode(), code: code.code, id: code.id, amount: 100 },
      { who: OLA, version: code.version + 1 },
    );
    expect(second.statusCode, second.body).toBe(200);

    const history = await historyOf(t, 'discount_codes', code.id);
    expect(history.exists).toBe(true);
    expect(history.totalItems).toBe(3);
    const [byOla, byKari, made] = history.items;
    expect(byOla).toMatchObject({
      userId: 'u-host',
      userName: 'Ola Hansen',
      action: 'update',
      label: code.code,
      changes: [{ field: 'amount', before: 25, after: 100 }],
      doneAt: null,
      reverts: null,
      revertedBy: null,
    });
    expect(byKari).toMatchObject({ userName: 'Kari Nordmann', changes: [{ field: 'amount', before: 10, after: 25 }] });
    expect(made).toMatchObject({ action: 'create', userName: 'Kari Nordmann' });
    expect(made?.changes).toContainEqual({ field: 'code', after: code.code });
    expect(Date.parse(byOla!.at)).toBeGreaterThanOrEqual(Date.parse(made!.at));
    // What a transaction remembers of its entries is one setting, not one per record the connection has changed.
    const settings = await sql<{
      n: number;
    }>`SELECT count(*)::int AS n FROM pg_settings WHERE name LIKE 'app.change_log%'`.execute(t.handle.db);
    expect(settings.rows[0]!.n).toBeLessThanOrEqual(1);
  });

  it("logs a list's items added and removed on the record they belong to", async () => {
    const code = await makeCode();
    expect(
      (await send(t, 'POST', `discount-codes/${code.id}/hotel-packages`, { hotelPackageId: 'HP1001' })).statusCode,
    ).toBe(200);
    expect(
      (await send(t, 'DELETE', `discount-codes/${code.id}/hotel-packages/HP1001`, undefined, { who: OLA })).statusCode,
    ).toBe(200);
    const { items } = await historyOf(t, 'discount_codes', code.id);
    expect(items[0]).toMatchObject({
      userName: 'Ola Hansen',
      changes: [{ field: 'hotelPackages', added: [], removed: ['HP1001'] }],
    });
    expect(items[1]).toMatchObject({
      userName: 'Kari Nordmann',
      changes: [{ field: 'hotelPackages', added: ['HP1001'], removed: [] }],
    });
  });

  it('records nothing for a refused write, nor for one that fails after its change (one transaction)', async () => {
    const code = await makeCode();
    const stale = await send(
      t,
      'PUT',
      'discount-codes',
      { ...newCode(), code: code.code, id: code.id, amount: 50 },
      { version: code.version + 5 },
    );
    expect(stale.statusCode).toBe(412);
    const invalid = await send(
      t,
      'PUT',
      'discount-codes',
      { ...newCode(), code: code.code, id: code.id, amount: 500 },
      { version: code.version },
    );
    expect(invalid.statusCode).toBe(400);

    // A failure after the row has changed, in the same request: the change and its entry go together.
    await sql`CREATE FUNCTION fail_after_change() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'failed after the change'; END; $$`.execute(t.handle.db);
    await sql`CREATE TRIGGER fail_after_change AFTER INSERT ON discount_code_hotel_packages
      FOR EACH ROW EXECUTE FUNCTION fail_after_change()`.execute(t.handle.db);
    try {
      const failed = await send(t, 'POST', `discount-codes/${code.id}/hotel-packages`, { hotelPackageId: 'HP1001' });
      expect(failed.statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER fail_after_change ON discount_code_hotel_packages`.execute(t.handle.db);
      await sql`DROP FUNCTION fail_after_change()`.execute(t.handle.db);
    }
    const history = await historyOf(t, 'discount_codes', code.id);
    expect(history.items.map((e) => e.action)).toEqual(['create']);
    const stored = (await t.get<DiscountCode[]>('discount-codes')).find((c) => c.id === code.id);
    expect(stored).toMatchObject({ amount: 10, hotelPackages: [] });
  });

  it('reverts an entry as a new change by the person who reverted, and refuses once its fields changed since', async () => {
    const code = await makeCode({ amount: 15 });
    await send(
      t,
      'PUT',
      'discount-codes',
      { ...newCode(), code: code.code, id: code.id, amount: 100 },
      { who: OLA, version: code.version },
    );
    const [changed] = (await historyOf(t, 'discount_codes', code.id)).items;

    const reverted = await send(t, 'POST', `history/entries/${changed!.id}/revert`);
    expect(reverted.statusCode, reverted.body).toBe(200);
    const entry = reverted.json<HistoryEntry>();
    expect(entry).toMatchObject({
      userName: 'Kari Nordmann',
      reverts: changed!.id,
      changes: [{ field: 'amount', before: 100, after: 15 }],
    });
    const stored = (await t.get<DiscountCode[]>('discount-codes')).find((c) => c.id === code.id)!;
    expect(stored).toMatchObject({ amount: 15, version: code.version + 2, updatedBy: 'Kari Nordmann' });
    const history = await historyOf(t, 'discount_codes', code.id);
    expect(history.items.find((e) => e.id === changed!.id)?.revertedBy).toMatchObject({
      id: entry.id,
      userName: 'Kari Nordmann',
    });

    // The amount has changed since Ola's entry (by the revert): putting his before back again is refused.
    const again = await send(t, 'POST', `history/entries/${changed!.id}/revert`, undefined, { who: OLA });
    expect(again.statusCode).toBe(409);
    const refused = again.json<{ message: string; fields: string[]; changedBy: string }>();
    expect(refused.message).toMatch(/^Not reverted: amount was changed since, by Kari Nordmann at \d\d:\d\d\.$/);
    expect(refused).toMatchObject({ fields: ['amount'], changedBy: 'Kari Nordmann' });
    expect((await t.get<DiscountCode[]>('discount-codes')).find((c) => c.id === code.id)?.amount).toBe(15);
    expect((await historyOf(t, 'discount_codes', code.id)).totalItems).toBe(history.totalItems);
  });

  it("keeps a deleted record's history, and a revert of the delete puts it back with its lists", async () => {
    const code = await makeCode({ amount: 33 });
    await send(t, 'POST', `discount-codes/${code.id}/hotel-packages`, { hotelPackageId: 'HP1001' });
    // A code's hotel packages are links of their own: adding one does not move the code's version.
    const del = await send(t, 'DELETE', `discount-codes/${code.id}`, undefined, { version: code.version });
    expect(del.statusCode, del.body).toBe(200);
    const gone = await historyOf(t, 'discount_codes', code.id);
    expect(gone.exists).toBe(false);
    expect(gone.items[0]).toMatchObject({ action: 'delete', label: code.code });
    expect(gone.items[0]?.changes).toContainEqual({ field: 'amount', before: 33 });
    expect(gone.items[0]?.changes).toContainEqual({ field: 'hotelPackages', added: [], removed: ['HP1001'] });

    const back = await send(t, 'POST', `history/entries/${gone.items[0]!.id}/revert`, undefined, { who: OLA });
    expect(back.statusCode, back.body).toBe(200);
    const restored = (await t.get<DiscountCode[]>('discount-codes')).find((c) => c.id === code.id);
    expect(restored).toMatchObject({
      code: code.code,
      amount: 33,
      hotelPackages: [expect.objectContaining({ clockId: 'HP1001' })],
      // Who made it and when stay Kari's; the revert is Ola's change; its version goes on from the deleted one's
      // (the delete moved it to 2), never back to 1.
      createdBy: 'Kari Nordmann',
      createdAt: code.createdAt,
      updatedBy: 'Ola Hansen',
      version: code.version + 2,
    });
    expect((await historyOf(t, 'discount_codes', code.id)).exists).toBe(true);
    // A form loaded before the delete (version 1) is refused, not saved over the record put back.
    const stale = await send(
      t,
      'PUT',
      'discount-codes',
      { ...newCode(), code: code.code, id: code.id, amount: 99 },
      { version: code.version },
    );
    expect(stale.statusCode, stale.body).toBe(412);
    expect(stale.json()).toMatchObject({ version: code.version + 2, changedBy: 'Ola Hansen' });
  });

  it('continues the version of a record made again under its key after a delete: an old form is refused', async () => {
    const group = (await send(t, 'POST', 'groups', { name: 'Versjoner' })).json<{ id: number; version: number }>();
    const save = (version?: number, fields: object = {}) =>
      send(t, 'POST', 'products/spaPackage', { brpProductId: 5005, productGroupFk: group.id, ...fields }, { version });
    const made = await save();
    expect(made.statusCode, made.body).toBe(200);
    const first = made.json<{ version: number }>().version;
    const edited = await save(first, { isHighlighted: true });
    expect(edited.statusCode, edited.body).toBe(200);
    const gone = await send(t, 'DELETE', 'products/5005/spaPackage', undefined, { version: first + 1 });
    expect(gone.statusCode, gone.body).toBe(200);
    const again = await save(undefined, {});
    expect(again.statusCode, again.body).toBe(200);
    // The deleted one reached first + 2 (the delete moves it on): the one made again goes on from there.
    expect(again.json<{ version: number }>().version).toBe(first + 3);
    // Versions 1, 2 and 3 were the deleted record's: a form loaded at any of them is refused.
    for (const version of [first, first + 1, first + 2]) {
      expect((await save(version, { isHighlighted: false })).statusCode).toBe(412);
    }
  });

  it('refuses to revert a creation once anything changed since: its lists, or records that hang on it', async () => {
    // A discount code, and a hotel package attached to it since by Ola (a change of its list).
    const code = await makeCode();
    const [made] = (await historyOf(t, 'discount_codes', code.id)).items;
    await send(t, 'POST', `discount-codes/${code.id}/hotel-packages`, { hotelPackageId: 'HP1001' }, { who: OLA });
    const codeRevert = await send(t, 'POST', `history/entries/${made!.id}/revert`);
    expect(codeRevert.statusCode, codeRevert.body).toBe(409);
    const codeRefused = codeRevert.json<{ message: string; fields: string[]; changedBy: string }>();
    expect(codeRefused.message).toMatch(
      /^Not reverted: hotel packages was changed since, by Ola Hansen at \d\d:\d\d\.$/,
    );
    expect(codeRefused).toMatchObject({ fields: ['hotelPackages'], changedBy: 'Ola Hansen' });
    expect((await t.get<DiscountCode[]>('discount-codes')).find((c) => c.id === code.id)?.hotelPackages).toHaveLength(
      1,
    );

    // A spa package, and a spa product added to it since by Ola (a record of its own that hangs on it).
    const group = (await send(t, 'POST', 'groups', { name: 'Ny pakke' })).json<{ id: number }>();
    const [groupMade] = (await historyOf(t, 'spa_package_groups', group.id)).items;
    const product = await send(
      t,
      'POST',
      'products/spaPackage',
      { brpProductId: 5006, productGroupFk: group.id },
      { who: OLA },
    );
    expect(product.statusCode, product.body).toBe(200);
    const groupRevert = await send(t, 'POST', `history/entries/${groupMade!.id}/revert`);
    expect(groupRevert.statusCode, groupRevert.body).toBe(409);
    const groupRefused = groupRevert.json<{ message: string; changedBy: string }>();
    expect(groupRefused.message).toMatch(
      /^Not reverted: a spa product was added to Ny pakke since, by Ola Hansen at \d\d:\d\d\.$/,
    );
    expect(groupRefused.changedBy).toBe('Ola Hansen');
    const groups = await t.get<Array<{ id: number; products: Array<{ brpProductId: number }> }>>('products/spaPackage');
    expect(groups.find((g) => g.id === group.id)?.products.map((p) => p.brpProductId)).toEqual([5006]);

    // Nothing hangs on it and nothing changed: the creation is taken back.
    const lone = await makeCode();
    const [loneMade] = (await historyOf(t, 'discount_codes', lone.id)).items;
    expect((await send(t, 'POST', `history/entries/${loneMade!.id}/revert`)).statusCode).toBe(200);
    expect((await t.get<DiscountCode[]>('discount-codes')).find((c) => c.id === lone.id)).toBeUndefined();
  });

  it('a revert putting a package back on a code, at the same moment as someone attaching it: one of them, never a 500', async () => {
    // Found by the concurrent checker (docs/reliability.md): the revert held the code FOR UPDATE, the attach's link
    // waited for it (its foreign key), the revert's link for the attach's: a deadlock, answered 500.
    for (let round = 0; round < 12; round++) {
      const code = await makeCode();
      await send(t, 'POST', `discount-codes/${code.id}/hotel-packages`, { hotelPackageId: 'HP1001' });
      await send(t, 'DELETE', `discount-codes/${code.id}/hotel-packages/HP1001`);
      const [removed] = (await historyOf(t, 'discount_codes', code.id)).items;
      const [revert, attach] = await Promise.all([
        send(t, 'POST', `history/entries/${removed!.id}/revert`),
        send(t, 'POST', `discount-codes/${code.id}/hotel-packages`, { hotelPackageId: 'HP1001' }, { who: OLA }),
      ]);
      expect([revert.statusCode, attach.statusCode].sort(), `${revert.body} ${attach.body}`).toEqual(
        revert.statusCode === 200 && attach.statusCode === 200 ? [200, 200] : [200, 409],
      );
      const stored = (await t.get<DiscountCode[]>('discount-codes')).find((c) => c.id === code.id);
      expect(stored?.hotelPackages.map((p) => p.clockId)).toEqual(['HP1001']);
    }
  });

  it("logs every column each record's table has now (its function is made from its columns: change_log_attach)", async () => {
    const { rows } = await sql<{ table: string; column: string; source: string }>`
      SELECT c.table_name AS table, quote_ident(c.column_name) AS column, p.prosrc AS source
      FROM information_schema.columns c
      JOIN pg_proc p ON p.proname = 'change_log_' || c.table_name
      WHERE c.table_schema = current_schema() AND c.table_name IN (${sql.join(Object.keys(LOGGED))})
        AND c.column_name NOT IN (${sql.join([...STAMPS])})`.execute(t.handle.db);
    // Every record but a restaurant, which is logged for its blocked slots only (a list: change_log_item).
    expect(new Set(rows.map((row) => row.table))).toEqual(
      new Set(Object.keys(LOGGED).filter((name) => name !== 'restaurants')),
    );
    const missed = rows.filter((row) => !row.source.includes(`OLD.${row.column} IS DISTINCT FROM NEW.${row.column}`));
    expect(missed.map((row) => `${row.table}.${row.column}`)).toEqual([]);
  });

  it('no route, and no query, changes or deletes an entry once written', async () => {
    const code = await makeCode();
    const [entry] = (await historyOf(t, 'discount_codes', code.id)).items;
    // The only state-changing route of the log makes a new entry.
    const routes = t.app.printRoutes({ commonPrefix: false });
    expect(routes).toMatch(/history/);
    for (const statement of [
      sql`UPDATE change_log SET user_name = 'Mallory' WHERE id = ${entry!.id}`,
      sql`DELETE FROM change_log WHERE id = ${entry!.id}`,
      sql`TRUNCATE change_log`,
    ]) {
      await expect(statement.execute(t.handle.db)).rejects.toThrow(/change log/);
    }
    expect((await historyOf(t, 'discount_codes', code.id)).items[0]).toEqual(entry);
  });

  it('keeps when a change queued on a tablet was made there (Done-At, alone or in a batch), and refuses a malformed or out-of-bounds one', async () => {
    const code = await makeCode();
    const ago = (minutes: number) => new Date(Math.floor(Date.now() / 60_000 - minutes) * 60_000).toISOString();
    const doneAt = ago(90);
    const alone = await send(
      t,
      'PUT',
      'discount-codes',
      { ...newCode(), code: code.code, id: code.id, amount: 20 },
      { version: code.version, headers: { 'done-at': doneAt } },
    );
    expect(alone.statusCode, alone.body).toBe(200);
    expect((await historyOf(t, 'discount_codes', code.id)).items[0]?.doneAt).toBe(doneAt);

    const batch = await send(t, 'POST', 'batch', {
      requests: [
        {
          method: 'POST',
          url: `/api/discount-codes/${code.id}/hotel-packages`,
          body: { hotelPackageId: 'HP1001' },
          idempotencyKey: crypto.randomUUID(),
          doneAt: ago(89),
        },
      ],
    });
    expect(batch.statusCode, batch.body).toBe(200);
    expect((await historyOf(t, 'discount_codes', code.id)).items[0]).toMatchObject({
      doneAt: ago(89),
      changes: [{ field: 'hotelPackages' }],
    });

    // Not a real instant, later than now (beyond a few minutes' skew), or older than the keys are kept (7 days).
    for (const [given, says] of [
      ['yesterday', 'must be the time'],
      ['2026-02-30T10:00:00.000Z', 'must be the time'],
      ['2026-12-01T24:00:00Z', 'must be the time'],
      ['0000-01-01T00:00:00.000Z', 'within the last 7 days'],
      [ago(7 * 24 * 60 + 5), 'within the last 7 days'],
      [ago(-60), 'not be later than now'],
    ]) {
      const bad = await send(
        t,
        'PUT',
        'discount-codes',
        { ...newCode(), code: code.code, id: code.id, amount: 21 },
        { version: code.version + 1, headers: { 'done-at': given! } },
      );
      expect(bad.statusCode, given).toBe(400);
      const [problem] = bad.json<{ errors: Array<{ field: string; message: string }> }>().errors;
      expect(problem?.field, given).toBe('header.Done-At');
      expect(problem?.message, given).toContain(says);
    }
    // A tablet's clock a minute fast is its own: kept as it said.
    const fast = await send(
      t,
      'PUT',
      'discount-codes',
      { ...newCode(), code: code.code, id: code.id, amount: 22 },
      { version: code.version + 1, headers: { 'done-at': ago(-1) } },
    );
    expect(fast.statusCode, fast.body).toBe(200);
  });

  it('reads the activity across everything, filtered by person, kind, time and words, a page at a time', async () => {
    const mine = await makeCode();
    const olas = await send(t, 'POST', 'discount-codes', newCode(), { who: OLA });
    const theirs = olas.json<DiscountCode>();
    const byOla = await t.get<ActivityPage>('activity?person=u-host&itemsPerPage=100');
    expect(byOla.items.every((e) => e.userName === 'Ola Hansen')).toBe(true);
    expect(byOla.items.some((e) => e.recordId === String(theirs.id))).toBe(true);
    expect(byOla.items.some((e) => e.recordId === String(mine.id))).toBe(false);

    const found = await t.get<ActivityPage>(`activity?q=${mine.code.toLowerCase()}`);
    expect(found.items.map((e) => e.recordId)).toEqual([String(mine.id)]);
    const ofImages = await t.get<ActivityPage>('activity?resource=images');
    expect(ofImages.items.every((e) => e.resource === 'images')).toBe(true);

    const future = await t.get<ActivityPage>(`activity?from=${encodeURIComponent('2999-01-01T00:00:00+01:00')}`);
    expect(future).toEqual({ items: [], totalItems: 0 });
    const past = await t.get<ActivityPage>(`activity?to=${encodeURIComponent('2000-01-01T00:00:00Z')}`);
    expect(past.totalItems).toBe(0);

    const all = await t.get<ActivityPage>('activity?itemsPerPage=2');
    const second = await t.get<ActivityPage>('activity?itemsPerPage=2&page=2');
    expect(all.items).toHaveLength(2);
    expect(second.totalItems).toBe(all.totalItems);
    expect(second.items[0]!.id).toBeLessThan(all.items[1]!.id);

    const people = await t.get<Array<{ id: string; name: string }>>('activity/people');
    expect(people).toEqual(
      expect.arrayContaining([
        { id: 'u-host', name: 'Ola Hansen' },
        { id: 'u-demo', name: 'Kari Nordmann' },
      ]),
    );

    expect((await t.call({ method: 'GET', url: '/api/activity?resource=nothing' })).statusCode).toBe(400);
    expect((await t.call({ method: 'GET', url: '/api/activity?from=monday' })).statusCode).toBe(400);
  });

  it('forgets entries past the retention only, and only when told to', async () => {
    await makeCode();
    const before = await t.get<ActivityPage>('activity?itemsPerPage=1');
    expect(await forgetOldChanges(t.handle.db, 30)).toBe(0);
    expect((await t.get<ActivityPage>('activity?itemsPerPage=1')).totalItems).toBe(before.totalItems);
  });
});
