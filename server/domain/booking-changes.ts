import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { ConflictError } from '../http-errors.ts';
import { findBooking, updateBooking } from '../repositories/bookings.ts';
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
  const current = await findBooking(db, id);
  if (isClosed(current.status))
    throw new ConflictError(`The booking is ${current.status.toLowerCase()}: arrival cannot change.`);
  if (target !== undefined && current.visited === target) return current;
  const visited = !current.visited;
  return updateBooking(db, id, {
    visited,
    status: visited ? 'Completed' : 'Created',
    arrived: visited,
    updatedBy: user,
  });
}
