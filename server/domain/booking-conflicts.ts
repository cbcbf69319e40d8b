import { sql, type Kysely } from 'kysely';
import { wallTime } from '../../contract/booking-changes.ts';
import type { BookingChange, BookingConflictBody, BookingFieldConflict } from '../../contract/booking-writes.ts';
import type { Database } from '../db/schema.ts';
import { ConflictError, type ApiErrorBody } from '../http-errors.ts';
import type { Booking } from './bookings.ts';

type Field = BookingFieldConflict['field'];

/** Each field a host sets, its column (the change log's name) and how the message names it. */
const FIELDS: Record<Field, { column: string; named: string }> = {
  name: { column: 'name', named: 'the name' },
  phoneNumber: { column: 'phone_number', named: 'the phone number' },
  bookedSeats: { column: 'booked_seats', named: 'the seats' },
  message: { column: 'message', named: 'the comment' },
  bookingDateTime: { column: 'booking_date_time', named: 'the time' },
};

/** "19:02": an instant on the server's clock, as the host reads it. */
const clock = (instant: string) =>
  new Date(instant).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false });

/** A value as the message says it: a time as HH:mm on DD.MM, a text in quotes (an empty one as "nothing"). */
function said(field: Field, value: string | number): string {
  if (field === 'bookingDateTime') {
    const at = String(value);
    return `${at.slice(11, 16)} on ${at.slice(8, 10)}.${at.slice(5, 7)}`;
  }
  if (typeof value === 'number') return String(value);
  return value === '' ? 'nothing' : `"${value}"`;
}

/**
 * 409: a field this host set was set by another host meanwhile (its value is no longer the `from` this host saw, nor
 * what this host wants): for the host to decide, with who set it to what and when; nothing was changed.
 */
export class BookingConflictError extends ConflictError {
  constructor(readonly conflicts: BookingFieldConflict[]) {
    super(
      conflicts
        .map(
          (c) =>
            `${c.changedBy ?? 'Someone'} changed ${FIELDS[c.field].named} to ${said(c.field, c.theirs)}${c.changedAt ? ` at ${clock(c.changedAt)}` : ''}.`,
        )
        .join(' '),
    );
    this.name = 'BookingConflictError';
  }
  override body(): ApiErrorBody & BookingConflictBody {
    return { message: this.message, conflicts: this.conflicts };
  }
}

/** The fields `changes` set from a value the booking no longer holds, to one it does not hold either. */
export function clashingFields(
  current: Booking,
  changes: readonly BookingChange[],
): Array<Omit<BookingFieldConflict, 'changedBy' | 'changedAt'>> {
  const clashes: Array<Omit<BookingFieldConflict, 'changedBy' | 'changedAt'>> = [];
  const check = (field: Field, from: string | number | undefined, yours: string | number, theirs: string | number) => {
    if (from !== undefined && from !== theirs && yours !== theirs) clashes.push({ field, yours, theirs });
  };
  for (const change of changes) {
    switch (change.type) {
      case 'setName':
        check('name', change.from, change.name, current.name);
        break;
      case 'setPhone':
        check('phoneNumber', change.from, change.phoneNumber, current.phoneNumber);
        break;
      case 'setSeats':
        check('bookedSeats', change.from, change.bookedSeats, current.bookedSeats);
        break;
      case 'setMessage':
        check('message', change.from, change.message, current.message);
        break;
      case 'move':
        check(
          'bookingDateTime',
          change.from === undefined ? undefined : wallTime(change.from),
          wallTime(change.bookingDateTime),
          wallTime(current.bookingDateTime),
        );
        break;
    }
  }
  return clashes;
}

/**
 * Refuses `changes` (BookingConflictError) when a field they set clashes with another host's change of it
 * (`clashingFields`), naming for each field who set it last and when (the change log; the booking's last change when
 * the log has none, a write the log did not see).
 */
export async function refuseClashes(db: Kysely<Database>, current: Booking, changes: readonly BookingChange[]) {
  const clashes = clashingFields(current, changes);
  if (!clashes.length) return;
  const conflicts: BookingFieldConflict[] = [];
  for (const clash of clashes) {
    const last = await db
      .selectFrom('change_log')
      .select(['user_name', 'at'])
      .where('resource', '=', 'bookings')
      .where('record_id', '=', String(current.id))
      .where(sql<boolean>`changes ? ${FIELDS[clash.field].column}`)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    conflicts.push({
      ...clash,
      changedBy: last?.user_name ?? current.updatedBy ?? current.createdBy,
      changedAt: last?.at ?? current.updatedAt ?? current.createdAt,
    });
  }
  throw new BookingConflictError(conflicts);
}
