import { COUNTED_STATUSES } from '../../contract/bookings.ts';
import { readablePhone } from '../../contract/phone.ts';
import type { Booking } from './bookings.ts';

export interface ReportBooking extends Booking {
  meal: string;
}

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

const counted = (row: Booking) => COUNTED_STATUSES.includes(row.status);

/**
 * The booking report as a real .xlsx: one row per booking and a totals row (seats of Created and Completed
 * bookings, as the schedule counts them); with `summary`, a second sheet with one row per day.
 */
export async function bookingReport(
  title: string,
  bookings: readonly ReportBooking[],
  summary: boolean,
): Promise<Buffer> {
  // Loaded on the first report, not at start: about 28 MB resident that most server processes never need.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'Checkout Admin';
  const sheet = book.addWorksheet('Bookings');
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
  return Buffer.from(await book.xlsx.writeBuffer());
}
