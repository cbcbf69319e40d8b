import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '../seed/seed.ts';
import { testDatabases, type TestDatabase } from '../test/databases.ts';
import { migrate } from './migrate.ts';
import { DataDirLockedError } from './data-dir-lock.ts';
import { openDatabase } from './open.ts';

describe.each(testDatabases())('database on $name', ({ open }) => {
  let handle: TestDatabase;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => handle?.cleanup());

  it('migrates a fresh database once, even with two servers starting at once; a second run applies nothing', async () => {
    // Two at once on a new database (two processes behind a load balancer, first start): both succeed, one applies.
    const [first, second] = await Promise.all([migrate(handle.db), migrate(handle.db)]);
    expect([...first, ...second].sort()).toEqual([
      '001-init.sql',
      '002-codes-unique-any-case.sql',
      '003-schedule-day-announcements.sql',
      '004-table-change-announcements.sql',
      '005-idp-store.sql',
      '006-record-versions.sql',
      '007-change-log.sql',
      '008-change-log-per-table.sql',
      '009-phones-e164.sql',
      '010-booking-day-announcements-name-bookings.sql',
      '011-claim-idempotency-key.sql',
      '012-versions-only-go-forward.sql',
      '013-user-settings.sql',
    ]);
    expect(await migrate(handle.db)).toEqual([]);
  });

  it('announces a change of every table but the idempotency records on table_changes (kept answers, server/cache)', async () => {
    const tables = await sql<{ name: string; announced: boolean }>`
      SELECT c.relname AS name, EXISTS (
        SELECT 1 FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid
        WHERE t.tgrelid = c.oid AND p.proname = 'announce_table_change'
      ) AS announced
      FROM pg_class c
      WHERE c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace
      ORDER BY c.relname`.execute(handle.db);
    const unannounced = tables.rows.filter((t) => !t.announced).map((t) => t.name);
    // The sign-in provider's own tables (005-idp-store) are read by no kept answer either, nor is the change log
    // (007-change-log: written by every change, its reads are never kept), nor the deleted records' last versions
    // (012: read only by a write in its own transaction), nor people's settings (013: read by their own requests, never
    // kept).
    expect(unannounced).toEqual([
      'change_log',
      'idempotency_keys',
      'idp_payloads',
      'idp_secrets',
      'retired_records',
      'schema_migrations',
      'user_settings',
    ]);
    expect(tables.rows.length).toBeGreaterThan(25);
  });

  it('seeds once, with both restaurants and bookings in every status from past to future days', async () => {
    expect(await seedIfEmpty(handle.db, new Date('2026-11-22T12:00:00'))).toBe(true);
    const count = async () =>
      Number(
        (
          await handle.db
            .selectFrom('bookings')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    expect(await seedIfEmpty(handle.db)).toBe(false);
    expect(await count()).toBe(before);

    const restaurants = await handle.db.selectFrom('restaurants').selectAll().orderBy('id').execute();
    expect(restaurants).toEqual([
      { id: 1, name: 'brasseriet' },
      { id: 2, name: 'mori' },
    ]);
    const statuses = await handle.db.selectFrom('bookings').select('status').distinct().execute();
    expect(statuses.map((row) => row.status).sort()).toEqual(['Cancelled', 'Completed', 'Created', 'Withdrawn']);
    const span = await handle.db
      .selectFrom('bookings')
      .select((eb) => [eb.fn.min('booking_date_time').as('first'), eb.fn.max('booking_date_time').as('last')])
      .executeTakeFirstOrThrow();
    expect(String(span.first) < '2026-11-22').toBe(true);
    expect(String(span.last) > '2026-11-28').toBe(true);
  });

  it('holds phone numbers stored with spaces as E.164 after 009, and leaves one that is no number as it was', async () => {
    const made = await sql<{ id: number; phone: string }>`
      INSERT INTO bookings (restaurant_id, booking_date_time, name, phone_number, booked_seats, status, created_by)
      SELECT 1, '2035-01-01T18:00', 'Phone ' || n, p, 2, 'Created', 'test'
      FROM unnest(ARRAY['+47 949 79 466', '+47 111', '949 79 466', '+4794979466']) WITH ORDINALITY AS x(p, n)
      RETURNING id, phone_number AS phone`.execute(handle.db);
    await sql
      .raw(await readFile(new URL('./migrations/009-phones-e164.sql', import.meta.url), 'utf8'))
      .execute(handle.db);
    const after = await sql<{ phone: string }>`SELECT phone_number AS phone FROM bookings
      WHERE id IN (${sql.join(made.rows.map((row) => row.id))}) ORDER BY id`.execute(handle.db);
    expect(after.rows.map((row) => row.phone)).toEqual(['+4794979466', '+47 111', '949 79 466', '+4794979466']);
    await sql`DELETE FROM bookings WHERE id IN (${sql.join(made.rows.map((row) => row.id))})`.execute(handle.db);
  });

  it('reads values the same way on both databases', async () => {
    const rule = await handle.db
      .selectFrom('availability_rules')
      .selectAll()
      .where('dates', '!=', sql<string[]>`'{}'`)
      .executeTakeFirstOrThrow();
    expect(typeof rule.id).toBe('number');
    expect(rule.dates[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rule.time_from).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    const booking = await handle.db
      .selectFrom('bookings')
      .selectAll()
      .where('arrived_at', 'is not', null)
      .executeTakeFirstOrThrow();
    expect(booking.booking_date_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(booking.arrived_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const code = await handle.db
      .selectFrom('discount_codes')
      .select(['amount', 'days_of_week'])
      .executeTakeFirstOrThrow();
    expect(typeof code.amount).toBe('number');
    expect(Array.isArray(code.days_of_week)).toBe(true);
  });

  it('enforces unique special codes in the database (23505)', async () => {
    const insert = () =>
      handle.db
        .insertInto('special_codes')
        .values({ special_code: 'DUPLICATE1', package_id: 'HP1001', created_by: 'test' })
        .execute();
    await insert();
    await expect(insert()).rejects.toMatchObject({ code: '23505' });
  });

  it('rejects values out of the spec bounds (CHECK constraints)', async () => {
    await expect(
      handle.db.insertInto('discount_codes').values({ code: 'TOO-MUCH', amount: 101, created_by: 'test' }).execute(),
    ).rejects.toMatchObject({ code: '23514' });
  });
});

describe('PGlite data dir', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'ca-lock-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('keeps data across close and reopen, and refuses a second open while locked', async () => {
    const first = await openDatabase({ dataDir: dir });
    await migrate(first.db);
    await first.db.insertInto('images').values({ name: 'kept', src: '/kept.svg' }).execute();
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(/in use by another Checkout Admin server/);
    await first.close();

    const again = await openDatabase({ dataDir: dir });
    const rows = await again.db.selectFrom('images').select('name').execute();
    expect(rows.map((row) => row.name)).toEqual(['kept']);
    await again.close();
  });
});
