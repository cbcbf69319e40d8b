import dayjs from 'dayjs';
import {
  reportFileName,
  reportTitle,
  writeBookingReport,
  type ReportBooking,
  type ReportKind,
} from '../../../contract/booking-report.ts';
import type { ScheduleGroup } from '../../../contract/bookings.ts';
import { intl } from '../../i18n/intl.ts';
import { BOOKING_DATE_FORMAT, formatTypedDate } from '../../ui/date-picker.tsx';
import { bookingOrder } from './schedule-math.ts';

/** A day this device holds: the server's copy as last fetched (`asOf`), waiting changes applied on top. */
export interface HeldDay {
  date: string;
  groups: readonly ScheduleGroup[];
  asOf: number;
}

export interface DeviceReportRequest {
  kind: ReportKind;
  restaurant: string;
  from: string;
  to: string;
  /** The days of from..to this device holds, in order. */
  held: readonly HeldDay[];
  /** The days of from..to it does not: named in the file, never left out silently. */
  missing: readonly string[];
  /** Changes made on this device not yet sent: they are in the report, and the note says how many. */
  waiting: number;
}

/** Every booking of a day as the server's report lists them: by time, then id; each with the meal its slot is under. */
export function reportBookingsOfDay(groups: readonly ScheduleGroup[]): ReportBooking[] {
  const rows = groups.flatMap((group) =>
    group.timeslots.flatMap((slot) => slot.bookings.map((booking) => ({ booking, meal: group.name }))),
  );
  return rows.sort((a, b) => bookingOrder(a.booking, b.booking)).map(({ booking, meal }) => ({ ...booking, meal }));
}

/**
 * What the file's "Note" sheet says about itself, in the language shown: made here, as of when, what is waiting,
 * which days it lacks.
 */
export function deviceReportNote({ held, missing, waiting }: DeviceReportRequest): string[] {
  const shown = intl();
  const oldest = Math.min(...held.map((day) => day.asOf));
  const asOf = dayjs(oldest).format('DD.MM.YYYY HH:mm');
  return [
    held.length === 1
      ? shown.formatMessage(
          {
            id: 'door.deviceReport.madeHereDay',
            defaultMessage:
              'Made on this device while the server could not be reached, from its copy of the day as of {asOf}.',
          },
          { asOf },
        )
      : shown.formatMessage(
          {
            id: 'door.deviceReport.madeHereDays',
            defaultMessage:
              'Made on this device while the server could not be reached, from its copies of the days (the oldest as of {asOf}).',
          },
          { asOf },
        ),
    ...(waiting > 0
      ? [
          shown.formatMessage(
            {
              id: 'door.deviceReport.waiting',
              defaultMessage:
                'Includes {count, plural, one {# change} other {# changes}} made on this device and not yet sent.',
            },
            { count: waiting },
          ),
        ]
      : []),
    ...(missing.length > 0
      ? [
          shown.formatMessage(
            {
              id: 'door.deviceReport.missing',
              defaultMessage: 'Not in this report (this device holds no copy of them): {days}.',
            },
            { days: missing.map((day) => formatTypedDate(day, BOOKING_DATE_FORMAT)).join(', ') },
          ),
        ]
      : []),
  ];
}

/**
 * The report the server would give for these days, made from what this device holds (issue 31): the same file name,
 * sheets, columns and rows (contract/booking-report.ts), plus a "Note" sheet. ExcelJS is loaded here, on first use.
 */
export async function deviceReport(request: DeviceReportRequest): Promise<{ blob: Blob; fileName: string }> {
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  writeBookingReport(book, {
    title: reportTitle(request.restaurant, request.from, request.to),
    bookings: request.held.flatMap((day) => reportBookingsOfDay(day.groups)),
    summary: request.kind === 'Monthly',
    note: deviceReportNote(request),
    intl: intl(),
  });
  const buffer = await book.xlsx.writeBuffer();
  return {
    blob: new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    fileName: reportFileName(request.kind, request.restaurant),
  };
}
