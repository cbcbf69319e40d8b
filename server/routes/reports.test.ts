import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ScheduleBooking } from '../../contract/bookings.ts';
import { useTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';

// Days no seed touches: 2033-05-10 is a Tuesday (brasseriet's seeded weekday rules: breakfast 07-10, lunch
// 11:30-14:30, dinner 17-21), 2033-05-11 a Wednesday.
const DAY = '2033-05-10';
const NEXT = '2033-05-11';
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const HEADER = ['Date', 'Time', 'Meal', 'Name', 'Phone', 'Email', 'Seats', 'Status', 'Arrived', 'Tables', 'Comment'];

async function workbook(res: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe(XLSX);
  // A zip: the security and cache hooks add headers but leave the bytes alone.
  expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return book;
}

/** Every row of a sheet as plain values (empty cells as ''). */
function rows(sheet: ExcelJS.Worksheet | undefined, width: number): unknown[][] {
  if (!sheet) throw new Error('no such sheet');
  return Array.from({ length: sheet.rowCount }, (_, r) =>
    Array.from({ length: width }, (_, c) => sheet.getRow(r + 1).getCell(c + 1).value ?? ''),
  );
}

describe.each(testDatabases())('booking reports on $name', ({ open }) => {
  const t = useTestApp(open);

  const book = async (at: string, name: string, seats: number, extra: object = {}) => {
    const res = await t.call({
      method: 'POST',
      url: '/api/restaurant/v2/bookings/simple',
      payload: { bookingDateTime: at, customerName: name, peopleCount: seats, restaurantId: 1, ...extra },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ScheduleBooking>();
  };

  beforeAll(async () => {
    const anna = await book(`${DAY}T08:00`, 'Anna Frokost', 2, {
      customerPhoneNumber: '411 11 111',
      comment: 'Barnestol',
    });
    await t.handle.db
      .updateTable('bookings')
      .set({ email: 'anna@example.test' })
      .where('id', '=', anna.bookingId)
      .execute();
    const bjorn = await book(`${DAY}T12:30`, 'Bjørn Lunsj', 3);
    await t.call({ method: 'POST', url: `/api/restaurant/v2/booking/${bjorn.bookingId}/toggle-completion` });
    const cecilie = await book(`${DAY}T18:00`, 'Cecilie Middag', 4);
    await t.call({
      method: 'PUT',
      url: `/api/restaurant/v2/bookings/${cecilie.bookingId}`,
      payload: {
        name: 'Cecilie Middag',
        bookedSeats: 4,
        bookingDateTime: `${DAY}T18:00`,
        restaurantId: 1,
        tableNumbers: ['3', '5'],
      },
    });
    const dag = await book(`${DAY}T18:15`, 'Dag Avlyst', 5);
    await t.call({ method: 'POST', url: `/api/restaurant/v2/booking/${dag.bookingId}/cancel` });
    // After every dinner slot: still reported, under the nearest meal.
    await book(`${DAY}T22:10`, 'Eva Sen', 1);
    await book(`${NEXT}T19:00`, 'Frode Neste', 6);
    // Another restaurant's booking that day stays out of brasseriet's reports.
    await t.call({
      method: 'POST',
      url: '/api/restaurant/v2/bookings/simple',
      payload: { bookingDateTime: `${DAY}T18:00`, customerName: 'Mori Gjest', peopleCount: 9, restaurantId: 2 },
    });
  });

  it('daily: one row per booking of the day in time order, and a totals row of Created and Completed seats', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api/restaurant/v2/bookings/reportDaily?date=${DAY}&restaurantId=1`,
    });
    const book = await workbook(res);
    expect(res.headers['content-disposition']).toBe('attachment; filename="BookingReport_Daily_brasseriet.xlsx"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(book.worksheets.map((s) => s.name)).toEqual(['Bookings']);
    expect(rows(book.getWorksheet('Bookings'), HEADER.length)).toEqual([
      HEADER,
      [
        DAY,
        '08:00',
        'Breakfast',
        'Anna Frokost',
        '+47 41 11 11 11',
        'anna@example.test',
        2,
        'Created',
        'No',
        '',
        'Barnestol',
      ],
      [DAY, '12:30', 'Lunch', 'Bjørn Lunsj', '', '', 3, 'Completed', 'Yes', '', ''],
      [DAY, '18:00', 'Dinner', 'Cecilie Middag', '', '', 4, 'Created', 'No', '3, 5', ''],
      [DAY, '18:15', 'Dinner', 'Dag Avlyst', '', '', 5, 'Cancelled', 'No', '', ''],
      [DAY, '22:10', 'Dinner', 'Eva Sen', '', '', 1, 'Created', 'No', '', ''],
      ['Total', '', '', '5 bookings (seats: Created and Completed)', '', '', 2 + 3 + 4 + 1, '', '', '', ''],
    ]);
  });

  it('daily on a day with no bookings: the header and a zero total', async () => {
    const book = await workbook(
      await t.call({ method: 'GET', url: '/api/restaurant/v2/bookings/reportDaily?date=2033-05-12&restaurantId=1' }),
    );
    expect(rows(book.worksheets[0], 7)).toEqual([
      HEADER.slice(0, 7),
      ['Total', '', '', '0 bookings (seats: Created and Completed)', '', '', 0],
    ]);
  });

  it('monthly: the bookings of the range and a Summary sheet with one row per day', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api/restaurant/v2/bookings/reportMonthly?dateFrom=2033-05-01&dateTo=2033-05-31&restaurantId=1`,
    });
    const book = await workbook(res);
    expect(res.headers['content-disposition']).toBe('attachment; filename="BookingReport_Monthly_brasseriet.xlsx"');
    expect(book.worksheets.map((s) => s.name)).toEqual(['Bookings', 'Summary']);
    const bookings = rows(book.getWorksheet('Bookings'), HEADER.length);
    expect(bookings.map((r) => r[3])).toEqual([
      'Name',
      'Anna Frokost',
      'Bjørn Lunsj',
      'Cecilie Middag',
      'Dag Avlyst',
      'Eva Sen',
      'Frode Neste',
      '6 bookings (seats: Created and Completed)',
    ]);
    expect(bookings.at(-1)?.[6]).toBe(16);
    expect(rows(book.getWorksheet('Summary'), 4)).toEqual([
      ['Date', 'Bookings', 'Seats', 'Arrived'],
      [DAY, 5, 10, 3],
      [NEXT, 1, 6, 0],
      ['Total', 6, 16, 3],
    ]);
  });

  it('monthly for mori is named for mori and holds only its bookings', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api/restaurant/v2/bookings/reportMonthly?dateFrom=${DAY}&dateTo=${NEXT}&restaurantId=2`,
    });
    const book = await workbook(res);
    expect(res.headers['content-disposition']).toBe('attachment; filename="BookingReport_Monthly_mori.xlsx"');
    expect(rows(book.getWorksheet('Summary'), 4)).toEqual([
      ['Date', 'Bookings', 'Seats', 'Arrived'],
      [DAY, 1, 9, 0],
      ['Total', 1, 9, 0],
    ]);
  });

  it('in the language asked for (lang=nb): sheets, heads, meals, statuses and words in Norwegian; the file named as in English', async () => {
    const daily = await t.call({
      method: 'GET',
      url: `/api/restaurant/v2/bookings/reportDaily?date=${DAY}&restaurantId=1&lang=nb`,
    });
    const book = await workbook(daily);
    expect(daily.headers['content-disposition']).toBe('attachment; filename="BookingReport_Daily_brasseriet.xlsx"');
    expect(book.worksheets.map((s) => s.name)).toEqual(['Bestillinger']);
    const [head, anna, bjorn, , dag, , total] = rows(book.getWorksheet('Bestillinger'), HEADER.length);
    expect(head).toEqual([
      'Dato',
      'Tid',
      'Måltid',
      'Navn',
      'Telefon',
      'E-post',
      'Plasser',
      'Status',
      'Ankommet',
      'Bord',
      'Kommentar',
    ]);
    expect(anna?.slice(2, 9)).toEqual([
      'Frokost',
      'Anna Frokost',
      '+47 41 11 11 11',
      'anna@example.test',
      2,
      'Opprettet',
      'Nei',
    ]);
    expect(bjorn?.slice(2, 9)).toEqual(['Lunsj', 'Bjørn Lunsj', '', '', 3, 'Ankommet', 'Ja']);
    expect(dag?.slice(2, 8)).toEqual(['Middag', 'Dag Avlyst', '', '', 5, 'Avbestilt']);
    expect(total).toEqual([
      'Totalt',
      '',
      '',
      '5 bestillinger (plasser: Opprettet og Ankommet)',
      '',
      '',
      10,
      '',
      '',
      '',
      '',
    ]);

    const monthly = await workbook(
      await t.call({
        method: 'GET',
        url: `/api/restaurant/v2/bookings/reportMonthly?dateFrom=${NEXT}&dateTo=${NEXT}&restaurantId=1&lang=nb`,
      }),
    );
    expect(monthly.worksheets.map((s) => s.name)).toEqual(['Bestillinger', 'Sammendrag']);
    expect(rows(monthly.getWorksheet('Bestillinger'), HEADER.length).at(-1)?.[3]).toBe(
      '1 bestilling (plasser: Opprettet og Ankommet)',
    );
    expect(rows(monthly.getWorksheet('Sammendrag'), 4)).toEqual([
      ['Dato', 'Bestillinger', 'Plasser', 'Ankommet'],
      [NEXT, 1, 6, 0],
      ['Totalt', 1, 6, 0],
    ]);
    // English is the default, and asked for by name; a language the console does not have is refused.
    const english = await workbook(
      await t.call({
        method: 'GET',
        url: `/api/restaurant/v2/bookings/reportDaily?date=${DAY}&restaurantId=1&lang=en`,
      }),
    );
    expect(english.worksheets.map((s) => s.name)).toEqual(['Bookings']);
    const refused = await t.call({
      method: 'GET',
      url: `/api/restaurant/v2/bookings/reportDaily?date=${DAY}&restaurantId=1&lang=sv`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('querystring.lang');
  });

  it('answers bad queries with 400 naming the field and an unknown restaurant with 404', async () => {
    const cases: Array<[string, string]> = [
      ['reportDaily?date=2033-02-29&restaurantId=1', 'querystring.date'],
      ['reportDaily?date=2033-05-10', 'querystring.restaurantId'],
      ['reportMonthly?dateFrom=2033-05-31&dateTo=2033-05-01&restaurantId=1', 'querystring.dateTo'],
      ['reportMonthly?dateFrom=x&dateTo=2033-05-01&restaurantId=1', 'querystring.dateFrom'],
    ];
    for (const [query, field] of cases) {
      const res = await t.call({ method: 'GET', url: `/api/restaurant/v2/bookings/${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(field);
    }
    expect(
      (await t.call({ method: 'GET', url: `/api/restaurant/v2/bookings/reportDaily?date=${DAY}&restaurantId=9` }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.call({
          method: 'GET',
          url: `/api/restaurant/v2/bookings/reportMonthly?dateFrom=${DAY}&dateTo=${DAY}&restaurantId=9`,
        })
      ).statusCode,
    ).toBe(404);
  });
});
