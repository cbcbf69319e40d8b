import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { scheduleGroupSchema, type ScheduleBooking, type ScheduleGroup } from '../../contract/bookings.ts';
import { ifMatch } from '../../contract/versions.ts';
import { LISTEN_APPLICATION_NAME } from '../db/listen-postgres.ts';
import { daySchedule, readDayParts, type DayParts } from '../domain/schedule.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { testDatabases, type TestDatabase } from '../test/databases.ts';
import { useTwoServerProcesses } from '../test/server-process.ts';
import { ScheduleDayCache, parseDayScope, type DayCacheStats } from './schedule-day-cache.ts';
import { ScheduleHub } from './schedule-hub.ts';

/** A read the test finishes when it likes: what a database read under way looks like to the cache. */
function pendingRead(answer: string) {
  let finish: () => void = () => undefined;
  let fail: (err: Error) => void = () => undefined;
  const value = new Promise<string>((resolve, reject) => {
    finish = () => resolve(answer);
    fail = reject;
  });
  return { read: () => value, finish: () => finish(), fail: (err: Error) => fail(err) };
}

describe('the kept schedule days (ScheduleDayCache)', () => {
  const listening = () => {
    const cache = new ScheduleDayCache<string>((answer) => answer.length);
    cache.enable();
    return cache;
  };

  it('reads a day once and answers from what it kept until the day is invalidated', async () => {
    const cache = listening();
    let reads = 0;
    const read = async () => `day ${++reads}`;
    expect(await cache.get(1, '2030-01-01', read)).toBe('day 1');
    expect(await cache.get(1, '2030-01-01', read)).toBe('day 1');
    // Another date or restaurant is another day.
    expect(await cache.get(1, '2030-01-03', read)).toBe('day 2');
    expect(await cache.get(1, '2030-01-02', read)).toBe('day 3');
    expect(await cache.get(2, '2030-01-01', read)).toBe('day 4');
    expect(cache.stats).toEqual({ hits: 1, misses: 4, updates: 0, days: 4 });

    cache.invalidate({ restaurantId: 1, date: '2030-01-01' });
    expect(cache.stats.days).toBe(3);
    expect(await cache.get(1, '2030-01-01', read)).toBe('day 5');
    expect(await cache.get(1, '2030-01-03', read)).toBe('day 2');
    expect(await cache.get(1, '2030-01-02', read)).toBe('day 3');

    cache.invalidate({ restaurantId: 1 });
    expect(await cache.get(1, '2030-01-02', read)).toBe('day 6');
    expect(await cache.get(2, '2030-01-01', read)).toBe('day 4');
    cache.invalidate('all');
    expect(await cache.get(2, '2030-01-01', read)).toBe('day 7');
  });

  it('never keeps a read that began before an invalidation, and never hands it to a reader that came after', async () => {
    const cache = listening();
    const before = pendingRead('as it was');
    const first = cache.get(1, '2030-01-01', before.read);
    // A second reader while the first read is under way shares it (one read for a burst of readers)...
    const shared = cache.get(1, '2030-01-01', async () => 'not read');
    // ...until the day changes: a reader after that reads anew, whatever the first read brings back.
    cache.invalidate({ restaurantId: 1, date: '2030-01-01' });
    const after = pendingRead('as it is');
    const third = cache.get(1, '2030-01-01', after.read);
    before.finish();
    expect(await first).toBe('as it was');
    expect(await shared).toBe('as it was');
    after.finish();
    expect(await third).toBe('as it is');
    // What is kept is the read that began after the change.
    expect(await cache.get(1, '2030-01-01', async () => 'read again')).toBe('as it is');

    // The same when the old read ends before the new one does, and when nobody reads after the change.
    const slow = pendingRead('old');
    const pending = cache.get(1, '2030-01-02', slow.read);
    cache.invalidate('all');
    slow.finish();
    expect(await pending).toBe('old');
    expect(await cache.get(1, '2030-01-02', async () => 'new')).toBe('new');
  });

  it('keeps nothing of a failed read: its readers get the error, the next reader reads again', async () => {
    const cache = listening();
    const failing = pendingRead('');
    const first = cache.get(1, '2030-01-01', failing.read);
    const shared = cache.get(1, '2030-01-01', async () => 'not read');
    failing.fail(new Error('database unavailable'));
    await expect(first).rejects.toThrow('database unavailable');
    await expect(shared).rejects.toThrow('database unavailable');
    expect(await cache.get(1, '2030-01-01', async () => 'read again')).toBe('read again');
  });

  it('keeps nothing while it is not listening (before enable, after disable), so no change can go unheard', async () => {
    const cache = new ScheduleDayCache<string>((answer) => answer.length);
    let reads = 0;
    const read = async () => `day ${++reads}`;
    await cache.get(1, '2030-01-01', read);
    await cache.get(1, '2030-01-01', read);
    expect(reads).toBe(2);
    cache.enable();
    const under = pendingRead('read while listening');
    const pending = cache.get(1, '2030-01-01', under.read);
    // The connection that hears changes drops: what was kept and what is being read are both dropped.
    cache.disable();
    under.finish();
    await pending;
    await cache.get(1, '2030-01-01', read);
    expect(reads).toBe(3);
    expect(cache.stats.days).toBe(0);
    cache.enable();
    await cache.get(1, '2030-01-01', read);
    await cache.get(1, '2030-01-01', read);
    expect(reads).toBe(4);
  });

  it('keeps at most its size, dropping the least recently used day first', async () => {
    const cache = new ScheduleDayCache<string>((answer) => answer.length, undefined, 25);
    cache.enable();
    await cache.get(1, '2030-01-01', async () => 'a'.repeat(10));
    await cache.get(1, '2030-01-02', async () => 'b'.repeat(10));
    // Used again: the first is now the most recent.
    await cache.get(1, '2030-01-01', async () => 'not read');
    await cache.get(1, '2030-01-03', async () => 'c'.repeat(10));
    expect(cache.stats.days).toBe(2);
    expect(await cache.get(1, '2030-01-01', async () => 'read again')).toBe('a'.repeat(10));
    expect(await cache.get(1, '2030-01-02', async () => 'read again')).toBe('read again');
  });

  it('brings a kept day up to date with the bookings a change names, one update after the other, never reading the day again', async () => {
    // The database: bookings by id; a day's parts: what its reader or updater saw of them.
    const database = new Map<number, string>([[1, 'booked']]);
    type Parts = Record<number, string | undefined>;
    let reads = 0;
    const read = async (): Promise<Parts> => {
      reads++;
      return Object.fromEntries(database);
    };
    const gates: Array<() => void> = [];
    let gated = false;
    // Waiting for a connection before taking the ids (as on PGlite's one connection, behind other requests' queries).
    let noConnectionYet = false;
    const updated: number[][] = [];
    const cache = new ScheduleDayCache<Parts>(
      () => 1,
      async (parts, take) => {
        if (noConnectionYet) await new Promise<void>((open) => gates.push(open));
        const { read: ids, known } = take();
        updated.push([...ids, ...known.keys()]);
        if (gated) await new Promise<void>((open) => gates.push(open));
        return {
          ...parts,
          ...Object.fromEntries(ids.map((id) => [id, database.get(id)])),
          // Carried by the announcement: as it was announced, not read.
          ...Object.fromEntries(
            [...known].map(([id, row]) => [id, row === null ? undefined : `${row as string} (carried)`]),
          ),
        };
      },
    );
    cache.enable();
    const day = () => cache.get(1, '2030-01-01', read);
    const changed = (...bookings: number[]) => cache.invalidate({ restaurantId: 1, date: '2030-01-01', bookings });

    expect(await day()).toEqual({ 1: 'booked' });
    database.set(1, 'arrived');
    changed(1);
    expect(await day()).toEqual({ 1: 'arrived' });
    // A change of another day, or of a day not kept, reads nothing.
    cache.invalidate({ restaurantId: 1, date: '2030-01-02', bookings: [1] });
    cache.invalidate({ restaurantId: 2, date: '2030-01-01', bookings: [1] });
    expect(updated).toEqual([[1]]);

    // An update under way: the changes heard meanwhile wait for one next update, which reads after it.
    gated = true;
    database.set(2, 'walk-in');
    changed(2);
    const duringFirst = day();
    await Promise.resolve();
    database.set(3, 'table 7');
    changed(3);
    database.set(1, 'cancelled');
    changed(1);
    const afterAll = day();
    while (gates.length < 1) await new Promise((tick) => setTimeout(tick, 1));
    gates.shift()!();
    // The reader that came before the last changes gets the day as the first update left it...
    expect(await duringFirst).toEqual({ 1: 'arrived', 2: 'walk-in' });
    while (gates.length < 1) await new Promise((tick) => setTimeout(tick, 1));
    gates.shift()!();
    // ...the one after them gets all of them, from one more update.
    expect(await afterAll).toEqual({ 1: 'cancelled', 2: 'walk-in', 3: 'table 7' });
    expect(updated).toEqual([[1], [2], [3, 1]]);
    gated = false;

    // A booking gone from the database (deleted, or moved to another day) is gone from the day.
    database.delete(3);
    changed(3);
    expect(await day()).toEqual({ 1: 'cancelled', 2: 'walk-in', 3: undefined });

    // An update still waiting for its connection takes the changes heard meanwhile: one update, not two in a row.
    noConnectionYet = true;
    database.set(4, 'walk-in');
    changed(4);
    const first = day();
    while (gates.length < 1) await new Promise((tick) => setTimeout(tick, 1));
    database.set(5, 'walk-in');
    changed(5);
    const second = day();
    gates.shift()!();
    expect(await first).toMatchObject({ 4: 'walk-in', 5: 'walk-in' });
    expect(await second).toMatchObject({ 4: 'walk-in', 5: 'walk-in' });
    expect(updated.at(-1)).toEqual([4, 5]);
    noConnectionYet = false;

    // An announcement that carried the booking: the update gets it as announced; a later one without it reads it.
    cache.invalidate({ restaurantId: 1, date: '2030-01-01', bookings: [6] }, new Map([[6, 'seated']]));
    expect(await day()).toMatchObject({ 6: 'seated (carried)' });
    cache.invalidate({ restaurantId: 1, date: '2030-01-01', bookings: [6] }, new Map([[6, null]]));
    expect((await day())[6]).toBeUndefined();
    database.set(6, 'moved back');
    cache.invalidate({ restaurantId: 1, date: '2030-01-01', bookings: [6] }, new Map([[6, 'seated']]));
    changed(6);
    expect(await day()).toMatchObject({ 6: 'moved back' });
    expect(reads).toBe(1);
    expect(cache.stats).toMatchObject({ misses: 1, updates: 8, days: 1 });
  });

  it('follows a change heard while the day is first read, and reads the whole day again when an update fails', async () => {
    let reads = 0;
    let finishFirst: () => void = () => undefined;
    const read = async () => {
      const n = ++reads;
      if (n === 1) await new Promise<void>((finish) => (finishFirst = finish));
      return `read ${n}`;
    };
    let failNext = false;
    const cache = new ScheduleDayCache<string>(
      (parts) => parts.length,
      async (parts, take) => {
        const { read: ids } = take();
        if (failNext) throw new Error('connection lost');
        return `${parts} + ${ids.join(',')}`;
      },
    );
    cache.enable();
    const reading = cache.get(1, '2030-01-01', read);
    // Heard while the read is under way (the read may or may not have seen it): the booking is read after it.
    cache.invalidate({ restaurantId: 1, date: '2030-01-01', bookings: [9] });
    finishFirst();
    expect(await reading).toBe('read 1');
    expect(await cache.get(1, '2030-01-01', async () => 'not read')).toBe('read 1 + 9');

    failNext = true;
    cache.invalidate({ restaurantId: 1, date: '2030-01-01', bookings: [10] });
    // The day is read afresh (by the reader that first read it), after the change, so it has it.
    expect(await cache.get(1, '2030-01-01', async () => 'not read')).toBe('read 2');
    expect(cache.stats).toMatchObject({ misses: 1, updates: 2, days: 1 });
  });

  it('reads what the database announces: bookings of a day, a day, a restaurant, everything', () => {
    expect(parseDayScope('2/2030-01-31/7,12')).toEqual({ restaurantId: 2, date: '2030-01-31', bookings: [7, 12] });
    expect(parseDayScope('2/2030-01-31')).toEqual({ restaurantId: 2, date: '2030-01-31' });
    expect(parseDayScope('2/2030-01-31/7,')).toBe('all');
    // With the writing tab, the rows carried, or too many bookings to name.
    expect(parseDayScope('2/2030-01-31/7@tab-12345678|[{"id":7}]')).toEqual({
      restaurantId: 2,
      date: '2030-01-31',
      bookings: [7],
      origin: 'tab-12345678',
      rows: [{ id: 7 }],
    });
    expect(parseDayScope('2/2030-01-31/+')).toEqual({ restaurantId: 2, date: '2030-01-31', manyBookings: true });
    expect(parseDayScope('12')).toEqual({ restaurantId: 12 });
    expect(parseDayScope('*')).toBe('all');
    // Anything it does not understand drops everything rather than nothing.
    expect(parseDayScope('2/31.01.2030')).toBe('all');
  });
});

