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

/** The day a schedule is of (from its timeslots), if it has any. */
export function dayOfGroups(groups: readonly ScheduleGroup[]): string | undefined {
  return groups.flatMap((group) => group.timeslots)[0]?.mealTime.slice(0, 10);
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

/**
 * A booking's place in its slot, as the server orders them (time, then id), with bookings not sent yet (negative
 * client ids, -Date.now() of the tap) after the sent ones in the order they were taken: the server gives a new
 * booking the highest id, so a walk-in keeps its place when its server id replaces the client id.
 */
export function bookingOrder(a: ScheduleBooking, b: ScheduleBooking): number {
  const unsent = (booking: ScheduleBooking) => (booking.bookingId < 0 ? 1 : 0);
  const rank = (booking: ScheduleBooking) => Math.abs(booking.bookingId);
  return a.bookingDateTime.localeCompare(b.bookingDateTime) || unsent(a) - unsent(b) || rank(a) - rank(b);
}

/**
 * The bookings a slot shows, in a stable order: Cancelled and Withdrawn ones are hidden when Show Withdrawn is off.
 * The one source of what a slot lists and of the count beside its time (issue 41: "(1)" over "No bookings").
 * `ordered: false` leaves them in the order given, for a count (a closed slot's bookings are not sorted).
 */
export function shownBookings(
  bookings: readonly ScheduleBooking[],
  showWithdrawn: boolean,
  { ordered = true } = {},
): readonly ScheduleBooking[] {
  const shown = showWithdrawn ? bookings : bookings.filter((booking) => !isInactive(booking));
  return ordered ? [...shown].sort(bookingOrder) : shown;
}

/** The tables held in a slot, by table, with the bookings holding them (cancelled and withdrawn ones hold none). */
export function tablesTaken(bookings: readonly ScheduleBooking[]): ReadonlyMap<string, readonly ScheduleBooking[]> {
  const taken = new Map<string, ScheduleBooking[]>();
  for (const booking of bookings) {
    if (isInactive(booking)) continue;
    for (const table of booking.tableNumbers) taken.set(table, [...(taken.get(table) ?? []), booking]);
  }
  return taken;
}

/** The same tables held by the same bookings (by id and name, which is what a row shows of them). */
export function sameTablesTaken(
  a: ReadonlyMap<string, readonly ScheduleBooking[]>,
  b: ReadonlyMap<string, readonly ScheduleBooking[]>,
): boolean {
  if (a === b) return true;
  if (a.size !== b.size) return false;
  for (const [table, holders] of a) {
    const other = b.get(table);
    if (!other || other.length !== holders.length) return false;
    if (holders.some((holder, i) => holder.bookingId !== other[i]!.bookingId || holder.name !== other[i]!.name))
      return false;
  }
  return true;
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
