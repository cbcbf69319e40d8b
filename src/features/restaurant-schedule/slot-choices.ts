import type { ScheduleBooking, ScheduleGroup } from '../../../contract/bookings.ts';
import { COUNTED_STATUSES } from '../../../contract/bookings.ts';
import { seatsLeft, visibleGroups } from './schedule-math.ts';

export interface SlotChoice {
  mealTime: string;
  /** Seats free for this booking: the slot's seats left, plus its own seats when it already sits there. */
  free: number;
  /** Not enough free seats for the booking: greyed and not selectable. */
  full: boolean;
  /** The slot the booking is in now. */
  current: boolean;
}

/** The timeslots of a day a booking can move to, with what each has free for it. */
export function slotChoices(groups: readonly ScheduleGroup[], booking: ScheduleBooking, seats: number): SlotChoice[] {
  const ownSeats = COUNTED_STATUSES.includes(booking.status) ? booking.bookedSeats : 0;
  return visibleGroups(groups).flatMap((group) =>
    group.timeslots.map((slot) => {
      const current = slot.bookings.some((other) => other.bookingId === booking.bookingId);
      const free = seatsLeft(slot) + (current ? ownSeats : 0);
      // A booking may always stay where it is with no more seats than it has, even in an overbooked slot
      // (fixing a phone number must not need a free seat); it is greyed there only when it asks for more.
      const full = current ? seats > ownSeats && free < seats : free < seats;
      return { mealTime: slot.mealTime, free, full, current };
    }),
  );
}
