import dayjs from 'dayjs';
import type { ScheduleBooking, ScheduleGroup, Timeslot } from '../../../contract/bookings.ts';

/** Spec section 2: groups in the order Breakfast, Lunch, Dinner (others after them, as the server sends them). */
const GROUP_ORDER = ['Breakfast', 'Lunch', 'Dinner'];

/** Seats left; a blocked slot shows no more than zero (spec section 4). */
export function seatsLeft(slot: Pick<Timeslot, 'seatsLimit' | 'seatsBooked' | 'isBlocked'>): number {
  const left = slot.seatsLimit - slot.seatsBooked;
  return slot.isBlocked ? Math.min(0, left) : left;
}

/** Booked share of the limit in percent, capped at 100 (a slot with no limit but bookings is full). */
export function progress(slot: Pick<Timeslot, 'seatsLimit' | 'seatsBooked'>): number {
  if (slot.seatsLimit <= 0) return slot.seatsBooked > 0 ? 100 : 0;
  return Math.min(100, Math.round((slot.seatsBooked / slot.seatsLimit) * 100));
}

export interface Totals {
  seatsLimit: number;
  seatsBooked: number;
  seatsLeft: number;
  notArrived: number;
}

export function groupTotals(group: ScheduleGroup): Totals {
  const totals: Totals = { seatsLimit: 0, seatsBooked: 0, seatsLeft: 0, notArrived: 0 };
  for (const slot of group.timeslots) {
    totals.seatsLimit += slot.seatsLimit;
    totals.seatsBooked += slot.seatsBooked;
    totals.seatsLeft += seatsLeft(slot);
    totals.notArrived += slot.persons;
  }
  return totals;
}

/** Only groups with some seat limit or seats booked, in the spec's order. */
export function visibleGroups(groups: readonly ScheduleGroup[]): ScheduleGroup[] {
  const rank = (name: string) => {
    const index = GROUP_ORDER.indexOf(name);
    return index === -1 ? GROUP_ORDER.length : index;
  };
  return groups
    .filter((group) => group.timeslots.some((slot) => slot.seatsLimit > 0 || slot.seatsBooked > 0))
    .sort((a, b) => rank(a.name) - rank(b.name));
}

/** Cancelled and Withdrawn bookings are hidden when Show Withdrawn is off. */
export function shownBookings(bookings: readonly ScheduleBooking[], showWithdrawn: boolean): ScheduleBooking[] {
  return showWithdrawn ? [...bookings] : bookings.filter((booking) => booking.status !== 'Cancelled' && booking.status !== 'Withdrawn');
}

export function isInactive(booking: ScheduleBooking): boolean {
  return booking.status === 'Cancelled' || booking.status === 'Withdrawn';
}

/** Bookings show DD.MM.YYYY HH:mm (spec section 9). */
export function formatBookingTime(dateTime: string): string {
  return dayjs(dateTime).format('DD.MM.YYYY HH:mm');
}

export function formatSlotTime(mealTime: string): string {
  return dayjs(mealTime).format('HH:mm');
}
