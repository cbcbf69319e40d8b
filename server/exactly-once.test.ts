import { createHash, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { ScheduleBooking } from '../contract/bookings.ts';
import { ifMatch } from '../contract/versions.ts';
import { IN_PROGRESS_MESSAGE } from './plugins/idempotency.ts';
import { createTestApp, useTestApp } from './test/app.ts';
import { testDatabases } from './test/databases.ts';

/**
 * Exactly once with no window (docs/decisions/005-idempotency.md, issue 9): a request holding an Idempotency-Key runs
 * in one transaction with its claim and its stored answer, so a crash between the change and the answer leaves
 * nothing, and a committed change always has its answer for the retry.
 */
describe.each(testDatabases())('Idempotency-Key, exactly once on $name', ({ name, open }) => {
  const t = useTestApp(open);
  const db = () => t.handle.db;
  const toggle = (id: number, key: string) =>
    t.call({
      method: 'POST',
      url: `/api/restaurant/v2/booking/${id}/toggle-completion`,
      headers: { 'idempotency-key': key },
    });
  const visited = async (id: number) =>
    (await db().selectFrom('bookings').select('visited').where('id', '=', id).executeTakeFirstOrThrow()).visited;
  const keyRow = (key: string) =>
    db()
      .selectFrom('idempotency_keys')
      .select(['status_code', 'response_body'])
      .where('key', '=', key)
      .executeTakeFirst();
  const book = async (name: string, key?: string) => {
    const payload = { bookingDateTime: '2031-11-04T18:00', customerName: name, peopleCount: 2, restaurantId: 1 };
    return t.call({
      method: 'POST',
      url: '/api/restaurant/v2/bookings/simple',
      payload,
      headers: key ? { 'idempotency-key': key } : {},
    });
  };
  const named = async (name: string) =>
    Number(
      (
        await db()
          .selectFrom('bookings')
          .select(sql<number>`count(*)`.as('n'))
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
      ).n,
    );

  /** Until the returned function is called, storing an answer fails: the server "dies" after the handler's change, before its answer. */
  async function failStoringAnswers(): Promise<() => Promise<void>> {
    await sql`
      CREATE OR REPLACE FUNCTION crash_before_answer() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'injected crash between the change and its answer';
      END $$`.execute(db());
    await sql`CREATE TRIGGER crash_before_answer BEFORE UPDATE ON idempotency_keys FOR EACH ROW WHEN (NEW.status_code <> 0)
      EXECUTE FUNCTION crash_before_answer()`.execute(db());
    return async () => void (await sql`DROP TRIGGER crash_before_answer ON idempotency_keys`.execute(db()));
  }

  it('a crash between the change and its answer leaves nothing: the retry with the same key applies it once', async () => {
    const created = await book('Crash Toggle');
    expect(created.statusCode, created.body).toBe(200);
    const { bookingId } = created.json<ScheduleBooking>();
    const key = randomUUID();
    const createKey = randomUUID();

    const recover = await failStoringAnswers();
    try {
      const failed = await toggle(bookingId, key);
      expect(failed.statusCode).toBe(500);
      const failedCreate = await book('Crash Create', createKey);
      expect(failedCreate.statusCode).toBe(500);
    } finally {
      await recover();
    }
    // The change was rolled back with the claim: not arrived, no booking, the keys free.
    expect(await visited(bookingId)).toBe(false);
    expect(await named('Crash Create')).toBe(0);
    expect(await keyRow(key)).toBeUndefined();
    expect(await keyRow(createKey)).toBeUndefined();

    // The outbox's retry (same key) runs once; its repeat is replayed.
    const retry = await toggle(bookingId, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await visited(bookingId)).toBe(true);
    const again = await toggle(bookingId, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await visited(bookingId)).toBe(true);

    expect((await book('Crash Create', createKey)).statusCode).toBe(200);
    expect((await book('Crash Create', createKey)).headers['idempotent-replayed']).toBe('true');
    expect(await named('Crash Create')).toBe(1);
  });

  it.runIf(name === 'PostgreSQL')(
    'the connection dropped between the change and its answer leaves nothing: 503, and the retry applies it once',
    async () => {
      const created = await book('Dropped Connection');
      const { bookingId } = created.json<ScheduleBooking>();
      const key = randomUUID();
      // The request's own backend is terminated as its answer is written (as a restart or a network cut would).
      await sql`
      CREATE OR REPLACE FUNCTION drop_before_answer() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_terminate_backend(pg_backend_pid());
        RETURN NEW;
      END $$`.execute(db());
      await sql`CREATE TRIGGER drop_before_answer BEFORE UPDATE ON idempotency_keys FOR EACH ROW WHEN (NEW.status_code <> 0)
      EXECUTE FUNCTION drop_before_answer()`.execute(db());
      try {
        const dropped = await toggle(bookingId, key);
        expect(dropped.statusCode, dropped.body).toBe(503);
        expect(dropped.headers['retry-after']).toBe('2');
      } finally {
        await sql`DROP TRIGGER drop_before_answer ON idempotency_keys`.execute(db());
      }
      expect(await visited(bookingId)).toBe(false);
      expect(await keyRow(key)).toBeUndefined();
      const retry = await toggle(bookingId, key);
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBeUndefined();
      expect(await visited(bookingId)).toBe(true);
      expect((await toggle(bookingId, key)).headers['idempotent-replayed']).toBe('true');
      expect(await visited(bookingId)).toBe(true);
    },
  );

  it('a committed change whose answer was lost: the retry, on a new server, gets the stored answer and the change exists once', async () => {
    const created = await book('Lost Answer');
    const { bookingId } = created.json<ScheduleBooking>();
    const key = randomUUID();
    const first = await toggle(bookingId, key);
    expect(first.statusCode, first.body).toBe(200);
    // The answer committed with the change: it is there for the retry whatever became of the first answer.
    expect(await keyRow(key)).toEqual({ status_code: 200, response_body: first.body });
    expect(await visited(bookingId)).toBe(true);

    // The server died before the console got the answer; a new one on the same database takes the retry.
    const restarted = await createTestApp(t.handle);
    try {
      const retry = await restarted.call({
        method: 'POST',
        url: `/api/restaurant/v2/booking/${bookingId}/toggle-completion`,
        headers: { 'idempotency-key': key },
      });
      expect(retry.statusCode).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(retry.json()).toEqual(first.json());
    } finally {
      await restarted.app.close();
    }
    // Flipped once, not twice (an arrival that undid itself was the bug).
    expect(await visited(bookingId)).toBe(true);
  });

  it('no running claim is ever committed on its own: a refused request keeps no key, and a failed one no change', async () => {
    const key = randomUUID();
    const refused = await t.call({
      method: 'POST',
      url: '/api/restaurant/v2/booking/999999/cancel',
      headers: { 'idempotency-key': key },
    });
    expect(refused.statusCode).toBe(404);
    expect(await keyRow(key)).toBeUndefined();
    const running = await db().selectFrom('idempotency_keys').select('key').where('status_code', '=', 0).execute();
    expect(running).toEqual([]);
  });

  it("repositories that run their own transaction run in the request's (restrictions, room types), and are replayed", async () => {
    const addon = await t.send('POST', 'products/hotelPackageAddon', { clockId: 'ADX01', name: 'X', nameEn: 'X' });
    expect(addon.statusCode, addon.body).toBe(200);
    const filter = await db().selectFrom('date_filters').select('id').orderBy('id').executeTakeFirstOrThrow();
    const body = {
      clockId: 'ADX01',
      restrictions: [
        { id: 0, priority: 1, isGlobal: false, isProductAvailable: true, dateFilterFk: filter.id, isDeleted: false },
      ],
    };
    const key = randomUUID();
    // The restrictions are the add-on's: their save is based on the add-on's version (If-Match), and moves it on once.
    const { version } = addon.json<{ version: number }>();
    const send = () =>
      t.call({
        method: 'POST',
        url: '/api/products/hotelPackageAddonRestrictions',
        payload: body,
        headers: { 'idempotency-key': key, 'if-match': ifMatch(version) },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    // The repeat gets the first answer again, not a 412 for the version the first moved on: it did not run again.
    const again = await send();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await db().selectFrom('restrictions').select('id').where('addon_fk', '=', 'ADX01').execute()).toHaveLength(
      1,
    );
    const addonVersion = await db()
      .selectFrom('hotel_package_addons')
      .select('version')
      .where('clock_id', '=', 'ADX01')
      .executeTakeFirstOrThrow();
    expect(addonVersion.version).toBe(version + 1);

    const roomKey = randomUUID();
    const room = { clockId: 'RTX01', displayName: 'X', displayNameEn: 'X', imageIds: [1] };
    const saved = await t.call({
      method: 'POST',
      url: '/api/roomtype',
      payload: room,
      headers: { 'idempotency-key': roomKey },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await keyRow(roomKey))?.status_code).toBe(200);
  });

  it('a running marker committed by an older server: a repeat waits, 503 while it is fresh, takes it over once abandoned', async () => {
    const created = await book('Old Marker');
    const { bookingId } = created.json<ScheduleBooking>();
    const key = randomUUID();
    const url = `/api/restaurant/v2/booking/${bookingId}/toggle-completion`;
    const hash = createHash('sha256').update(`POST ${url}\nnull`).digest('hex');
    await db()
      .insertInto('idempotency_keys')
      .values({ key, user_id: 'u-demo', request_hash: hash, status_code: 0, response_body: '' })
      .execute();

    const waited = await toggle(bookingId, key);
    expect(waited.statusCode).toBe(503);
    expect(waited.headers['retry-after']).toBe('2');
    expect(waited.json<{ message: string }>().message).toBe(IN_PROGRESS_MESSAGE);
    expect(await visited(bookingId)).toBe(false);

    await db()
      .updateTable('idempotency_keys')
      .set({ created_at: sql<string>`now() - interval '2 minutes'` })
      .where('key', '=', key)
      .execute();
    const taken = await toggle(bookingId, key);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await visited(bookingId)).toBe(true);
    expect((await keyRow(key))?.status_code).toBe(200);
    expect((await toggle(bookingId, key)).headers['idempotent-replayed']).toBe('true');
    expect(await visited(bookingId)).toBe(true);
  }, 20_000);
});

describe('route handlers and the request transaction', () => {
  it("no route plugin takes the app-wide db: a keyed request would wait forever for PGlite's one connection", async () => {
    const dir = path.join(import.meta.dirname, 'routes');
    const files = (await readdir(dir)).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const source = await readFile(path.join(dir, file), 'utf8');
      expect(source, file).not.toMatch(/async \(app, \{[^}]*\bdb\b/);
      expect(source, file).not.toMatch(/[(,]\s*db\s*[,)]/);
    }
  });
});
