import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleBooking } from '../../contract/bookings.ts';
import { migrate } from '../db/migrate.ts';
import { LISTEN_APPLICATION_NAME } from '../db/listen-postgres.ts';
import { seedIfEmpty } from '../seed/seed.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { testDatabases, type TestDatabase } from '../test/databases.ts';
import { readEventStream } from '../test/event-stream.ts';
import { stopServerProcess, twoServerProcesses } from '../test/server-process.ts';

// Far-future days of mori (restaurant 2), so no other test's bookings are on them.
const DAY = '2033-05-10';
const OTHER_DAY = '2033-05-11';
const CLIENT = 'tablet-one-0001';

describe.each(testDatabases())('live schedule events on $name', ({ open, name }) => {
  let handle: TestDatabase;
  let t: TestApp;
  let base = '';
  const events = (date = DAY) => `${base}/api/restaurant/v2/mori/bookings/events?date=${date}`;
  const book = async (at: string, name: string) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/restaurant/v2/bookings/simple',
      headers: { 'x-client-id': CLIENT },
      payload: { bookingDateTime: at, customerName: name, peopleCount: 2, restaurantId: 2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ScheduleBooking>();
  };

  beforeAll(async () => {
    handle = await open('seeded');
    t = await createTestApp(handle);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    await t?.app.close();
    await handle?.cleanup();
  });

  it('sends every booking and timeslot change of the day to its streams, as it now stands, and nothing of other days', async () => {
    const stream = await readEventStream(events(), await t.token());
    const second = await readEventStream(events(), await t.token('u-host'));
    try {
      expect(await stream.next('ready')).toEqual({ type: 'ready', restaurantId: 2, date: DAY });

      const guest = await book(`${DAY}T19:00`, 'Live Guest');
      const created = await stream.next('booking', (e) => e.booking.bookingId === guest.bookingId);
      expect(created).toMatchObject({
        restaurantId: 2,
        date: DAY,
        origin: CLIENT,
        booking: { name: 'Live Guest', bookedSeats: 2, visited: false },
      });
      // Every stream of the day hears it, whoever opened it.
      await second.next('booking', (e) => e.booking.bookingId === guest.bookingId);

      await book(`${OTHER_DAY}T19:00`, 'Other Day Guest');

      expect((await t.send('POST', `restaurant/v2/booking/${guest.bookingId}/toggle-completion`)).statusCode).toBe(200);
      const arrived = await stream.next('booking', (e) => e.booking.bookingId === guest.bookingId && e.booking.visited);
      expect(arrived.booking.status).toBe('Completed');
      // No X-Client-Id: the event names no origin (the console flashes it as someone else's).
      expect(arrived.origin).toBeUndefined();

      const tables = {
        name: 'Live Guest',
        bookedSeats: 2,
        bookingDateTime: `${DAY}T19:00`,
        restaurantId: 2,
        tableNumbers: ['6', '7'],
      };
      expect((await t.send('PUT', `restaurant/v2/bookings/${guest.bookingId}`, tables)).statusCode).toBe(200);
      await stream.next(
        'booking',
        (e) => e.booking.bookingId === guest.bookingId && e.booking.tableNumbers.join() === '6,7',
      );

      const block = await t.send('POST', `restaurant/v2/bookings/mealTimes/block?restaurantId=2&mealTime=${DAY}T19:00`);
      expect(block.statusCode, block.body).toBe(200);
      expect(await stream.next('slot', (e) => e.isBlocked)).toMatchObject({
        restaurantId: 2,
        date: DAY,
        mealTime: `${DAY}T19:00:00`,
      });
      expect(
        (await t.send('POST', `restaurant/v2/bookings/mealTimes/unblock?restaurantId=2&mealTime=${DAY}T19:00`))
          .statusCode,
      ).toBe(200);
      await stream.next('slot', (e) => !e.isBlocked);

      // Moved to another day: gone from this one (and the other day's streams get it).
      const other = await readEventStream(events(OTHER_DAY), await t.token());
      await other.next('ready');
      expect(
        (
          await t.send('PUT', `restaurant/v2/bookings/${guest.bookingId}`, {
            ...tables,
            bookingDateTime: `${OTHER_DAY}T20:00`,
          })
        ).statusCode,
      ).toBe(200);
      expect(await stream.next('removed')).toMatchObject({ restaurantId: 2, date: DAY, bookingId: guest.bookingId });
      await other.next(
        'booking',
        (e) => e.booking.bookingId === guest.bookingId && e.booking.bookingDateTime === `${OTHER_DAY}T20:00:00`,
      );
      other.close();

      expect((await t.send('POST', `restaurant/v2/booking/${guest.bookingId}/cancel`)).statusCode).toBe(200);
      const late = await book(`${DAY}T21:00`, 'Late Guest');
      await stream.next('booking', (e) => e.booking.bookingId === late.bookingId);
      // In order, and only this day's: the other day's booking and the cancel (now on the other day) never came here.
      expect(stream.events.map((e) => (e.type === 'booking' ? e.booking.name : e.type))).toEqual([
        'ready',
        'Live Guest',
        'Live Guest',
        'Live Guest',
        'slot',
        'slot',
        'removed',
        'Late Guest',
      ]);
    } finally {
      stream.close();
      second.close();
    }
  });

  it('sends a change made under an Idempotency-Key once it commits, and a replay of it sends nothing more', async () => {
    const stream = await readEventStream(events(), await t.token());
    try {
      await stream.next('ready');
      const key = randomUUID();
      const body = { bookingDateTime: `${DAY}T18:00`, customerName: 'Replayed Guest', peopleCount: 3, restaurantId: 2 };
      const first = await t.call({
        method: 'POST',
        url: '/api/restaurant/v2/bookings/simple',
        headers: { 'idempotency-key': key },
        payload: body,
      });
      expect(first.statusCode, first.body).toBe(200);
      const again = await t.call({
        method: 'POST',
        url: '/api/restaurant/v2/bookings/simple',
        headers: { 'idempotency-key': key },
        payload: body,
      });
      expect(again.json()).toEqual(first.json());
      await stream.next('booking', (e) => e.booking.name === 'Replayed Guest');
      // A marker after it: anything the replay had sent would have come before.
      const marker = await book(`${DAY}T18:30`, 'Marker Guest');
      await stream.next('booking', (e) => e.booking.bookingId === marker.bookingId);
      expect(stream.events.filter((e) => e.type === 'booking' && e.booking.name === 'Replayed Guest')).toHaveLength(1);
    } finally {
      stream.close();
    }
  });

  it.runIf(name === 'PostgreSQL')(
    'takes up a lost LISTEN connection again by itself, and tells the streams to catch up',
    async () => {
      const stream = await readEventStream(events(), await t.token());
      try {
        await stream.next('ready');
        // What a database restart or failover does to the listening connection.
        await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name like ${`${LISTEN_APPLICATION_NAME}%`}`.execute(
          handle.db,
        );
        // The promise: a stream is told to resync once the process listens on every channel again (one connection
        // for all of them), so a booking written after that is sent.
        await stream.next('resync', () => true, 10_000);
        const after = await book(`${DAY}T17:00`, 'After The Gap');
        await stream.next('booking', (e) => e.booking.bookingId === after.bookingId);
        // Told once, not once a channel.
        expect(stream.events.filter((e) => e.type === 'resync')).toHaveLength(1);
      } finally {
        stream.close();
      }
    },
  );

  it('refuses a stream without a token, of an unknown restaurant or with a bad date, and ends one when its token expires', async () => {
    expect((await fetch(events())).status).toBe(401);
    const token = await t.token();
    const unknown = await fetch(`${base}/api/restaurant/v2/nowhere/bookings/events?date=${DAY}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(unknown.status).toBe(404);
    const badDate = await fetch(`${base}/api/restaurant/v2/mori/bookings/events?date=2033-02-30`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(badDate.status).toBe(400);
    expect(await badDate.text()).toContain('date');

    const stream = await readEventStream(events(), await t.token('u-demo', '2s'));
    await stream.next('ready');
    const ended = await Promise.race([
      stream.ended.then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), 6_000)),
    ]);
    expect(ended).toBe('ended');
  });
});

