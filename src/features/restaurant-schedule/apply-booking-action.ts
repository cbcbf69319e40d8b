import { applyBookingChanges, wallTime } from '../../../contract/booking-changes.ts';
import type { BookingChange } from '../../../contract/booking-writes.ts';
import type { ScheduleBooking, ScheduleGroup } from '../../../contract/bookings.ts';
import {
  blankBooking,
  counted,
  holdsBooking,
  insertBooking,
  mapBookings,
  removeBooking,
} from '../../entities/schedule/schedule-data.ts';
import { changesOf, type BookingAction } from './booking-actions.ts';

/** Applying a host's action to the cached schedule: what the host sees at once, before the server answers. */

/**
 * The booking as the tablet knows it once `changes` are applied, as the server applies them to the booking as it is
 * (decision 028): a table added or removed, a field set; so another tablet's tables and fields stay on screen.
 */
export function applyChanges(booking: ScheduleBooking, changes: readonly BookingChange[]): ScheduleBooking {
  return applyBookingChanges(booking, changes);
}

function dayOf(dateTime: string): string {
  return dateTime.slice(0, 10);
}

/**
 * The schedule of `date` as it looks once `action` has been applied: what the host sees at once, before the
 * server answers (and, offline, until it does). Pure; returns the same array when nothing changes.
 */
export function applyAction(
  groups: ScheduleGroup[],
  date: string,
  action: BookingAction,
  now = new Date(),
): ScheduleGroup[] {
  const stamp = now.toISOString();
  switch (action.kind) {
    case 'toggleArrived':
    case 'setTables':
    case 'cancel':
      return mapBookings(groups, (booking) =>
        booking.bookingId === action.bookingId ? applyToBooking(booking, action, now) : booking,
      );
    case 'update': {
      const { groups: rest, removed } = removeBooking(groups, action.bookingId);
      if (!removed && dayOf(action.body.bookingDateTime) !== date) return groups;
      if (dayOf(action.body.bookingDateTime) !== date) return rest;
      const base: ScheduleBooking = removed ?? placeholderBooking(action.bookingId, action.body.name, stamp, '');
      const { body } = action;
      // Only what the host changed goes on top of the booking as it is (another tablet's changes stay on screen); an
      // entry from before intents (no `before`), or a booking not shown yet, takes the whole body.
      const changes = removed ? changesOf(action) : undefined;
      const moved: ScheduleBooking = changes
        ? { ...applyChanges(base, changes), updatedAt: stamp }
        : {
            ...base,
            name: body.name,
            bookedSeats: body.bookedSeats,
            bookingDateTime: wallTime(body.bookingDateTime),
            phoneNumber: body.phoneNumber ?? '',
            tableNumbers: body.tableNumbers ?? [],
            message: body.message ?? '',
            updatedAt: stamp,
          };
      return insertBooking(rest, moved);
    }
    case 'create': {
      if (dayOf(action.body.bookingDateTime) !== date) return groups;
      // Already there: the accepted walk-in, under its server id, brought in by a live event before the answer came.
      if (holdsBooking(groups, action.clientId)) return groups;
      const booking: ScheduleBooking = {
        ...placeholderBooking(action.clientId, action.body.customerName, stamp, action.createdBy),
        bookingDateTime: wallTime(action.body.bookingDateTime),
        bookedSeats: action.body.peopleCount,
        phoneNumber: action.body.customerPhoneNumber ?? '',
        message: action.body.comment ?? '',
      };
      return insertBooking(groups, booking);
    }
    case 'block':
    case 'unblock':
      return groups.map((group) => ({
        ...group,
        timeslots: group.timeslots.map((slot) =>
          slot.mealTime === action.mealTime ? { ...slot, isBlocked: action.kind === 'block' } : slot,
        ),
      }));
  }
}

/** The actions that change one booking where it is (no move, no new booking). */
export type InPlaceAction = Extract<BookingAction, { kind: 'toggleArrived' | 'setTables' | 'cancel' }>;

export function isInPlace(action: BookingAction): action is InPlaceAction {
  return action.kind === 'toggleArrived' || action.kind === 'setTables' || action.kind === 'cancel';
}

/** The booking as an in-place action leaves it (the same object when nothing changes). */
export function applyToBooking(booking: ScheduleBooking, action: InPlaceAction, now = new Date()): ScheduleBooking {
  const stamp = now.toISOString();
  switch (action.kind) {
    case 'toggleArrived': {
      if (!counted(booking)) return booking;
      const visited = action.visited ?? !booking.visited;
      return visited === booking.visited
        ? booking
        : { ...booking, visited, status: visited ? 'Completed' : 'Created', updatedAt: stamp };
    }
    case 'setTables': {
      const changes = changesOf(action);
      const next = changes
        ? applyChanges(booking, changes)
        : { ...booking, tableNumbers: action.body.tableNumbers ?? [] };
      return { ...next, updatedAt: stamp };
    }
    case 'cancel':
      return { ...booking, status: 'Cancelled', updatedAt: stamp };
  }
}

function placeholderBooking(bookingId: number, name: string, createdAt: string, createdBy: string): ScheduleBooking {
  return blankBooking({ bookingId, name, createdAt, createdBy });
}
