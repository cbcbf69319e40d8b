import type { BookingChange } from './booking-writes.ts';

/**
 * Applying a host's changes to a booking (docs/decisions/028-door-intents.md), one way for both sides: the server
 * applies them to the booking as it is when they arrive, the door to the booking as it shows it, at once. Apart from
 * booking-writes.ts, which holds the phone rules the first route must not load (only its types are used here).
 */

/** What of a booking a host's changes set. */
export interface ChangedFields {
  name: string;
  phoneNumber: string;
  bookedSeats: number;
  message: string;
  bookingDateTime: string;
  tableNumbers: string[];
}

/** 'YYYY-MM-DDTHH:mm' or with seconds → 'YYYY-MM-DDTHH:mm:ss', as the server gives a booking's time back. */
export const wallTime = (at: string): string => (at.length === 16 ? `${at}:00` : at);

/**
 * `booking` once `changes` are applied: tables added and removed one by one, fields set one by one, so another
 * tablet's change of another table or another field stays. A new object; `booking` is not changed.
 */
export function applyBookingChanges<T extends ChangedFields>(booking: T, changes: readonly BookingChange[]): T {
  const next = { ...booking };
  for (const change of changes) {
    switch (change.type) {
      case 'addTable':
        if (!next.tableNumbers.includes(change.table)) next.tableNumbers = [...next.tableNumbers, change.table];
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
        next.bookingDateTime = wallTime(change.bookingDateTime);
        break;
    }
  }
  return next;
}
