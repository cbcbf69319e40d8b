import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleBooking, ScheduleGroup } from '../../contract/bookings.ts';
import { DEFAULT_IDEMPOTENCY_KEEP_DAYS } from '../config.ts';
import { forgetOldKeys } from '../repositories/idempotency.ts';
import { useTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';

// A day no seed touches (far ahead), a Tuesday: 2031-12-02.
const DAY = '2031-12-02';

describe.each(testDatabases())('restaurant API on $name', ({ open }) => {
  const t = useTestApp(open);
  let dinnerMealId = 0;

  const schedule = async (query = `date=${DAY}`) => {
    const res = await t.call({ method: 'GET', url: `/api/restaurant/v2/brasseriet/bookings/mealTimes?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ScheduleGroup[]>();
  };
  const slot = async (time: string, query?: string) =>
    (await schedule(query)).flatMap((g) => g.timeslots).find((s) => s.mealTime === `${DAY}T${time}:00`);
  const book = async (name: string, time: string, seats = 2) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/restaurant/v2/bookings/simple',
      payload: {
        bookingDateTime: `${DAY}T${time}`,
        customerName: name,
        customerPhoneNumber: '+47 400 00 000',
        peopleCount: seats,
        restaurantId: 1,
        comment: `${name} comment`,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ScheduleBooking>();
  };

  beforeAll(async () => {
    const meals = (await t.call({ method: 'GET', url: '/api/restaurant/v2/meals' })).json<
      Array<{ restaurantId: number; meals: Array<{ mealId: number; name: string }> }>
    >();
    dinnerMealId = meals.find((m) => m.restaurantId === 1)?.meals.find((m) => m.name === 'Dinner')?.mealId ?? 0;
    const rule = await t.call({
      method: 'POST',
      url: '/api/restaurant/v2/availability',
      payload: {
        restaurantId: 1,
        restaurantMealId: dinnerMealId,
        description: 'test',
        dates: [DAY],
        timeFrom: '18:00',
        timeTo: '19:00',
        webSeats: 6,
        manualSeats: 2,
        priority: 90,
      },
    });
    expect(rule.statusCode, rule.body).toBe(200);
  });

  describe('availability rules', () => {
    it('creates, pages, sorts, updates and deletes a rule', async () => {
      const created = await t.call({
        method: 'POST',
        url: '/api/restaurant/v2/availability',
        payload: {
          restaurantId: 2,
          restaurantMealId: await mealId(2, 'Lunch'),
          description: 'Påske',
          dates: ['2031-04-13', '2031-04-13'],
          daysOfWeek: [6, 0],
          timeFrom: '12:00:00',
          timeTo: '15:00:00',
          webSeats: 3,
          manualSeats: 1,
          priority: 2,
        },
      });
      expect(created.statusCode, created.body).toBe(200);
      const rule = created.json<{ id: number; version: number; dates: string[]; daysOfWeek: number[] }>();
      expect(rule).toMatchObject({
        dates: ['2031-04-13'],
        daysOfWeek: [0, 6],
        timeFrom: '12:00:00',
        restaurantFk: 2,
        description: 'Påske',
        version: 1,
      });

      const page = await t.call({
        method: 'GET',
        url: '/api/restaurant/v2/mori/availabilities/?page=1&itemsPerPage=2&sort=priority&sortDir=desc',
      });
      const body = page.json<{ items: Array<{ priority: number }>; totalItems: number }>();
      expect(body.totalItems).toBe(4);
      expect(body.items.map((r) => r.priority)).toEqual([3, 2]);

      const updated = await t.send(
        'PUT',
        `restaurant/v2/availability/${rule.id}`,
        {
          restaurantId: 2,
          restaurantMealId: await mealId(2, 'Lunch'),
          description: 'Påske 2',
          daysOfWeek: [0],
          timeFrom: '12:00',
          timeTo: '14:00',
          webSeats: 5,
          manualSeats: 0,
          priority: 1,
        },
        { version: rule.version },
      );
      expect(updated.json()).toMatchObject({
        description: 'Påske 2',
        timeTo: '14:00:00',
        webSeats: 5,
        dates: [],
        daysOfWeek: [0],
        version: rule.version + 1,
      });
      const { version } = updated.json<{ version: number }>();
      expect((await t.send('DELETE', `restaurant/v2/availability/${rule.id}`, undefined, { version })).statusCode).toBe(
        200,
      );
      expect((await t.call({ method: 'DELETE', url: `/api/restaurant/v2/availability/${rule.id}` })).statusCode).toBe(
        404,
      );
      expect(
        (
          await t.call({
            method: 'PUT',
            url: `/api/restaurant/v2/availability/999999`,
            payload: {
              restaurantId: 2,
              restaurantMealId: await mealId(2, 'Lunch'),
              daysOfWeek: [0],
              timeFrom: '12:00',
              timeTo: '14:00',
              webSeats: 5,
              manualSeats: 0,
              priority: 1,
            },
          })
        ).statusCode,
      ).toBe(404);
    });

    it('answers bad rules with 400 naming the field', async () => {
      const base = {
        restaurantId: 1,
        restaurantMealId: dinnerMealId,
        daysOfWeek: [2],
        timeFrom: '18:00',
        timeTo: '19:00',
        webSeats: 1,
        manualSeats: 1,
        priority: 0,
      };
      const cases: Array<[object, string]> = [
        [{ daysOfWeek: [7] }, 'body.daysOfWeek.0'],
        [{ timeFrom: '20:00', timeTo: '19:00' }, 'body.timeTo'],
        [{ webSeats: -1 }, 'body.webSeats'],
        [{ priority: 1.5 }, 'body.priority'],
        [{ dates: ['2031-02-30'] }, 'body.dates.0'],
        [{ restaurantMealId: await mealId(2, 'Dinner') }, 'body.restaurantMealId'],
      ];
      for (const [change, field] of cases) {
        const res = await t.call({
          method: 'POST',
          url: '/api/restaurant/v2/availability',
          payload: { ...base, ...change },
        });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(res.json<{ message: string }>().message).toContain(field);
      }
      expect((await t.call({ method: 'GET', url: '/api/restaurant/v2/nowhere/availabilities' })).statusCode).toBe(404);
    });

    it('refuses a rule with no day of week and no date (it would apply to no day), on create and update; 0 seats is a closing rule', async () => {
      const rules = async () =>
        (
          await t.call({ method: 'GET', url: '/api/restaurant/v2/brasseriet/availabilities?page=1&itemsPerPage=500' })
        ).json<{ items: Array<{ id: number; description: string; daysOfWeek: number[] }> }>().items;
      const before = (await rules()).length;
      const empty = {
        restaurantId: 1,
        restaurantMealId: dinnerMealId,
        description: 'Tom regel',
        dates: [],
        daysOfWeek: [],
        timeFrom: '12:00',
        timeTo: '21:00',
        webSeats: 0,
        manualSeats: 0,
        priority: 0,
      };
      for (const body of [empty, { ...empty, dates: undefined, daysOfWeek: undefined, webSeats: 8 }]) {
        const res = await t.call({ method: 'POST', url: '/api/restaurant/v2/availability', payload: body });
        expect(res.statusCode, res.body).toBe(400);
        const answer = res.json<{
          message: string;
          errors: Array<{ field: string; message: string; code?: string }>;
        }>();
        expect(answer.message).toContain('body.daysOfWeek');
        expect(answer.errors).toContainEqual({
          field: 'body.daysOfWeek',
          message: 'Choose days of the week or dates the rule applies to',
          code: 'availability.noDays',
        });
      }
      expect(await rules()).toHaveLength(before);

      // 0 seats on a day is a rule that closes the meal: kept.
      const closed = await t.call({
        method: 'POST',
        url: '/api/restaurant/v2/availability',
        payload: { ...empty, description: 'Stengt', dates: ['2031-12-24'] },
      });
      expect(closed.statusCode, closed.body).toBe(200);
      const rule = closed.json<{ id: number; version: number }>();
      const update = await t.send(
        'PUT',
        `restaurant/v2/availability/${rule.id}`,
        { ...empty, description: 'Stengt' },
        { version: rule.version },
      );
      expect(update.statusCode, update.body).toBe(400);
      expect(update.json<{ message: string }>().message).toContain('body.daysOfWeek');
      // Refused: nothing changed, its version neither.
      expect((await rules()).find((r) => r.id === rule.id)).toMatchObject({
        description: 'Stengt',
        daysOfWeek: [],
        version: rule.version,
      });
      expect(
        (await t.send('DELETE', `restaurant/v2/availability/${rule.id}`, undefined, { version: rule.version }))
          .statusCode,
      ).toBe(200);
    });
  });

  describe("the day's timeslots and bookings", () => {
    it('derives slots from the winning rule, web and staff limits', async () => {
      const dinner = (await schedule()).find((g) => g.name === 'Dinner');
      expect(dinner?.timeslots.map((s) => [s.mealTime, s.seatsLimit])).toEqual([
        [`${DAY}T18:00:00`, 8],
        [`${DAY}T18:30:00`, 8],
      ]);
      expect((await slot('18:00', `date=${DAY}&source=web`))?.seatsLimit).toBe(6);
      expect(
        (await t.call({ method: 'GET', url: '/api/restaurant/v2/1/bookings/mealTimes?date=2031-13-01' })).statusCode,
      ).toBe(400);
    });

    it('creates a booking stamped with the user; it counts toward seats booked', async () => {
      const created = await book('Ada Lovelace', '18:10', 3);
      expect(created).toMatchObject({
        name: 'Ada Lovelace',
        bookedSeats: 3,
        status: 'Created',
        visited: false,
        createdBy: 'Kari Nordmann',
        message: 'Ada Lovelace comment',
      });
      expect(await slot('18:00')).toMatchObject({ seatsBooked: 3, persons: 3 });
      const bad = await t.call({
        method: 'POST',
        url: '/api/restaurant/v2/bookings/simple',
        payload: { bookingDateTime: `${DAY}T18:00`, customerName: 'X', peopleCount: 0, restaurantId: 1 },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toContain('body.peopleCount');
    });

    it('toggles arrival both ways and refuses it on a cancelled booking', async () => {
      const b = await book('Grace Hopper', '18:30', 2);
      const on = await t.call({
        method: 'POST',
        url: `/api/restaurant/v2/booking/${b.bookingId}/toggle-completion`,
        as: 'u-host',
      });
      expect(on.json()).toMatchObject({ visited: true, status: 'Completed', updatedBy: 'Kari Nordmann' });
      expect(await slot('18:30')).toMatchObject({ seatsBooked: 2, persons: 0 });
      const off = await t.call({ method: 'POST', url: `/api/restaurant/v2/booking/${b.bookingId}/toggle-completion` });
      expect(off.json()).toMatchObject({ visited: false, status: 'Created' });
      const cancelled = await t.call({ method: 'POST', url: `/api/restaurant/v2/booking/${b.bookingId}/cancel` });
      expect(cancelled.json()).toMatchObject({ status: 'Cancelled' });
      expect(await slot('18:30')).toMatchObject({ seatsBooked: 0 });
      expect(
        (await t.call({ method: 'POST', url: `/api/restaurant/v2/booking/${b.bookingId}/toggle-completion` }))
          .statusCode,
      ).toBe(409);
      expect(
        (await t.call({ method: 'POST', url: `/api/restaurant/v2/booking/${b.bookingId}/cancel` })).statusCode,
      ).toBe(409);
      expect((await t.call({ method: 'POST', url: '/api/restaurant/v2/booking/999999/cancel' })).statusCode).toBe(404);
    });

    it('sets arrival to what ?visited says: two tablets marking one guest arrived leave them arrived', async () => {
      const b = await book('Katherine Johnson', '18:30', 2);
      const toggle = (query: string) =>
        t.call({ method: 'POST', url: `/api/restaurant/v2/booking/${b.bookingId}/toggle-completion${query}` });
      const first = await toggle('?visited=true');
      expect(first.json()).toMatchObject({ visited: true, status: 'Completed' });
      const second = await toggle('?visited=true');
      expect(second.statusCode).toBe(200);
      expect(second.json()).toMatchObject({
        visited: true,
        status: 'Completed',
        updatedAt: first.json<{ updatedAt: string }>().updatedAt,
      });
      expect((await toggle('?visited=false')).json()).toMatchObject({ visited: false, status: 'Created' });
      expect((await toggle('?visited=false')).json()).toMatchObject({ visited: false, status: 'Created' });
      const bad = await toggle('?visited=maybe');
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toContain('visited');
      expect((await toggle('')).json()).toMatchObject({ visited: true });
    });

    it('edits a booking: tables, time, seats', async () => {
      const b = await book('Alan Turing', '18:00', 2);
      const res = await t.call({
        method: 'PUT',
        url: `/api/restaurant/v2/bookings/${b.bookingId}`,
        payload: {
          name: 'Alan M. Turing',
          bookedSeats: 4,
          bookingDateTime: `${DAY}T18:30:00`,
          restaurantId: 1,
          phoneNumber: '912 34 567',
          tableNumbers: ['3', '5'],
          message: 'Window',
        },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        name: 'Alan M. Turing',
        bookedSeats: 4,
        bookingDateTime: `${DAY}T18:30:00`,
        phoneNumber: '+4791234567',
        tableNumbers: ['3', '5'],
        updatedBy: 'Kari Nordmann',
      });
      expect((await slot('18:30'))?.bookings.map((x) => x.name)).toContain('Alan M. Turing');
      const bad = await t.call({
        method: 'PUT',
        url: `/api/restaurant/v2/bookings/${b.bookingId}`,
        payload: { name: '', bookedSeats: 4, bookingDateTime: 'soon', restaurantId: 1 },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toMatch(
        /body\.name.*body\.bookingDateTime|body\.bookingDateTime.*body\.name/,
      );
    });

    it('blocks and unblocks a slot', async () => {
      const block = await t.call({
        method: 'POST',
        url: `/api/restaurant/v2/bookings/mealTimes/block?restaurantId=1&mealTime=${DAY}T18:00:00`,
      });
      expect(block.json()).toMatchObject({ isBlocked: true });
      await t.call({
        method: 'POST',
        url: `/api/restaurant/v2/bookings/mealTimes/block?restaurantId=1&mealTime=${DAY}T18:00:00`,
      });
      expect((await slot('18:00'))?.isBlocked).toBe(true);
      await t.call({
        method: 'POST',
        url: `/api/restaurant/v2/bookings/mealTimes/unblock?restaurantId=1&mealTime=${DAY}T18:00:00`,
      });
      expect((await slot('18:00'))?.isBlocked).toBe(false);
      expect(
        (
          await t.call({
            method: 'POST',
            url: '/api/restaurant/v2/bookings/mealTimes/block?restaurantId=1&mealTime=tonight',
          })
        ).statusCode,
      ).toBe(400);
    });
  });

  describe('booking search', () => {
    it('pages newest first and matches name, phone, email and comment, case-insensitively', async () => {
      await book('Search_Target 100%', '18:40', 1);
      const hit = await t.call({
        method: 'GET',
        url: '/api/restaurant/v2/brasseriet/bookings/search?pageNumber=1&pageSize=5&searchQuery=search_target%20100%25',
      });
      const body = hit.json<{
        items: Array<{ customerName: string; comment: string; peopleCount: number }>;
        totalItems: number;
      }>();
      expect(body.totalItems).toBe(1);
      expect(body.items[0]).toMatchObject({
        customerName: 'Search_Target 100%',
        peopleCount: 1,
        comment: 'Search_Target 100% comment',
      });
      // "_" and "%" are literal, not wildcards.
      const none = await t.call({
        method: 'GET',
        url: '/api/restaurant/v2/brasseriet/bookings/search?searchQuery=search%25target',
      });
      expect(none.json<{ totalItems: number }>().totalItems).toBe(0);

      const all = await t.call({ method: 'GET', url: '/api/restaurant/v2/1/bookings/search?pageNumber=2&pageSize=3' });
      const page2 = all.json<{ items: Array<{ bookingDateTime: string }>; totalItems: number }>();
      expect(page2.items).toHaveLength(3);
      const times = page2.items.map((i) => i.bookingDateTime);
      expect([...times].sort().reverse()).toEqual(times);
      expect((await t.call({ method: 'GET', url: '/api/restaurant/v2/1/bookings/search?pageSize=0' })).statusCode).toBe(
        400,
      );
    });
    it('finds a phone number typed as people write it, by its digits, from five of them', async () => {
      const made = await t.call({
        method: 'POST',
        url: '/api/restaurant/v2/bookings/simple',
        payload: {
          bookingDateTime: `${DAY}T18:50`,
          customerName: 'Digits Guest',
          customerPhoneNumber: '949 12 377',
          peopleCount: 2,
          restaurantId: 1,
        },
      });
      expect(made.statusCode, made.body).toBe(200);
      const search = async (text: string) =>
        (
          await t.call({
            method: 'GET',
            url: `/api/restaurant/v2/brasseriet/bookings/search?searchQuery=${encodeURIComponent(text)}`,
          })
        ).json<{ items: Array<{ customerName: string; customerPhoneNumber: string }> }>().items;
      expect(await search('949 12 3')).toEqual([
        expect.objectContaining({ customerName: 'Digits Guest', customerPhoneNumber: '+4794912377' }),
      ]);
      expect(await search('(949) 12-377')).toHaveLength(1);
      // Fewer digits ("1-23", a test's own id) are no phone number: only text that holds them as written matches.
      expect((await search('12-3')).filter((item) => item.customerName === 'Digits Guest')).toEqual([]);
    });
  });

  describe('reports', () => {
    it('builds the daily report with one row per booking and a totals row', async () => {
      const res = await t.call({
        method: 'GET',
        url: `/api/restaurant/v2/bookings/reportDaily?date=${DAY}&restaurantId=1`,
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="BookingReport_Daily_brasseriet.xlsx"');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      const header = (sheet.getRow(1).values as unknown[]).slice(1);
      expect(header).toEqual([
        'Date',
        'Time',
        'Meal',
        'Name',
        'Phone',
        'Email',
        'Seats',
        'Status',
        'Arrived',
        'Tables',
        'Comment',
      ]);
      const day = (await schedule()).flatMap((g) => g.timeslots.flatMap((s) => s.bookings));
      expect(sheet.rowCount).toBe(day.length + 2);
      const names = Array.from({ length: day.length }, (_, i) => sheet.getRow(i + 2).getCell(4).value);
      expect(names).toContain('Alan M. Turing');
      const counted = day
        .filter((b) => b.status === 'Created' || b.status === 'Completed')
        .reduce((s, b) => s + b.bookedSeats, 0);
      expect(sheet.getRow(sheet.rowCount).getCell(7).value).toBe(counted);
      expect(sheet.getRow(2).getCell(3).value).toBe('Dinner');
    });

    it('builds the monthly report with a per-day summary sheet, named for mori', async () => {
      const res = await t.call({
        method: 'GET',
        url: '/api/restaurant/v2/bookings/reportMonthly?dateFrom=2031-12-01&dateTo=2031-12-31&restaurantId=2',
      });
      expect(res.headers['content-disposition']).toBe('attachment; filename="BookingReport_Monthly_mori.xlsx"');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(book.worksheets.map((s) => s.name)).toEqual(['Bookings', 'Summary']);
      const brasseriet = await t.call({
        method: 'GET',
        url: `/api/restaurant/v2/bookings/reportMonthly?dateFrom=${DAY}&dateTo=${DAY}&restaurantId=1`,
      });
      const b2 = new ExcelJS.Workbook();
      await b2.xlsx.load(brasseriet.rawPayload as unknown as ArrayBuffer);
      const summary = b2.getWorksheet('Summary')!;
      expect(summary.getRow(2).getCell(1).value).toBe(DAY);
      expect(
        (
          await t.call({
            method: 'GET',
            url: '/api/restaurant/v2/bookings/reportMonthly?dateFrom=2031-12-31&dateTo=2031-12-01&restaurantId=1',
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (await t.call({ method: 'GET', url: '/api/restaurant/v2/bookings/reportDaily?date=2031-12-01&restaurantId=9' }))
          .statusCode,
      ).toBe(404);
    });
  });

  describe('Idempotency-Key', () => {
    it('the same key twice returns the first answer and applies once', async () => {
      const b = await book('Idem Potent', '18:00', 2);
      const key = crypto.randomUUID();
      const first = await t.call({
        method: 'POST',
        url: `/api/restaurant/v2/booking/${b.bookingId}/toggle-completion`,
        headers: { 'idempotency-key': key },
      });
      const again = await t.call({
        method: 'POST',
        url: `/api/restaurant/v2/booking/${b.bookingId}/toggle-completion`,
        headers: { 'idempotency-key': key },
      });
      expect(again.statusCode).toBe(200);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      expect((await slot('18:00'))?.bookings.find((x) => x.bookingId === b.bookingId)?.visited).toBe(true);

      const createKey = crypto.randomUUID();
      const payload = { bookingDateTime: `${DAY}T18:05`, customerName: 'Once Only', peopleCount: 2, restaurantId: 1 };
      const c1 = await t.call({
        method: 'POST',
        url: '/api/restaurant/v2/bookings/simple',
        payload,
        headers: { 'idempotency-key': createKey },
      });
      const c2 = await t.call({
        method: 'POST',
        url: '/api/restaurant/v2/bookings/simple',
        payload,
        headers: { 'idempotency-key': createKey },
      });
      expect(c2.json<{ bookingId: number }>().bookingId).toBe(c1.json<{ bookingId: number }>().bookingId);
      expect((await slot('18:00'))?.bookings.filter((x) => x.name === 'Once Only')).toHaveLength(1);
    });

    it('the same key with another body is 422; keys are per user; a bad key is 400', async () => {
      const key = crypto.randomUUID();
      const payload = { bookingDateTime: `${DAY}T18:05`, customerName: 'Key Owner', peopleCount: 2, restaurantId: 1 };
      expect(
        (
          await t.call({
            method: 'POST',
            url: '/api/restaurant/v2/bookings/simple',
            payload,
            headers: { 'idempotency-key': key },
          })
        ).statusCode,
      ).toBe(200);
      const other = await t.call({
        method: 'POST',
        url: '/api/restaurant/v2/bookings/simple',
        payload: { ...payload, peopleCount: 3 },
        headers: { 'idempotency-key': key },
      });
      expect(other.statusCode).toBe(422);
      const otherUser = await t.call({
        method: 'POST',
        url: '/api/restaurant/v2/bookings/simple',
        payload,
        headers: { 'idempotency-key': key },
        as: 'u-someone-else',
      });
      expect(otherUser.statusCode).toBe(200);
      expect(otherUser.headers['idempotent-replayed']).toBeUndefined();
      expect((await slot('18:00'))?.bookings.filter((x) => x.name === 'Key Owner')).toHaveLength(2);
      const bad = await t.call({
        method: 'POST',
        url: '/api/restaurant/v2/bookings/simple',
        payload,
        headers: { 'idempotency-key': 'x' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toContain('Idempotency-Key');
    });

    it('a refused request releases its key; concurrent repeats apply once', async () => {
      const key = crypto.randomUUID();
      expect(
        (
          await t.call({
            method: 'POST',
            url: '/api/restaurant/v2/booking/999999/cancel',
            headers: { 'idempotency-key': key },
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (
          await t.call({
            method: 'POST',
            url: '/api/restaurant/v2/booking/999999/cancel',
            headers: { 'idempotency-key': key },
          })
        ).statusCode,
      ).toBe(404);

      const b = await book('Race Condition', '18:30', 1);
      const raceKey = crypto.randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          t.call({
            method: 'POST',
            url: `/api/restaurant/v2/booking/${b.bookingId}/toggle-completion`,
            headers: { 'idempotency-key': raceKey },
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      expect((await slot('18:30'))?.bookings.find((x) => x.bookingId === b.bookingId)?.visited).toBe(true);
    });

    it('keeps a key for IDEMPOTENCY_KEEP_DAYS (7 by default): a repeat after 6 days 23 hours still replays; older keys are forgotten', async () => {
      const key = crypto.randomUUID();
      const payload = { bookingDateTime: `${DAY}T18:10`, customerName: 'Kept A Day', peopleCount: 2, restaurantId: 1 };
      const first = await t.call({
        method: 'POST',
        url: '/api/restaurant/v2/bookings/simple',
        payload,
        headers: { 'idempotency-key': key },
      });
      const age = async (hours: number) =>
        t.handle.db
          .updateTable('idempotency_keys')
          .set({ created_at: sql<string>`now() - make_interval(hours => ${hours})` })
          .where('key', '=', key)
          .execute();
      await age(7 * 24 - 1);
      expect(await forgetOldKeys(t.handle.db, DEFAULT_IDEMPOTENCY_KEEP_DAYS)).toBe(0);
      const later = await t.call({
        method: 'POST',
        url: '/api/restaurant/v2/bookings/simple',
        payload,
        headers: { 'idempotency-key': key },
      });
      expect(later.headers['idempotent-replayed']).toBe('true');
      expect(later.json<{ bookingId: number }>().bookingId).toBe(first.json<{ bookingId: number }>().bookingId);
      await age(7 * 24 + 1);
      expect(await forgetOldKeys(t.handle.db, DEFAULT_IDEMPOTENCY_KEEP_DAYS)).toBeGreaterThanOrEqual(1);
      expect(
        await t.handle.db.selectFrom('idempotency_keys').select('key').where('key', '=', key).executeTakeFirst(),
      ).toBeUndefined();
    });

    it('honours keys on other areas too (images)', async () => {
      const key = crypto.randomUUID();
      const payload = { name: 'Idem image', nameEn: '', alt: 'x', altEn: '', src: '/x.svg' };
      await t.call({ method: 'POST', url: '/api/images', payload, headers: { 'idempotency-key': key } });
      await t.call({ method: 'POST', url: '/api/images', payload, headers: { 'idempotency-key': key } });
      const images = (await t.call({ method: 'GET', url: '/api/images' })).json<Array<{ name: string }>>();
      expect(images.filter((i) => i.name === 'Idem image')).toHaveLength(1);
    });
  });

  async function mealId(restaurantId: number, name: string): Promise<number> {
    const meals = (await t.call({ method: 'GET', url: '/api/restaurant/v2/meals' })).json<
      Array<{ restaurantId: number; meals: Array<{ mealId: number; name: string }> }>
    >();
    return meals.find((m) => m.restaurantId === restaurantId)?.meals.find((m) => m.name === name)?.mealId ?? 0;
  }
});
