import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  restaurantBookingSchema,
  scheduleGroupSchema,
  type ScheduleBooking,
  type ScheduleGroup,
} from '../../contract/bookings.ts';
import { buildTestServer, createTestApp, type TestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';
import { testTokens } from '../test/tokens.ts';

// Mori has a Breakfast meal but no Breakfast rule in the seed: the rules made here are the only ones that apply to it.
// Far-future days: 2032-03-01 and 2032-03-08 are Mondays (mori's lunch and dinner rules skip Mondays), 2032-03-02 a
// Tuesday, 2032-03-03 a Wednesday.
const MONDAY = '2032-03-01';
const MONDAY_SPECIAL = '2032-03-08';
const MONDAY_TIE = '2032-03-15';
const TUESDAY = '2032-03-02';
const WEDNESDAY = '2032-03-03';
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

describe.each(testDatabases())('schedule, stamps and search on $name', ({ open }) => {
  let t: TestApp;
  /** The same app and database, signed in as another staff member with another display name. */
  let asOla: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  let cleanup: () => Promise<void>;
  let breakfastId = 0;

  const day = async (date: string, source = 'staff') => {
    const res = await t.call({
      method: 'GET',
      url: `/api/restaurant/v2/mori/bookings/mealTimes?date=${date}&source=${source}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    // The exact contract shape, not just "some JSON".
    return z.array(scheduleGroupSchema).parse(res.json()) satisfies ScheduleGroup[];
  };
  const group = async (date: string, name: string, source?: string) =>
    (await day(date, source)).find((g) => g.name === name);
  const slots = async (date: string, name: string, source?: string) =>
    (await group(date, name, source))?.timeslots.map((s) => [s.mealTime.slice(11, 16), s.seatsLimit]);
  const rule = async (body: object) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/restaurant/v2/availability',
      payload: { restaurantId: 2, restaurantMealId: breakfastId, webSeats: 0, manualSeats: 0, priority: 0, ...body },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const book = async (at: string, seats: number, name = `Guest ${at}`, extra: object = {}) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/restaurant/v2/bookings/simple',
      payload: { bookingDateTime: at, customerName: name, peopleCount: seats, restaurantId: 2, ...extra },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ScheduleBooking>();
  };

  beforeAll(async () => {
    const handle = await open('seeded');
    t = await createTestApp(handle);
    const tokens = await testTokens();
    const other = await buildTestServer(handle.db, { verifyToken: tokens.verifier });
    asOla = async ({ headers, ...options }) =>
      other.inject({
        ...options,
        headers: {
          authorization: `Bearer ${await tokens.token({ sub: 'u-host', name: 'Ola Hansen' })}`,
          'x-xsrf-token': 'x',
          ...headers,
        },
        cookies: { 'XSRF-TOKEN': 'x' },
      });
    cleanup = async () => {
      await other.close();
      await t.app.close();
      await handle.cleanup();
    };
    const meals = (await t.call({ method: 'GET', url: '/api/restaurant/v2/meals' })).json<
      Array<{ restaurantId: number; meals: Array<{ mealId: number; name: string }> }>
    >();
    breakfastId = meals.find((m) => m.restaurantId === 2)?.meals.find((m) => m.name === 'Breakfast')?.mealId ?? 0;
    expect(breakfastId).toBeGreaterThan(0);

    // Mondays 07:00-08:00 (priority 1); one Tuesday by date (priority 0); one Monday by date with priority 3; and a
    // Monday by date with priority 1, the same as the weekday rule but made later (the tie goes to the newest).
    await rule({
      description: 'weekday',
      daysOfWeek: [1],
      timeFrom: '07:00',
      timeTo: '08:00',
      webSeats: 4,
      manualSeats: 2,
      priority: 1,
    });
    await rule({
      description: 'dated',
      dates: [TUESDAY],
      timeFrom: '08:00',
      timeTo: '09:00',
      webSeats: 5,
      priority: 0,
    });
    await rule({
      description: 'special',
      dates: [MONDAY_SPECIAL],
      timeFrom: '09:00',
      timeTo: '10:30',
      webSeats: 7,
      manualSeats: 1,
      priority: 3,
    });
    await rule({
      description: 'tie',
      dates: [MONDAY_TIE],
      timeFrom: '06:00',
      timeTo: '06:30',
      webSeats: 1,
      manualSeats: 1,
      priority: 1,
    });
  });
  afterAll(async () => cleanup?.());

  describe('mealTimes: the slot rule over HTTP', () => {
    it('applies rules by weekday or by date, the highest priority (then the newest) winning, in 30-minute slots', async () => {
      expect((await day(MONDAY)).map((g) => g.name)).toEqual(['Breakfast', 'Lunch', 'Dinner']);
      expect(await slots(MONDAY, 'Breakfast')).toEqual([
        ['07:00', 6],
        ['07:30', 6],
      ]);
      expect(await slots(TUESDAY, 'Breakfast')).toEqual([
        ['08:00', 5],
        ['08:30', 5],
      ]);
      expect(await slots(MONDAY_SPECIAL, 'Breakfast')).toEqual([
        ['09:00', 8],
        ['09:30', 8],
        ['10:00', 8],
      ]);
      expect(await slots(MONDAY_TIE, 'Breakfast')).toEqual([['06:00', 2]]);
      expect(await slots(WEDNESDAY, 'Breakfast')).toEqual([]);
      // Mori is closed on Mondays for lunch and dinner: those groups come with no timeslots.
      expect(await slots(MONDAY, 'Dinner')).toEqual([]);
      expect((await group(MONDAY, 'Breakfast'))?.restaurantMealId).toBe(breakfastId);
    });

    it('gives the web its web seats and staff web + manual seats', async () => {
      expect(await slots(MONDAY, 'Breakfast', 'web')).toEqual([
        ['07:00', 4],
        ['07:30', 4],
      ]);
      expect(await slots(MONDAY_SPECIAL, 'Breakfast', 'web')).toEqual([
        ['09:00', 7],
        ['09:30', 7],
        ['10:00', 7],
      ]);
    });

    it('counts Created and Completed seats, persons not arrived, lists every booking by time then id', async () => {
      const a = await book(`${MONDAY}T07:00`, 2);
      const b = await book(`${MONDAY}T07:10`, 3);
      const c = await book(`${MONDAY}T07:20`, 4);
      const w = await book(`${MONDAY}T07:15`, 5);
      const d = await book(`${MONDAY}T07:00`, 1);
      const late = await book(`${MONDAY}T07:45`, 1);
      expect(
        (await t.call({ method: 'POST', url: `/api/restaurant/v2/booking/${b.bookingId}/toggle-completion` }))
          .statusCode,
      ).toBe(200);
      expect(
        (await t.call({ method: 'POST', url: `/api/restaurant/v2/booking/${c.bookingId}/cancel` })).statusCode,
      ).toBe(200);
      // Withdrawn comes from the web checkout, never from this API: set it in the database.
      await t.handle.db.updateTable('bookings').set({ status: 'Withdrawn' }).where('id', '=', w.bookingId).execute();

      const [first, second] = (await group(MONDAY, 'Breakfast'))?.timeslots ?? [];
      expect(first?.bookings.map((x) => x.bookingId)).toEqual([
        a.bookingId,
        d.bookingId,
        b.bookingId,
        w.bookingId,
        c.bookingId,
      ]);
      expect(first).toMatchObject({
        mealTime: `${MONDAY}T07:00:00`,
        seatsLimit: 6,
        seatsBooked: 2 + 1 + 3,
        persons: 2 + 1,
        isBlocked: false,
      });
      expect(second).toMatchObject({ mealTime: `${MONDAY}T07:30:00`, seatsBooked: 1, persons: 1 });
      expect(second?.bookings.map((x) => x.bookingId)).toEqual([late.bookingId]);
    });

    it('shows a booking outside every slot in a slot of its own (seat limit 0) under the nearest meal', async () => {
      const lunchGuest = await book(`${MONDAY}T12:10`, 2);
      const earlyGuest = await book(`${MONDAY}T06:40`, 3);
      const lunch = await group(MONDAY, 'Lunch');
      expect(lunch?.timeslots).toEqual([
        expect.objectContaining({ mealTime: `${MONDAY}T12:00:00`, seatsLimit: 0, seatsBooked: 2, persons: 2 }),
      ]);
      expect(lunch?.timeslots[0]?.bookings.map((x) => x.bookingId)).toEqual([lunchGuest.bookingId]);
      const breakfast = await group(MONDAY, 'Breakfast');
      expect(breakfast?.timeslots[0]).toMatchObject({ mealTime: `${MONDAY}T06:30:00`, seatsLimit: 0, seatsBooked: 3 });
      expect(breakfast?.timeslots[0]?.bookings.map((x) => x.bookingId)).toEqual([earlyGuest.bookingId]);
    });

    it('returns bookings in the schedule shape', async () => {
      const made = await book(`${TUESDAY}T08:05`, 2, 'Shape Check', {
        customerPhoneNumber: '+47 912 34 567',
        comment: 'Vindu',
      });
      const slot = (await group(TUESDAY, 'Breakfast'))?.timeslots[0];
      const listed = slot?.bookings.find((x) => x.bookingId === made.bookingId);
      expect(listed).toEqual(made);
      expect(made).toMatchObject({
        bookingDateTime: `${TUESDAY}T08:05:00`,
        name: 'Shape Check',
        bookedSeats: 2,
        phoneNumber: '+4791234567',
        email: '',
        message: 'Vindu',
        status: 'Created',
        visited: false,
        tableNumbers: [],
        clockBookingNumber: null,
        brpOrderNumber: null,
        createdBy: 'Kari Nordmann',
        updatedAt: null,
        updatedBy: null,
      });
      expect(made.createdAt).toMatch(ISO_INSTANT);
    });

    it('flags blocked slots; block and unblock answer {restaurantId, mealTime, isBlocked} and repeat harmlessly', async () => {
      const url = (action: string, mealTime = `${TUESDAY}T08:30:00`) =>
        `/api/restaurant/v2/bookings/mealTimes/${action}?restaurantId=2&mealTime=${mealTime}`;
      for (let i = 0; i < 2; i++) {
        const res = await t.call({ method: 'POST', url: url('block') });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ restaurantId: 2, mealTime: `${TUESDAY}T08:30:00`, isBlocked: true });
      }
      expect((await group(TUESDAY, 'Breakfast'))?.timeslots.map((s) => s.isBlocked)).toEqual([false, true]);
      // HH:mm is accepted and stored as HH:mm:ss.
      const unblock = await t.call({ method: 'POST', url: url('unblock', `${TUESDAY}T08:30`) });
      expect(unblock.json()).toEqual({ restaurantId: 2, mealTime: `${TUESDAY}T08:30:00`, isBlocked: false });
      expect((await t.call({ method: 'POST', url: url('unblock') })).statusCode).toBe(200);
      expect((await group(TUESDAY, 'Breakfast'))?.timeslots.map((s) => s.isBlocked)).toEqual([false, false]);
      // A blocked time that is no slot adds none.
      await t.call({ method: 'POST', url: url('block', `${WEDNESDAY}T08:00:00`) });
      expect(await slots(WEDNESDAY, 'Breakfast')).toEqual([]);
    });

    it('answers 404 for an unknown restaurant and 400 naming the query field', async () => {
      const unknown = await t.call({
        method: 'GET',
        url: `/api/restaurant/v2/nowhere/bookings/mealTimes?date=${MONDAY}`,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json<{ message: string }>().message).toContain('nowhere');
      expect(
        (await t.call({ method: 'GET', url: `/api/restaurant/v2/MoRi/bookings/mealTimes?date=${MONDAY}` })).statusCode,
      ).toBe(200);
      expect(
        (await t.call({ method: 'GET', url: `/api/restaurant/v2/2/bookings/mealTimes?date=${MONDAY}` })).statusCode,
      ).toBe(200);
      for (const [query, field] of [
        ['date=2032-02-30', 'querystring.date'],
        ['date=01.03.2032', 'querystring.date'],
        [`date=${MONDAY}&source=kiosk`, 'querystring.source'],
        ['', 'querystring.date'],
      ] as const) {
        const res = await t.call({ method: 'GET', url: `/api/restaurant/v2/mori/bookings/mealTimes?${query}` });
        expect(res.statusCode, query).toBe(400);
        expect(res.json<{ message: string }>().message).toContain(field);
      }
      const block = await t.call({
        method: 'POST',
        url: `/api/restaurant/v2/bookings/mealTimes/block?restaurantId=99&mealTime=${MONDAY}T07:00:00`,
      });
      expect(block.statusCode).toBe(404);
      const noTime = await t.call({
        method: 'POST',
        url: '/api/restaurant/v2/bookings/mealTimes/block?restaurantId=2',
      });
      expect(noTime.json<{ message: string }>().message).toContain('querystring.mealTime');
    });
  });

  describe('booking writes', () => {
    it('stamps createdBy and updatedBy with the signed-in user, on every write', async () => {
      const created = await asOla({
        method: 'POST',
        url: '/api/restaurant/v2/bookings/simple',
        payload: {
          bookingDateTime: `${WEDNESDAY}T19:00`,
          customerName: 'Stamp Test',
          peopleCount: 2,
          restaurantId: 2,
          source: 0,
        },
      });
      const booking = created.json<ScheduleBooking>();
      expect(booking).toMatchObject({ createdBy: 'Ola Hansen', updatedBy: null, updatedAt: null });
      expect(
        (
          await t.handle.db
            .selectFrom('bookings')
            .select('source')
            .where('id', '=', booking.bookingId)
            .executeTakeFirstOrThrow()
        ).source,
      ).toBe(0);

      const edited = await t.call({
        method: 'PUT',
        url: `/api/restaurant/v2/bookings/${booking.bookingId}`,
        payload: {
          name: 'Stamp Test',
          bookedSeats: 3,
          bookingDateTime: `${WEDNESDAY}T19:30`,
          restaurantId: 2,
          tableNumbers: ['M2'],
        },
      });
      expect(edited.json()).toMatchObject({
        createdBy: 'Ola Hansen',
        updatedBy: 'Kari Nordmann',
        bookedSeats: 3,
        tableNumbers: ['M2'],
        bookingDateTime: `${WEDNESDAY}T19:30:00`,
      });
      expect(edited.json<ScheduleBooking>().updatedAt).toMatch(ISO_INSTANT);

      const arrived = await asOla({
        method: 'POST',
        url: `/api/restaurant/v2/booking/${booking.bookingId}/toggle-completion`,
      });
      expect(arrived.json()).toMatchObject({ visited: true, status: 'Completed', updatedBy: 'Ola Hansen' });
      const search = async () =>
        (
          await t.call({ method: 'GET', url: '/api/restaurant/v2/mori/bookings/search?searchQuery=stamp%20test' })
        ).json<{ items: Array<Record<string, unknown>> }>().items[0];
      expect(await search()).toMatchObject({
        createdBy: 'Ola Hansen',
        updatedBy: 'Ola Hansen',
        status: 'Completed',
        arrivedAt: expect.stringMatching(ISO_INSTANT) as unknown,
      });

      const back = await t.call({
        method: 'POST',
        url: `/api/restaurant/v2/booking/${booking.bookingId}/toggle-completion`,
      });
      expect(back.json()).toMatchObject({ visited: false, status: 'Created', updatedBy: 'Kari Nordmann' });
      expect(await search()).toMatchObject({ arrivedAt: null, status: 'Created' });

      const cancelled = await asOla({ method: 'POST', url: `/api/restaurant/v2/booking/${booking.bookingId}/cancel` });
      expect(cancelled.json()).toMatchObject({ status: 'Cancelled', updatedBy: 'Ola Hansen' });
      const again = await t.call({
        method: 'POST',
        url: `/api/restaurant/v2/booking/${booking.bookingId}/toggle-completion`,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json<{ message: string }>().message).toMatch(/cancelled/);
    });

    it('answers unknown bookings and restaurants with 404, bad bodies with 400 naming the field', async () => {
      const body = { name: 'X', bookedSeats: 1, bookingDateTime: `${WEDNESDAY}T19:00`, restaurantId: 2 };
      expect(
        (await t.call({ method: 'PUT', url: '/api/restaurant/v2/bookings/999999', payload: body })).statusCode,
      ).toBe(404);
      expect(
        (await t.call({ method: 'POST', url: '/api/restaurant/v2/booking/999999/toggle-completion' })).statusCode,
      ).toBe(404);
      expect((await t.call({ method: 'POST', url: '/api/restaurant/v2/booking/999999/cancel' })).statusCode).toBe(404);
      const create = { bookingDateTime: `${WEDNESDAY}T19:00`, customerName: 'Y', peopleCount: 2, restaurantId: 2 };
      expect(
        (
          await t.call({
            method: 'POST',
            url: '/api/restaurant/v2/bookings/simple',
            payload: { ...create, restaurantId: 99 },
          })
        ).statusCode,
      ).toBe(404);
      for (const [change, field] of [
        [{ peopleCount: 0 }, 'body.peopleCount'],
        [{ peopleCount: 2.5 }, 'body.peopleCount'],
        [{ bookingDateTime: 'tomorrow' }, 'body.bookingDateTime'],
        [{ customerName: '   ' }, 'body.customerName'],
        [{ source: 7 }, 'body.source'],
      ] as const) {
        const res = await t.call({
          method: 'POST',
          url: '/api/restaurant/v2/bookings/simple',
          payload: { ...create, ...change },
        });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(res.json<{ message: string }>().message).toContain(field);
      }
      const badEdit = await t.call({
        method: 'PUT',
        url: '/api/restaurant/v2/bookings/1',
        payload: { ...body, bookedSeats: 0, tableNumbers: [''] },
      });
      expect(badEdit.json<{ message: string }>().message).toContain('body.bookedSeats');
      expect(badEdit.json<{ message: string }>().message).toContain('body.tableNumbers.0');
    });
  });

  describe('booking search', () => {
    it('pages newest first with exact totals', async () => {
      const made: number[] = [];
      for (const date of ['2032-04-01', '2032-04-03', '2032-04-02', '2032-04-05', '2032-04-04']) {
        made.push((await book(`${date}T12:00`, 2, 'Zeta Pager')).bookingId);
      }
      const newestFirst = [made[3], made[4], made[1], made[2], made[0]];
      const pages = [];
      for (const pageNumber of [1, 2, 3, 4]) {
        const res = await t.call({
          method: 'GET',
          url: `/api/restaurant/v2/mori/bookings/search?pageNumber=${pageNumber}&pageSize=2&searchQuery=ZETA%20pager`,
        });
        expect(res.statusCode).toBe(200);
        const body = res.json<{ items: Array<{ id: number }>; totalItems: number }>();
        expect(body.totalItems).toBe(5);
        pages.push(body.items.map((i) => i.id));
      }
      expect(pages).toEqual([newestFirst.slice(0, 2), newestFirst.slice(2, 4), newestFirst.slice(4), []]);
      // Another restaurant's search does not see them.
      expect(
        (await t.call({ method: 'GET', url: '/api/restaurant/v2/brasseriet/bookings/search?searchQuery=zeta' })).json<{
          totalItems: number;
        }>().totalItems,
      ).toBe(0);
    });

    it('matches name, phone, email and comment, with % and _ taken literally, in the restaurant booking shape', async () => {
      const phone = await book('2032-05-01T12:00', 2, 'Phone Match', { customerPhoneNumber: '+47 998 76 543' });
      const comment = await book('2032-05-02T12:00', 2, 'Comment Match', { comment: 'Allergi: 100% glutenfri' });
      const withEmail = await book('2032-05-03T12:00', 4, 'Email Match');
      await t.handle.db
        .updateTable('bookings')
        .set({ email: 'Uniq_Mail@Example.test' })
        .where('id', '=', withEmail.bookingId)
        .execute();
      const ids = async (q: string) =>
        (
          await t.call({
            method: 'GET',
            url: `/api/restaurant/v2/mori/bookings/search?searchQuery=${encodeURIComponent(q)}`,
          })
        )
          .json<{ items: Array<{ id: number }> }>()
          .items.map((i) => i.id);
      expect(await ids('998 76')).toEqual([phone.bookingId]);
      expect(await ids('uniq_mail@')).toEqual([withEmail.bookingId]);
      expect(await ids('uniq%mail')).toEqual([]);
      expect(await ids('uniqxmail')).toEqual([]);
      expect(await ids('100% GLUTEN')).toEqual([comment.bookingId]);
      expect(await ids('1_0%')).toEqual([]);

      const res = await t.call({ method: 'GET', url: '/api/restaurant/v2/Mori/bookings/search?searchQuery=uniq_mail' });
      const [item] = res.json<{ items: unknown[] }>().items;
      expect(restaurantBookingSchema.parse(item)).toEqual({
        id: withEmail.bookingId,
        bookingDateTime: '2032-05-03T12:00:00',
        customerName: 'Email Match',
        customerPhoneNumber: '',
        customerEmail: 'Uniq_Mail@Example.test',
        status: 'Created',
        peopleCount: 4,
        arrivedAt: null,
        comment: '',
        createdBy: 'Kari Nordmann',
        updatedBy: null,
      });
    });

    it('answers bad paging with 400 naming the field and an unknown restaurant with 404', async () => {
      for (const [query, field] of [
        ['pageNumber=0', 'querystring.pageNumber'],
        ['pageSize=x', 'querystring.pageSize'],
        ['pageSize=1000', 'querystring.pageSize'],
      ] as const) {
        const res = await t.call({ method: 'GET', url: `/api/restaurant/v2/mori/bookings/search?${query}` });
        expect(res.statusCode, query).toBe(400);
        expect(res.json<{ message: string }>().message).toContain(field);
      }
      expect((await t.call({ method: 'GET', url: '/api/restaurant/v2/nowhere/bookings/search' })).statusCode).toBe(404);
    });
  });
});
