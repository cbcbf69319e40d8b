import { defineMessage, defineMessages } from '@formatjs/intl';
import type { Workbook } from 'exceljs';
import { z } from 'zod/mini';
import { COUNTED_STATUSES, mealText, statusText, type ReportIntl, type ScheduleBooking } from './bookings.ts';
import { readablePhone } from './phone.ts';
import { languageSchema } from './user-settings.ts';

/**
 * The booking report (spec section 2, Reports), written the same way by the server and, when the server cannot be
 * reached, by the console from the day it holds (issue 31): one module, so the two files match cell by cell.
 */
export type ReportKind = 'Daily' | 'Monthly';

/** BookingReport_Daily_{restaurant}.xlsx or BookingReport_Monthly_{restaurant}.xlsx (spec section 2). */
export const reportFileName = (kind: ReportKind, restaurant: string) => `BookingReport_${kind}_${restaurant}.xlsx`;

/** The report's language, the person's (`lang=nb`): its sheets, heads and words; English without it. */
export const reportLanguageQuery = { lang: z.optional(languageSchema) };

/** The running header of a report's sheets: the restaurant and its day, or its first and last day. */
export const reportTitle = (restaurant: string, from: string, to: string) =>
  from === to ? `${restaurant} ${from}` : `${restaurant} ${from} – ${to}`;

/** One booking of the report: what the schedule shows of it, and the meal whose slot holds it. */
export type ReportBooking = Pick<
  ScheduleBooking,
  | 'bookingDateTime'
  | 'name'
  | 'phoneNumber'
  | 'email'
  | 'bookedSeats'
  | 'status'
  | 'visited'
  | 'tableNumbers'
  | 'message'
> & { meal: string };

/** The report's own texts: its sheets, their column heads and totals, in the language asked for (English by default). */
export const REPORT_TEXTS = defineMessages({
  bookingsSheet: { id: 'door.report.sheet.bookings', defaultMessage: 'Bookings' },
  summarySheet: { id: 'door.report.sheet.summary', defaultMessage: 'Summary' },
  noteSheet: { id: 'door.report.sheet.note', defaultMessage: 'Note' },
  date: { id: 'door.report.column.date', defaultMessage: 'Date' },
  time: { id: 'door.report.column.time', defaultMessage: 'Time' },
  meal: { id: 'door.report.column.meal', defaultMessage: 'Meal' },
  name: { id: 'door.report.column.name', defaultMessage: 'Name' },
  phone: { id: 'door.report.column.phone', defaultMessage: 'Phone' },
  email: { id: 'door.report.column.email', defaultMessage: 'Email' },
  seats: { id: 'door.report.column.seats', defaultMessage: 'Seats' },
  status: { id: 'door.report.column.status', defaultMessage: 'Status' },
  arrived: { id: 'door.report.column.arrived', defaultMessage: 'Arrived' },
  tables: { id: 'door.report.column.tables', defaultMessage: 'Tables' },
  comment: { id: 'door.report.column.comment', defaultMessage: 'Comment' },
  bookings: { id: 'door.report.column.bookings', defaultMessage: 'Bookings' },
  note: { id: 'door.report.column.note', defaultMessage: 'Note' },
  yes: { id: 'door.report.yes', defaultMessage: 'Yes' },
  no: { id: 'door.report.no', defaultMessage: 'No' },
  total: { id: 'door.report.total', defaultMessage: 'Total' },
});

/** The totals row's words; the count as digits alone ("1200 bookings"), as the report has always written it. */
const REPORT_TOTALS = defineMessage<{ count: number }>({
  id: 'door.report.totals',
  defaultMessage: '{count, number, ::group-off} bookings (seats: Created and Completed)',
});

const COLUMNS = [
  { header: 'date', key: 'date', width: 12 },
  { header: 'time', key: 'time', width: 8 },
  { header: 'meal', key: 'meal', width: 11 },
  { header: 'name', key: 'name', width: 26 },
  { header: 'phone', key: 'phone', width: 18 },
  { header: 'email', key: 'email', width: 28 },
  { header: 'seats', key: 'seats', width: 7 },
  { header: 'status', key: 'status', width: 11 },
  { header: 'arrived', key: 'arrived', width: 9 },
  { header: 'tables', key: 'tables', width: 12 },
  { header: 'comment', key: 'comment', width: 40 },
] as const satisfies ReadonlyArray<{ header: keyof typeof REPORT_TEXTS; key: string; width: number }>;

