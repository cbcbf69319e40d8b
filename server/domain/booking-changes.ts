import type { Kysely } from 'kysely';
import { applyBookingChanges as applied, wallTime } from '../../contract/booking-changes.ts';
import type { BookingChange, UpdateBooking } from '../../contract/booking-writes.ts';
import type { Database } from '../db/schema.ts';
import { ConflictError, said } from '../http-errors.ts';
import { lockBooking } from '../repositories/booking-slots.ts';
import { findBooking, flipArrived, updateBooking } from '../repositories/bookings.ts';
import { refuseClashes } from './booking-conflicts.ts';
import { byWhom, writeBookingGuarded } from './booking-tables.ts';
import { isClosed, type Booking } from './bookings.ts';

/** 409 for a change of a booking that is closed (cancelled or withdrawn), saying who closed it when. */
const closedConflict = (b: Booking) =>
  new ConflictError(said('bookingClosed', { name: b.name, status: b.status.toLowerCase(), ...byWhom(b) }));

/** Cancels a live booking, under its lock; a cancelled or withdrawn one is a 409 for the host. */
export async function cancelBooking(db: Kysely<Database>, id: number, user: string): Promise<Booking> {
  const current = await lockBooking(db, id);
  if (isClosed(current.status))
    throw new ConflictError(said('bookingAlreadyClosed', { status: current.status.toLowerCase() }));
  return updateBooking(db, id, { status: 'Cancelled', updatedBy: user });
}

/**
 * Marks a live booking arrived (Completed, arrived now) or not arrived again (Created): the other of what it is, or
 * `target` when given (then a booking already so is left as it is).
 */
export async function toggleCompletion(
  db: Kysely<Database>,
  id: number,
  user: string,
  target?: boolean,
): Promise<Booking> {
  // One statement when it changes (the door's busiest write); when it does not, the booking is read to say why.
  const flipped = await flipArrived(db, id, user, target);
  if (flipped) return flipped;
  const current = await findBooking(db, id);
  if (isClosed(current.status))
    throw new ConflictError(said('bookingArrivalFixed', { status: current.status.toLowerCase() }));
  return current;
}

/**
 * Applies what a host did (docs/decisions/028-door-intents.md) to the booking as it is now, locked until the request
 * ends: tables added and removed one by one, fields set one by one, so another tablet's change of another table or
 * another field stays. A real conflict is a 409 saying what the other host did, for the tablet whose change lost to
 * show: the booking cancelled meanwhile, or a table another party of the slot got meanwhile (unless the host saw it
 * taken and gave it anyway, `shared`). All the changes apply, or none.
 */
export async function applyBookingChanges(
  db: Kysely<Database>,
  id: number,
  changes: readonly BookingChange[],
  user: string,
): Promise<Booking> {
  // The slot's lock too when the change may give a table there (a table added, a move): one table, one party.
  const moves = changes.flatMap((c) => (c.type === 'move' ? [wallTime(c.bookingDateTime)] : []));
  const gives = moves.length > 0 || changes.some((c) => c.type === 'addTable' && !c.shared);
  const current = await lockBooking(db, id, gives ? { at: moves.at(-1) } : undefined);
  if (isClosed(current.status)) throw closedConflict(current);
  // A field another host set meanwhile (this host set it from a value it no longer holds): theirs to decide.
  await refuseClashes(db, current, changes);
  const next = applied(
    {
      name: current.name,
      phoneNumber: current.phoneNumber,
      bookedSeats: current.bookedSeats,
      message: current.message,
      bookingDateTime: current.bookingDateTime,
      tableNumbers: current.tableNumbers,
    },
    changes,
  );
  // A table this change gives (or carries into a new slot), unless the host saw it taken: held by another party of the
  // slot, it is a conflict.
  const shared = changes.flatMap((c) => (c.type === 'addTable' && c.shared ? [c.table] : []));
  return writeBookingGuarded(db, current, { ...next, updatedBy: user }, shared);
}

/**
 * The spec's whole-booking save (`PUT restaurant/v2/bookings/{id}`; the door sends intents instead, decision 028): the
 * booking locked with its new slot, refused when closed, its tables checked in that slot as an intent's are.
 */
export async function saveWholeBooking(
  db: Kysely<Database>,
  id: number,
  {
    restaurantId,
    bookingDateTime,
    ...rest
  }: Omit<UpdateBooking, 'phoneNumber' | 'tableNumbers' | 'message'> &
    Pick<Booking, 'phoneNumber' | 'tableNumbers' | 'message'>,
  user: string,
): Promise<Booking> {
  const at = wallTime(bookingDateTime);
  const current = await lockBooking(db, id, { at, restaurantId });
  if (isClosed(current.status)) throw closedConflict(current);
  return writeBookingGuarded(db, current, { ...rest, restaurantId, bookingDateTime: at, updatedBy: user });
}
