import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { blankBooking, type ScheduleGroup } from '../../../contract/bookings.ts';
import { deviceReport, deviceReportNote, reportBookingsOfDay, type DeviceReportRequest } from './device-report.ts';
import { inNorwegian } from './in-norwegian.testing.ts';

/** The blob's bytes (jsdom's Blob has no arrayBuffer(); its FileReader reads it). */
const bytes = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });

const slot = (mealTime: string, bookings: ScheduleGroup['timeslots'][number]['bookings']) => ({
  mealTime,
  seatsLimit: 6,
  seatsBooked: 0,
  isBlocked: false,
  persons: 0,
  bookings,
});

const day: ScheduleGroup[] = [
  {
    name: 'Dinner',
    restaurantMealId: 3,
    timeslots: [
      slot('2027-03-01T18:00:00', [
        blankBooking({ bookingId: -200, name: 'Walk-in later', bookingDateTime: '2027-03-01T18:00:00' }),
        blankBooking({ bookingId: 12, name: 'Twelve', bookingDateTime: '2027-03-01T18:00:00' }),
        blankBooking({ bookingId: -100, name: 'Walk-in first', bookingDateTime: '2027-03-01T18:00:00' }),
        blankBooking({ bookingId: 7, name: 'Seven', bookingDateTime: '2027-03-01T18:00:00' }),
      ]),
    ],
  },
  {
    name: 'Lunch',
    restaurantMealId: 2,
    timeslots: [
      slot('2027-03-01T12:00:00', [
        blankBooking({ bookingId: 30, name: 'Noon', bookingDateTime: '2027-03-01T12:00:00' }),
      ]),
    ],
  },
];

const request = (fields: Partial<DeviceReportRequest>): DeviceReportRequest => ({
  kind: 'Daily',
  restaurant: 'brasseriet',
  from: '2027-03-01',
  to: '2027-03-01',
  held: [{ date: '2027-03-01', groups: day, asOf: new Date(2027, 2, 1, 17, 5).getTime() }],
  missing: [],
  waiting: 0,
  ...fields,
});

describe('a report made on the device', () => {
  it('lists every booking of the day as the server does: by time, then id, the ones not sent yet last as taken', () => {
    expect(reportBookingsOfDay(day).map((b) => [b.name, b.meal])).toEqual([
      ['Noon', 'Lunch'],
      ['Seven', 'Dinner'],
      ['Twelve', 'Dinner'],
      ['Walk-in first', 'Dinner'],
      ['Walk-in later', 'Dinner'],
    ]);
  });

  it('says in its note that it was made here, as of when, what waits and which days it lacks', () => {
    expect(deviceReportNote(request({}))).toEqual([
      'Made on this device while the server could not be reached, from its copy of the day as of 01.03.2027 17:05.',
    ]);
    const month = request({
      kind: 'Monthly',
      to: '2027-03-03',
      held: [...request({}).held, { date: '2027-03-02', groups: [], asOf: new Date(2027, 2, 2, 9, 0).getTime() }],
      missing: ['2027-03-03'],
      waiting: 2,
    });
    expect(deviceReportNote(month)).toEqual([
      'Made on this device while the server could not be reached, from its copies of the days (the oldest as of 01.03.2027 17:05).',
      'Includes 2 changes made on this device and not yet sent.',
      'Not in this report (this device holds no copy of them): 03.03.2027.',
    ]);
  });

  it('is the server’s file, named as the server names it, with a Note sheet last', async () => {
    const { blob, fileName } = await deviceReport(request({ waiting: 1 }));
    expect(fileName).toBe('BookingReport_Daily_brasseriet.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await bytes(blob));
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Bookings', 'Note']);
    const names: unknown[] = [];
    book.getWorksheet('Bookings')!.eachRow((row) => names.push(row.getCell(4).value));
    expect(names).toEqual([
      'Name',
      'Noon',
      'Seven',
      'Twelve',
      'Walk-in first',
      'Walk-in later',
      '5 bookings (seats: Created and Completed)',
    ]);
    expect(book.getWorksheet('Note')!.getCell('A3').value).toBe(
      'Includes 1 change made on this device and not yet sent.',
    );
  });
});

describe('a report made on the device, in Norwegian (issue 42)', () => {
  inNorwegian();

  it('makes the report on the device in Bokmål, named as in English', async () => {
    const lunch: ScheduleGroup = {
      name: 'Lunch',
      restaurantMealId: 2,
      timeslots: [
        slot('2027-03-01T12:00:00', [
          blankBooking({ bookingId: 4, name: 'Noon', visited: true, status: 'Completed', bookedSeats: 2 }),
        ]),
      ],
    };
    const made = request({
      held: [{ date: '2027-03-01', groups: [lunch], asOf: new Date(2027, 2, 1, 11, 5).getTime() }],
      waiting: 1,
    });
    expect(deviceReportNote(made)).toEqual([
      'Laget på denne enheten mens serveren ikke kunne nås, fra enhetens kopi av dagen per 01.03.2027 11:05.',
      'Inkluderer 1 endring gjort på denne enheten som ikke er sendt ennå.',
    ]);
    const { blob, fileName } = await deviceReport(made);
    expect(fileName).toBe('BookingReport_Daily_brasseriet.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await bytes(blob));
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Bestillinger', 'Merknad']);
    const rows: unknown[] = [];
    book.getWorksheet('Bestillinger')!.eachRow((row) => rows.push((row.values as unknown[]).slice(3, 10)));
    expect(rows).toEqual([
      ['Måltid', 'Navn', 'Telefon', 'E-post', 'Plasser', 'Status', 'Ankommet'],
      ['Lunsj', 'Noon', '', '', 2, 'Ankommet', 'Ja'],
      [undefined, '1 bestilling (plasser: Opprettet og Ankommet)', undefined, undefined, 2],
    ]);
  });
});
