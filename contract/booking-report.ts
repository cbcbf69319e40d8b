import type { Workbook } from 'exceljs';
import { COUNTED_STATUSES, type ScheduleBooking } from './bookings.ts';
import { readablePhone } from './phone.ts';

/**
 * The booking report (spec section 2, Reports), written the same way by the server and, when the server cannot be
 * reached, by the console from the day it holds (issue 31): one module, so the two files match cell by cell.
 */
export type ReportKind = 'Daily' | 'Monthly';

/** BookingReport_Daily_{restaurant}.xlsx or BookingReport_Monthly_{restaurant}.xlsx (spec section 2). */
export const reportFileName = (kind: ReportKind, restaurant: string) => `BookingReport_${kind}_${restaurant}.xlsx`;

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

export const REPORT_SHEET = 'Bookings';

const COLUMNS = [
  { header: 'Date', key: 'date', width: 12 },
  { header: 'Time', key: 'time', width: 8 },
  { header: 'Meal', key: 'meal', width: 11 },
  { header: 'Name', key: 'name', width: 26 },
  { header: 'Phone', key: 'phone', width: 18 },
  { header: 'Email', key: 'email', width: 28 },
  { header: 'Seats', key: 'seats', width: 7 },
  { header: 'Status', key: 'status', width: 11 },
  { header: 'Arrived', key: 'arrived', width: 9 },
  { header: 'Tables', key: 'tables', width: 12 },
  { header: 'Comment', key: 'comment', width: 40 },
];

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
}

/**
 * Writes the report into an empty workbook: one row per booking and a totals row (seats of Created and Completed
 * bookings, as the schedule counts them); with `summary`, a second sheet with one row per day. The caller brings
 * ExcelJS (the server's Node build, the console's browser build, each loaded on first use).
 */
export function writeBookingReport(book: Workbook, { title, bookings, summary, note }: ReportContent): void {
  book.creator = 'Checkout Admin';
  const sheet = book.addWorksheet(REPORT_SHEET);
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  for (const row of bookings) {
    sheet.addRow({
      date: row.bookingDateTime.slice(0, 10),
      time: row.bookingDateTime.slice(11, 16),
      meal: row.meal,
      name: row.name,
      phone: readablePhone(row.phoneNumber),
      email: row.email,
      seats: row.bookedSeats,
      status: row.status,
      arrived: row.visited ? 'Yes' : 'No',
      tables: row.tableNumbers.join(', '),
      comment: row.message,
    });
  }
  const totalSeats = bookings.filter(counted).reduce((sum, row) => sum + row.bookedSeats, 0);
  const totals = sheet.addRow({
    date: 'Total',
    name: `${bookings.length} bookings (seats: Created and Completed)`,
    seats: totalSeats,
  });
  totals.font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  sheet.headerFooter.oddHeader = title;

  if (summary) {
    const days = book.addWorksheet('Summary');
    days.columns = [
      { header: 'Date', key: 'date', width: 12 },
      { header: 'Bookings', key: 'bookings', width: 10 },
      { header: 'Seats', key: 'seats', width: 8 },
      { header: 'Arrived', key: 'arrived', width: 9 },
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
      date: 'Total',
      bookings: all.reduce((s, d) => s + d.bookings, 0),
      seats: all.reduce((s, d) => s + d.seats, 0),
      arrived: all.reduce((s, d) => s + d.arrived, 0),
    }).font = { bold: true };
  }

  if (note?.length) {
    const about = book.addWorksheet('Note');
    about.columns = [{ header: 'Note', key: 'note', width: 100 }];
    about.getRow(1).font = { bold: true };
    for (const line of note) about.addRow({ note: line });
  }
}
