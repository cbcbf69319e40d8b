import type { Kysely } from 'kysely';
import type { BookingChange } from '../../contract/booking-writes.ts';
import type { Database } from '../db/schema.ts';
import { ConflictError } from '../http-errors.ts';
import {
  findBooking,
  flipArrived,
  lockBooking,
  tableHolder,
  updateBooking,
  updateBookingUnlessHeld,
} from '../repositories/bookings.ts';
import { isClosed, type Booking } from './bookings.ts';

/** Cancels a live booking; a cancelled or withdrawn one is a 409 for the host. */
export async function cancelBooking(db: Kysely<Database>, id: number, user: string): Promise<Booking> {
  const current = await findBooking(db, id);
  if (isClosed(current.status)) throw new ConflictError(`The booking is already ${current.status.toLowerCase()}.`);
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
    throw new ConflictError(`The booking is ${current.status.toLowerCase()}: arrival cannot change.`);
  return current;
}

/** "19:02": an instant on the server's clock (TZ: the restaurant's zone where it runs), as the host reads it. */
const clock = (instant: string) =>
  new Date(instant).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', hour12: false });

/** Who last changed a booking, and when: "by Ola Hansen at 19:02". */
const byWhom = (b: Booking) => `by ${b.updatedBy ?? b.createdBy} at ${clock(b.updatedAt ?? b.createdAt)}`;

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
  const current = await lockBooking(db, id);
  if (isClosed(current.status)) {
    throw new ConflictError(`${current.name}'s booking was ${current.status.toLowerCase()} ${byWhom(current)}.`);
  }
  const next = {
    name: current.name,
    phoneNumber: current.phoneNumber,
    bookedSeats: current.bookedSeats,
    message: current.message,
    bookingDateTime: current.bookingDateTime,
    tableNumbers: [...current.tableNumbers],
  };
  for (const change of changes) {
    switch (change.type) {
      case 'addTable':
        if (!next.tableNumbers.includes(change.table)) next.tableNumbers.push(change.table);
        break;
      case 'removeTable':
        next.tableNumbers = next.tableNumbers.filter((table) => table !== change.table);
        break;
      case 'setName':
        next.name = change.name;
        break;
      case 'setPhone':
        next.phoneNumber = change.phoneNumber;
        break;
      case 'setSeats':
        next.bookedSeats = change.bookedSeats;
        break;
      case 'setMessage':
        next.message = change.message;
        break;
      case 'move':
        next.bookingDateTime =
          change.bookingDateTime.length === 16 ? `${change.bookingDateTime}:00` : change.bookingDateTime;
        break;
    }
  }
  // A table this change gives, unless the host saw it taken: another party of the (new) slot holding it is a conflict.
  const given = changes.flatMap((c) => (c.type === 'addTable' && !c.shared ? [c.table] : []));
  const fresh = given.filter((t) => next.tableNumbers.includes(t) && !current.tableNumbers.includes(t));
  if (!fresh.length) return updateBooking(db, id, { ...next, updatedBy: user });
  // The check and the change in one statement; who holds a table is read only when one is held.
  const at = { restaurantId: current.restaurantId, bookingDateTime: next.bookingDateTime };
  const updated = await updateBookingUnlessHeld(db, id, { ...next, updatedBy: user }, { ...at, tables: fresh });
  if (updated) return updated;
  for (const table of fresh) {
    const holder = await tableHolder(db, { id, ...at }, table);
    if (holder) throw new ConflictError(`Table ${table} was given to ${holder.name} ${byWhom(holder)}.`);
  }
  // Let go of since the check: given now.
  return updateBooking(db, id, { ...next, updatedBy: user });
}
