import type { Kysely } from 'kysely';
import { wallTime } from '../../contract/booking-changes.ts';
import type { Database } from '../db/schema.ts';
import { ConflictError, instant, said } from '../http-errors.ts';
import { lockSlot, tableHolder, updateBookingUnlessHeld, type Slot } from '../repositories/booking-slots.ts';
import { updateBooking, type BookingChanges } from '../repositories/bookings.ts';
import { isClosed, type Booking } from './bookings.ts';

/**
 * Who last changed a booking, and when (the values of "by Ola Hansen at 19:02"): the instant is sent as it is, and said
 * as a time of day on the reader's clock (the server's English: the restaurant's zone where it runs).
 */
export const byWhom = (b: Booking) => ({ by: b.updatedBy ?? b.createdBy, at: instant(b.updatedAt ?? b.createdAt) });

/** 409: a table the write would give is held by another live party of the slot ("Table 7 was given to Hansen..."). */
export class TableTakenError extends ConflictError {
  constructor(
    readonly table: string,
    readonly holder: Booking,
  ) {
    super(said('tableTaken', { table, name: holder.name, ...byWhom(holder) }));
    this.name = 'TableTakenError';
  }
}

/** What of a booking says which tables it holds where. */
export type SlotState = Pick<Booking, 'restaurantId' | 'bookingDateTime' | 'tableNumbers' | 'status'>;

/**
 * The tables a booking holds in its slot after a write that it did not hold there before: every table when it came
 * into the slot (made, moved, another restaurant, live again), else the tables added. `shared`: tables the host saw
 * taken and gave anyway (decision 028), never a conflict. None for a booking that is not live after the write.
 */
export function tablesGiven(before: SlotState | undefined, after: SlotState, shared: readonly string[] = []): string[] {
  if (isClosed(after.status)) return [];
  const cameIn =
    !before ||
    isClosed(before.status) ||
    before.restaurantId !== after.restaurantId ||
    wallTime(before.bookingDateTime) !== wallTime(after.bookingDateTime);
  return after.tableNumbers.filter(
    (table) => !shared.includes(table) && (cameIn || !before.tableNumbers.includes(table)),
  );
}

/**
 * Writes `next` over the booking `current` (locked by the caller, with the lock of the slot `next` puts it in:
 * lockBooking's `slot`), unless a table it gives there is held by another live party of the slot: then nothing is
 * written and the 409 names who holds it, who gave it and when. The check and the change are one statement; who holds
 * the table is read only when one is held.
 */
export async function writeBookingGuarded(
  db: Kysely<Database>,
  current: Booking,
  next: BookingChanges & Pick<Booking, 'bookingDateTime' | 'tableNumbers'>,
  shared: readonly string[] = [],
): Promise<Booking> {
  const slot: Slot = { restaurantId: next.restaurantId ?? current.restaurantId, bookingDateTime: next.bookingDateTime };
  const fresh = tablesGiven(current, { ...slot, tableNumbers: next.tableNumbers, status: current.status }, shared);
  if (!fresh.length) return updateBooking(db, current.id, next);
  const updated = await updateBookingUnlessHeld(db, current.id, next, { ...slot, tables: fresh });
  if (updated) return updated;
  await refuseIfHeld(db, current.id, slot, fresh);
  // Let go of since the check (a cancel takes no slot lock): given now.
  return updateBooking(db, current.id, next);
}

/**
 * After a write that did not pass through writeBookingGuarded (a revert puts a booking's values back as they were):
 * takes the lock of the booking's slot and refuses (409, TableTakenError) if a table it now holds there that it did
 * not hold before is held by another live party of the slot. The caller's transaction is rolled back with the answer.
 */
export async function assertTablesFree(
  db: Kysely<Database>,
  id: number,
  before: SlotState | undefined,
  after: SlotState,
) {
  const fresh = tablesGiven(before, after);
  if (!fresh.length) return;
  await lockSlot(db, after);
  await refuseIfHeld(db, id, after, fresh);
}

async function refuseIfHeld(db: Kysely<Database>, id: number, slot: Slot, tables: readonly string[]) {
  for (const table of tables) {
    const holder = await tableHolder(db, { id, ...slot }, table);
    if (holder) throw new TableTakenError(table, holder);
  }
}