// Far-future days of mori (restaurant 2) no other test uses: a Thursday and the Friday after it.
const DAY = '2034-06-01';
const NEXT_DAY = '2034-06-02';

const bookingsOf = (groups: ScheduleGroup[]) => groups.flatMap((g) => g.timeslots.flatMap((s) => s.bookings));
const slotOf = (groups: ScheduleGroup[], mealTime: string) =>
  groups.flatMap((g) => g.timeslots).find((s) => s.mealTime === mealTime);

describe.each(testDatabases())('schedule days kept between changes on $name', ({ open, name }) => {
  let handle: TestDatabase;
  let t: TestApp;
  let dinnerId = 0;

  const day = async (date = DAY, source = 'staff') => {
    const res = await t.call({
      method: 'GET',
      url: `/api/restaurant/v2/mori/bookings/mealTimes?date=${date}&source=${source}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return z.array(scheduleGroupSchema).parse(res.json());
  };
  /**
   * Reads the day until it is answered from what was kept, so that the change after it has a kept day to drop. (On
   * PostgreSQL the database's notice of the test's previous write may come round after the first read.)
   */
  const kept = async (date = DAY, source = 'staff') => {
    let groups: ScheduleGroup[] = [];
    await expect
      .poll(async () => {
        await day(date, source);
        const hits = t.app.scheduleHub.days.stats.hits;
        groups = await day(date, source);
        return t.app.scheduleHub.days.stats.hits - hits;
      })
      .toBe(1);
    return groups;
  };
  const write = async (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => {
    const res = await t.call({ method, url: `/api/${url}`, payload, headers });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Record<string, unknown>>();
  };
  const book = async (at: string, customerName: string) =>
    (await write('POST', 'restaurant/v2/bookings/simple', {
      bookingDateTime: at,
      customerName,
      peopleCount: 2,
      restaurantId: 2,
    })) as unknown as ScheduleBooking;
  const edit = (booking: ScheduleBooking, changes: object) =>
    write('PUT', `restaurant/v2/bookings/${booking.bookingId}`, {
      name: booking.name,
      bookedSeats: booking.bookedSeats,
      bookingDateTime: booking.bookingDateTime,
      restaurantId: 2,
      tableNumbers: booking.tableNumbers,
      message: booking.message,
      ...changes,
    });
  /** A change written past every trigger: the database announces nothing (what no writer can do by accident). */
  const unannounced = (query: ReturnType<typeof sql>) =>
    handle.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await query.execute(trx);
    });

  beforeAll(async () => {
    handle = await open('seeded');
    t = await createTestApp(handle);
    const meals =
      await t.get<Array<{ restaurantId: number; meals: Array<{ mealId: number; name: string }> }>>(
        'restaurant/v2/meals',
      );
    dinnerId = meals.find((m) => m.restaurantId === 2)!.meals.find((m) => m.name === 'Dinner')!.mealId;
  });
  afterAll(async () => {
    await t?.app.close();
    await handle?.cleanup();
  });

  it('answers from the day it kept until the database announces a change of it', async () => {
    const guest = await book(`${DAY}T19:00`, 'Kept Guest');
    const nameOn = async () => bookingsOf(await day()).find((b) => b.bookingId === guest.bookingId)?.name;
    expect(bookingsOf(await kept()).find((b) => b.bookingId === guest.bookingId)?.name).toBe('Kept Guest');
    await kept(NEXT_DAY);
    await unannounced(sql`update bookings set name = 'Renamed Quietly' where id = ${guest.bookingId}`);
    // Nothing said the day changed: it is answered from what was kept.
    expect(await nameOn()).toBe('Kept Guest');
    // Another restaurant's day, then another day of this restaurant, announced (in this order): once the second is
    // heard (that day is dropped), the first was too, and neither dropped this day.
    const days = t.app.scheduleHub.days.stats.days;
    await sql`select pg_notify('schedule_days', ${`1/${DAY}`})`.execute(handle.db);
    await sql`select pg_notify('schedule_days', ${`2/${NEXT_DAY}`})`.execute(handle.db);
    await expect.poll(() => t.app.scheduleHub.days.stats.days).toBe(days - 1);
    const hits = t.app.scheduleHub.days.stats.hits;
    expect(await nameOn()).toBe('Kept Guest');
    expect(t.app.scheduleHub.days.stats.hits).toBe(hits + 1);
    // This day announced (as the triggers do): read again.
    await sql`select pg_notify('schedule_days', ${`2/${DAY}`})`.execute(handle.db);
    await expect.poll(nameOn).toBe('Renamed Quietly');
  });

  it('sends the day gzipped to a client that takes gzip (browsers do), the same day as the JSON', async () => {
    const plain = await t.call({ method: 'GET', url: `/api/restaurant/v2/mori/bookings/mealTimes?date=${DAY}` });
    const zipped = await t.call({
      method: 'GET',
      url: `/api/restaurant/v2/mori/bookings/mealTimes?date=${DAY}`,
      headers: { 'accept-encoding': 'br, gzip, deflate' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    const refused = await t.call({
      method: 'GET',
      url: `/api/restaurant/v2/mori/bookings/mealTimes?date=${DAY}`,
      headers: { 'accept-encoding': 'gzip;q=0, identity' },
    });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('shows every kind of booking change at once to the writer: create, edit, move, tables, arrived, cancel', async () => {
    await kept();
    const guest = await book(`${DAY}T18:00`, 'Change Guest');
    expect(bookingsOf(await kept()).map((b) => b.bookingId)).toContain(guest.bookingId);

    await edit(guest, { name: 'Change Guest Renamed', bookedSeats: 5 });
    expect(bookingsOf(await kept()).find((b) => b.bookingId === guest.bookingId)).toMatchObject({
      name: 'Change Guest Renamed',
      bookedSeats: 5,
    });

    await edit({ ...guest, name: 'Change Guest Renamed', bookedSeats: 5 }, { tableNumbers: ['7', '8'] });
    expect(bookingsOf(await kept()).find((b) => b.bookingId === guest.bookingId)?.tableNumbers).toEqual(['7', '8']);

    await write('POST', `restaurant/v2/booking/${guest.bookingId}/toggle-completion`);
    expect(bookingsOf(await kept()).find((b) => b.bookingId === guest.bookingId)?.visited).toBe(true);

    // Moved to the next day: gone from this day, there on the next, both kept before.
    await kept(NEXT_DAY);
    await edit(
      { ...guest, name: 'Change Guest Renamed', bookedSeats: 5, tableNumbers: ['7', '8'] },
      { bookingDateTime: `${NEXT_DAY}T18:00` },
    );
    expect(bookingsOf(await kept()).map((b) => b.bookingId)).not.toContain(guest.bookingId);
    expect(bookingsOf(await kept(NEXT_DAY)).map((b) => b.bookingId)).toContain(guest.bookingId);

    await write('POST', `restaurant/v2/booking/${guest.bookingId}/cancel`);
    expect(bookingsOf(await kept(NEXT_DAY)).find((b) => b.bookingId === guest.bookingId)?.status).toBe('Cancelled');
  });

  it('shows a change made under an Idempotency-Key at once (its transaction commits before the answer)', async () => {
    await kept();
    const headers = { 'idempotency-key': randomUUID() };
    const guest = (await write(
      'POST',
      'restaurant/v2/bookings/simple',
      { bookingDateTime: `${DAY}T18:30`, customerName: 'Keyed Guest', peopleCount: 3, restaurantId: 2 },
      headers,
    )) as unknown as ScheduleBooking;
    expect(bookingsOf(await kept()).map((b) => b.bookingId)).toContain(guest.bookingId);
    await write('POST', `restaurant/v2/booking/${guest.bookingId}/toggle-completion`, undefined, {
      'idempotency-key': randomUUID(),
    });
    expect(bookingsOf(await kept()).find((b) => b.bookingId === guest.bookingId)?.visited).toBe(true);
  });

  it('shows a blocked and an unblocked slot at once, for staff and for the web', async () => {
    const mealTime = `${DAY}T19:00:00`;
    await kept(DAY, 'web');
    expect(slotOf(await kept(), mealTime)?.isBlocked).toBe(false);
    await write('POST', `restaurant/v2/bookings/mealTimes/block?restaurantId=2&mealTime=${mealTime}`);
    expect(slotOf(await kept(), mealTime)?.isBlocked).toBe(true);
    expect(slotOf(await day(DAY, 'web'), mealTime)?.isBlocked).toBe(true);
    await write('POST', `restaurant/v2/bookings/mealTimes/unblock?restaurantId=2&mealTime=${mealTime}`);
    expect(slotOf(await kept(), mealTime)?.isBlocked).toBe(false);
  });

  it('shows an availability rule created, changed and deleted at once, on every day it applies to', async () => {
    const limit = async (date: string) => slotOf(await kept(date), `${date}T21:30:00`)?.seatsLimit;
    expect(await limit(DAY)).toBeUndefined();
    expect(await limit(NEXT_DAY)).toBeUndefined();
    const rule = {
      restaurantId: 2,
      restaurantMealId: dinnerId,
      description: 'late dinner',
      dates: [DAY, NEXT_DAY],
      daysOfWeek: [],
      timeFrom: '21:30:00',
      timeTo: '22:00:00',
      webSeats: 3,
      manualSeats: 2,
      priority: 99,
    };
    const created = await write('POST', 'restaurant/v2/availability', rule);
    expect(await limit(DAY)).toBe(5);
    expect(await limit(NEXT_DAY)).toBe(5);
    // Each change based on the version the one before answered (If-Match).
    const changed = await write(
      'PUT',
      `restaurant/v2/availability/${String(created.id)}`,
      { ...rule, manualSeats: 7 },
      {
        'if-match': ifMatch(Number(created.version)),
      },
    );
    expect(await limit(DAY)).toBe(10);
    expect(await limit(NEXT_DAY)).toBe(10);
    await write('DELETE', `restaurant/v2/availability/${String(created.id)}`, undefined, {
      'if-match': ifMatch(Number(changed.version)),
    });
    expect(await limit(DAY)).toBeUndefined();
    expect(await limit(NEXT_DAY)).toBeUndefined();
  });

  it('drops a day changed in the database by another writer (the web checkout withdrawing a booking, a meal renamed)', async () => {
    const guest = await book(`${DAY}T20:00`, 'Withdrawing Guest');
    expect(bookingsOf(await kept()).find((b) => b.bookingId === guest.bookingId)?.status).toBe('Created');
    await handle.db.updateTable('bookings').set({ status: 'Withdrawn' }).where('id', '=', guest.bookingId).execute();
    // Heard through the database (LISTEN on PostgreSQL, in-process on PGlite), not through this process's routes.
    await expect
      .poll(async () => bookingsOf(await day()).find((b) => b.bookingId === guest.bookingId)?.status)
      .toBe('Withdrawn');

    await kept();
    await handle.db.updateTable('meals').set({ name: 'Supper' }).where('name', '=', 'Dinner').execute();
    try {
      await expect.poll(async () => (await day()).map((g) => g.name)).toContain('Supper');
    } finally {
      await handle.db.updateTable('meals').set({ name: 'Dinner' }).where('name', '=', 'Supper').execute();
    }
    await expect.poll(async () => (await day()).map((g) => g.name)).toContain('Dinner');
  });

  it('brings a day read before a change committed up to date, whenever the read ends', async () => {
    // A hub of its own on the same database, with the real reading and the real LISTEN; only the end of one read is
    // held back by the test, until the change has been heard.
    const guest = await book(`${DAY}T17:30`, 'Racing Guest');
    // Started after the booking committed: it never hears of that.
    const hub = new ScheduleHub(handle.db, { warn: () => undefined });
    await hub.start(handle.listen);
    try {
      const visited = (parts: DayParts) => parts.bookings.find((b) => b.bookingId === guest.bookingId)?.visited;
      const read = () => readDayParts(handle.db, 2, DAY);
      let hasRead: () => void = () => undefined;
      const readDone = new Promise<void>((resolve) => (hasRead = resolve));
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      const racing = hub.days.get(2, DAY, async () => {
        const parts = await read();
        hasRead();
        await released;
        return parts;
      });
      await readDone;
      // The arrival commits after the read above read the day, and before it ends; the hub hears of it.
      await write('POST', `restaurant/v2/booking/${guest.bookingId}/toggle-completion`);
      expect(await hub.days.catchUp()).toBe(true);
      const { misses, updates } = hub.days.stats;
      release();
      expect(visited(await racing)).toBe(false);
      // The next reader gets the day with the arrival: the booking read again after it was heard, not the whole day.
      expect(visited(await hub.days.get(2, DAY, read))).toBe(true);
      expect(hub.days.stats).toMatchObject({ misses, updates: updates + 1 });
    } finally {
      await hub.close();
    }
  });

  it('a kept day brought up to date is the day the database has, field for field', async () => {
    const guest = await book(`${DAY}T18:30`, 'Field Guest');
    await kept();
    await write('POST', `restaurant/v2/booking/${guest.bookingId}/toggle-completion?visited=true`);
    await write('POST', `restaurant/v2/bookings/${guest.bookingId}/changes`, {
      changes: [
        { type: 'addTable', table: 'M3' },
        { type: 'setMessage', message: 'Vindu, "sitater" og ø' },
      ],
    });
    await book(`${DAY}T19:30`, 'Ærlig Gjest');
    const { misses } = t.app.scheduleHub.days.stats;
    // From the announcements' rows (and reads), never the whole day again: the same as reading it now.
    expect(await day()).toEqual(await daySchedule(handle.db, 2, DAY, 'staff'));
    expect(t.app.scheduleHub.days.stats.misses).toBe(misses);
  });

  it('reads and writes at the same time leave the day as the database has it', async () => {
    const guest = await book(`${DAY}T17:00`, 'Busy Guest');
    for (let i = 0; i < 10; i++) {
      const [, toggled] = await Promise.all([
        day(),
        write('POST', `restaurant/v2/booking/${guest.bookingId}/toggle-completion`),
        day(),
        day(),
      ]);
      expect(bookingsOf(await day()).find((b) => b.bookingId === guest.bookingId)?.visited).toBe(toggled.visited);
    }
  });

  it.runIf(name === 'PostgreSQL')(
    'keeps nothing while its LISTEN connection is lost, and keeps days again once it is back',
    async () => {
      await kept();
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name like ${`${LISTEN_APPLICATION_NAME}%`}`.execute(
        handle.db,
      );
      await expect.poll(() => t.app.scheduleHub.days.enabled).toBe(false);
      expect(t.app.scheduleHub.days.stats.days).toBe(0);
      await expect.poll(() => t.app.scheduleHub.days.enabled, { timeout: 10_000 }).toBe(true);
      await kept();
    },
  );
});

const postgres = testDatabases().find((factory) => factory.name === 'PostgreSQL');

/** What a host's request to a server process carries: the token and the anti-forgery pair. */
const headersOf = (token: string) => ({
  authorization: `Bearer ${token}`,
  'x-xsrf-token': 'x',
  cookie: 'XSRF-TOKEN=x',
});

/** Sends a write to a server process and expects it done. */
const sender =
  (headers: Record<string, string>) => async (server: string, method: string, path: string, body?: object) => {
    const res = await fetch(`${server}/api/${path}`, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  };

describe.runIf(postgres)('schedule days kept by two server processes on one PostgreSQL database', () => {
  const twoProcesses = useTwoServerProcesses(postgres!);

  it('a read right after a write through the other process has it, from the kept day brought up to date', async () => {
    const { one, two, token } = await twoProcesses();
    const headers = headersOf(token);
    const send = sender(headers) as (...args: Parameters<ReturnType<typeof sender>>) => Promise<ScheduleBooking>;
    const guestOn = async (server: string, id: number) => {
      const res = await fetch(`${server}/api/restaurant/v2/mori/bookings/mealTimes?date=${NEXT_DAY}&source=staff`, {
        headers,
      });
      expect(res.status).toBe(200);
      return bookingsOf(z.array(scheduleGroupSchema).parse(await res.json())).find((b) => b.bookingId === id);
    };
    const stats = async (server: string) => (await (await fetch(`${server}/test/day-cache`)).json()) as DayCacheStats;

    const guest = await send(one, 'POST', 'restaurant/v2/bookings/simple', {
      bookingDateTime: `${NEXT_DAY}T19:00`,
      customerName: 'Read After Write',
      peopleCount: 2,
      restaurantId: 2,
    });
    // Both processes read the day once; from here on it is kept and only brought up to date.
    expect((await guestOn(one, guest.bookingId))?.name).toBe('Read After Write');
    expect((await guestOn(two, guest.bookingId))?.name).toBe('Read After Write');
    const before = { one: await stats(one), two: await stats(two) };

    for (let i = 1; i <= 12; i++) {
      const [writer, reader] = i % 2 ? [one, two] : [two, one];
      // An arrival, then a table, then a walk-in: each read once, at once, through the process that did not write it.
      await send(writer, 'POST', `restaurant/v2/booking/${guest.bookingId}/toggle-completion?visited=${i % 4 < 2}`);
      expect((await guestOn(reader, guest.bookingId))?.visited, `write ${i}`).toBe(i % 4 < 2);
      await send(writer, 'POST', `restaurant/v2/bookings/${guest.bookingId}/changes`, {
        changes: [{ type: 'addTable', table: `T${i}` }],
      });
      expect((await guestOn(reader, guest.bookingId))?.tableNumbers, `write ${i}`).toContain(`T${i}`);
      const walkIn = await send(writer, 'POST', 'restaurant/v2/bookings/simple', {
        bookingDateTime: `${NEXT_DAY}T19:30`,
        customerName: `Walk-in ${i}`,
        peopleCount: 1,
        restaurantId: 2,
      });
      expect((await guestOn(reader, walkIn.bookingId))?.name, `write ${i}`).toBe(`Walk-in ${i}`);
    }
    // Neither process read the whole day again: each brought the day it kept up to date, booking by booking.
    for (const [name, server] of [
      ['one', one],
      ['two', two],
    ] as const) {
      const after = await stats(server);
      expect(after.misses, name).toBe(before[name].misses);
      expect(after.updates, name).toBeGreaterThan(before[name].updates);
    }
  });

  it('a change written through one process shows on the other, each kind of it, both ways', async () => {
    const { one, two, token } = await twoProcesses();
    const headers = headersOf(token);
    const send = sender(headers);
    const day = async (server: string) => {
      const res = await fetch(`${server}/api/restaurant/v2/mori/bookings/mealTimes?date=${DAY}&source=staff`, {
        headers,
      });
      expect(res.status).toBe(200);
      return z.array(scheduleGroupSchema).parse(await res.json());
    };
    const guestOn = async (server: string, id: number) => bookingsOf(await day(server)).find((b) => b.bookingId === id);
    // Both processes keep the day before each change (a kept day that nothing dropped would be answered for ever).
    const keepBoth = () => Promise.all([day(one), day(two), day(one), day(two)]);

    await keepBoth();
    const guest = (await send(one, 'POST', 'restaurant/v2/bookings/simple', {
      bookingDateTime: `${DAY}T19:30`,
      customerName: 'Two Processes',
      peopleCount: 4,
      restaurantId: 2,
    })) as unknown as ScheduleBooking;
    await expect.poll(async () => (await guestOn(two, guest.bookingId))?.name).toBe('Two Processes');

    await keepBoth();
    await send(two, 'POST', `restaurant/v2/booking/${guest.bookingId}/toggle-completion`);
    await expect.poll(async () => (await guestOn(one, guest.bookingId))?.visited).toBe(true);

    await keepBoth();
    await send(one, 'PUT', `restaurant/v2/bookings/${guest.bookingId}`, {
      name: 'Two Processes',
      bookedSeats: 4,
      bookingDateTime: `${DAY}T19:30`,
      restaurantId: 2,
      tableNumbers: ['12'],
    });
    await expect.poll(async () => (await guestOn(two, guest.bookingId))?.tableNumbers).toEqual(['12']);

    await keepBoth();
    await send(two, 'POST', `restaurant/v2/bookings/mealTimes/block?restaurantId=2&mealTime=${DAY}T19:30:00`);
    await expect.poll(async () => slotOf(await day(one), `${DAY}T19:30:00`)?.isBlocked).toBe(true);
    await keepBoth();
    await send(one, 'POST', `restaurant/v2/bookings/mealTimes/unblock?restaurantId=2&mealTime=${DAY}T19:30:00`);
    await expect.poll(async () => slotOf(await day(two), `${DAY}T19:30:00`)?.isBlocked).toBe(false);

    await keepBoth();
    const meals = (await (await fetch(`${one}/api/restaurant/v2/meals`, { headers })).json()) as Array<{
      restaurantId: number;
      meals: Array<{ mealId: number; name: string }>;
    }>;
    const dinner = meals.find((m) => m.restaurantId === 2)!.meals.find((m) => m.name === 'Dinner')!.mealId;
    await send(two, 'POST', 'restaurant/v2/availability', {
      restaurantId: 2,
      restaurantMealId: dinner,
      description: 'two processes',
      dates: [DAY],
      daysOfWeek: [],
      timeFrom: '22:00:00',
      timeTo: '22:30:00',
      webSeats: 1,
      manualSeats: 1,
      priority: 99,
    });
    await expect.poll(async () => slotOf(await day(one), `${DAY}T22:00:00`)?.seatsLimit).toBe(2);

    await keepBoth();
    await send(one, 'POST', `restaurant/v2/booking/${guest.bookingId}/cancel`);
    await expect.poll(async () => (await guestOn(two, guest.bookingId))?.status).toBe('Cancelled');
  });
});
