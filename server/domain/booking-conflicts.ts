import { sql, type Kysely } from 'kysely';
import { wallTime } from '../../contract/booking-changes.ts';
import type { BookingChange, BookingConflictBody, BookingFieldConflict } from '../../contract/booking-writes.ts';
import type { Database } from '../db/schema.ts';
import { ConflictError, instant, said, type ApiErrorBody, type Said } from '../http-errors.ts';
import type { Booking } from './bookings.ts';

type Field = BookingFieldConflict['field'];

/** Each field a host sets, and its column (the change log's name); the message names it by the field. */
const FIELDS: Record<Field, { column: string }> = {
  name: { column: 'name' },
  phoneNumber: { column: 'phone_number' },
  bookedSeats: { column: 'booked_seats' },
  message: { column: 'message' },
  bookingDateTime: { column: 'booking_date_time' },
};

/**
 * One conflict as the host reads it (`bookingFieldChanged`): "Ola Hansen changed the seats to 4 at 19:02." Their value
 * as the message says it: a time as HH:mm on DD.MM, a text in quotes, an empty one as "nothing"; when, as an instant.
 */
function conflictSaid(c: BookingFieldConflict): Said {
  const value = String(c.theirs);
  const kind =
    c.field === 'bookingDateTime'
      ? 'time'
      : typeof c.theirs === 'number'
        ? 'number'
        : value === ''
          ? 'nothing'
          : 'text';
  return said('bookingFieldChanged', {
    who: c.changedBy === null ? 'unknown' : 'known',
    by: c.changedBy ?? '',
    field: c.field,
    kind,
    value: kind === 'time' ? '' : value,
    time: kind === 'time' ? value.slice(11, 16) : '',
    day: kind === 'time' ? `${value.slice(8, 10)}.${value.slice(5, 7)}` : '',
    when: c.changedAt ? 'known' : 'unknown',
    at: c.changedAt ? instant(c.changedAt) : '',
  });
}

/**
 * 409: a field this host set was set by another host meanwhile (its value is no longer the `from` this host saw, nor
 * what this host wants): for the host to decide, with who set it to what and when; nothing was changed.
 */
export class BookingConflictError extends ConflictError {
  constructor(readonly conflicts: BookingFieldConflict[]) {
    super(said('bookingConflicts', {}, { conflicts: conflicts.map(conflictSaid) }));
    this.name = 'BookingConflictError';
  }
  override body(): ApiErrorBody & BookingConflictBody {
    return { ...super.body(), conflicts: this.conflicts };
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