const postgres = testDatabases().find((factory) => factory.name === 'PostgreSQL');

describe.runIf(postgres)('live schedule events across server processes on one PostgreSQL database', () => {
  let handle: TestDatabase;
  const children: ChildProcess[] = [];

  afterAll(async () => {
    for (const child of children) await stopServerProcess(child);
    await handle?.cleanup();
  });

  it('delivers a change written through one process to a stream of the other (LISTEN/NOTIFY)', async () => {
    handle = await postgres!.open();
    await migrate(handle.db);
    await seedIfEmpty(handle.db);
    const { one, two, token } = await twoServerProcesses(handle.db, children);
    const write = (server: string, path: string, body?: object) =>
      fetch(`${server}/api/${path}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'x-xsrf-token': 'x',
          cookie: 'XSRF-TOKEN=x',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });

    const onTwo = await readEventStream(`${two}/api/restaurant/v2/mori/bookings/events?date=${DAY}`, token);
    const onOne = await readEventStream(`${one}/api/restaurant/v2/mori/bookings/events?date=${DAY}`, token);
    await Promise.all([onTwo.next('ready'), onOne.next('ready')]);

    const created = await write(one, 'restaurant/v2/bookings/simple', {
      bookingDateTime: `${DAY}T19:30`,
      customerName: 'Across Processes',
      peopleCount: 4,
      restaurantId: 2,
    });
    expect(created.status, await created.clone().text()).toBe(200);
    const booking = (await created.json()) as ScheduleBooking;
    expect((await onTwo.next('booking', (e) => e.booking.bookingId === booking.bookingId)).booking).toMatchObject({
      name: 'Across Processes',
      createdBy: 'Ola Hansen',
    });

    // And the other way: arrived through the second process, heard by a stream of the first.
    expect((await write(two, `restaurant/v2/booking/${booking.bookingId}/toggle-completion`)).status).toBe(200);
    await onOne.next('booking', (e) => e.booking.bookingId === booking.bookingId && e.booking.visited);
    onOne.close();
    onTwo.close();
  });
});