const counted = (row: ReportBooking) => COUNTED_STATUSES.includes(row.status);

export interface ReportContent {
  /** The sheets' running header (`reportTitle`). */
  title: string;
  /** In the report's order: by time, then as the server numbered them. */
  bookings: readonly ReportBooking[];
  /** Monthly: a second sheet with one row per day. */
  summary: boolean;
  /** Made on a device, not by the server: a last sheet, "Note", says so, as of when, and which days it lacks. */
  note?: readonly string[];
  /** The language of the sheets' names, heads and words (the person's who asked for it). */
  intl: ReportIntl;
}

/**
 * Writes the report into an empty workbook: one row per booking and a totals row (seats of Created and Completed
 * bookings, as the schedule counts them); with `summary`, a second sheet with one row per day. The caller brings
 * ExcelJS (the server's Node build, the console's browser build, each loaded on first use).
 */
export function writeBookingReport(book: Workbook, { title, bookings, summary, note, intl }: ReportContent): void {
  const say = (text: keyof typeof REPORT_TEXTS) => intl.formatMessage(REPORT_TEXTS[text]);
  book.creator = 'Checkout Admin';
  const sheet = book.addWorksheet(say('bookingsSheet'));
  sheet.columns = COLUMNS.map((column) => ({ ...column, header: say(column.header) }));
  sheet.getRow(1).font = { bold: true };
  for (const row of bookings) {
    sheet.addRow({
      date: row.bookingDateTime.slice(0, 10),
      time: row.bookingDateTime.slice(11, 16),
      meal: mealText(intl, row.meal),
      name: row.name,
      phone: readablePhone(row.phoneNumber),
      email: row.email,
      seats: row.bookedSeats,
      status: statusText(intl, row.status),
      arrived: say(row.visited ? 'yes' : 'no'),
      tables: row.tableNumbers.join(', '),
      comment: row.message,
    });
  }
  const totalSeats = bookings.filter(counted).reduce((sum, row) => sum + row.bookedSeats, 0);
  const totals = sheet.addRow({
    date: say('total'),
    name: intl.formatMessage(REPORT_TOTALS, { count: bookings.length }),
    seats: totalSeats,
  });
  totals.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.headerFooter.oddHeader = title;

  if (summary) {
    const days = book.addWorksheet(say('summarySheet'));
    days.columns = [
      { header: say('date'), key: 'date', width: 12 },
      { header: say('bookings'), key: 'bookings', width: 10 },
      { header: say('seats'), key: 'seats', width: 8 },
      { header: say('arrived'), key: 'arrived', width: 9 },
    ];
    days.getRow(1).font = { bold: true };
    const byDay = new Map<string, { bookings: number; seats: number; arrived: number }>();
    for (const row of bookings) {
      const date = row.bookingDateTime.slice(0, 10);
      const day = byDay.get(date) ?? { bookings: 0, seats: 0, arrived: 0 };
      day.bookings += 1;
      if (counted(row)) day.seats += row.bookedSeats;
      if (row.visited) day.arrived += row.bookedSeats;
      byDay.set(date, day);
    }
    for (const [date, day] of [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)))
      days.addRow({ date, ...day });
    const all = [...byDay.values()];
    days.addRow({
      date: say('total'),
      bookings: all.reduce((s, d) => s + d.bookings, 0),
      seats: all.reduce((s, d) => s + d.seats, 0),
      arrived: all.reduce((s, d) => s + d.arrived, 0),
    }).font = { bold: true };
  }

  if (note?.length) {
    const about = book.addWorksheet(say('noteSheet'));
    about.columns = [{ header: say('note'), key: 'note', width: 100 }];
    about.getRow(1).font = { bold: true };
    for (const line of note) about.addRow({ note: line });
  }
}
