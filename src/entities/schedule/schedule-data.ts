import type { ScheduleBooking, ScheduleGroup, Timeslot } from '../../../contract/bookings.ts';
import { COUNTED_STATUSES, SLOT_MINUTES } from '../../../contract/bookings.ts';
import type { ScheduleEvent } from '../../../contract/live.ts';

export { blankBooking } from '../../../contract/bookings.ts';

/**
 * The cached schedule of a day, changed in place of a refetch: by the host's own actions (applied on top, features'
 * apply-booking-action.ts) and by live events of other tablets (`applyScheduleEvent`). Pure; each returns the same
 * array when nothing changes, so rows that did not change do not re-render.
 */

/** Created and Completed bookings count toward seats (spec section 4); only they can be marked arrived. */
export const counted = (booking: ScheduleBooking) => COUNTED_STATUSES.includes(booking.status);

/** seatsBooked and persons (not arrived) follow from the bookings, exactly as the server counts them. */
export function withTotals(slot: Timeslot, bookings: ScheduleBooking[]): Timeslot {
  let seatsBooked = 0;
  let persons = 0;
  for (const booking of bookings) {
    if (!counted(booking)) continue;
    seatsBooked += booking.bookedSeats;
    if (!booking.visited) persons += booking.bookedSeats;
  }
  return { ...slot, bookings, seatsBooked, persons };
}

/** Each booking mapped; a slot, group or day where nothing changed stays the same object (its rows need no render). */
export function mapBookings(
  groups: ScheduleGroup[],
  map: (booking: ScheduleBooking) => ScheduleBooking,
): ScheduleGroup[] {
  let dayChanged = false;
  const next = groups.map((group) => {
    let groupChanged = false;
    const timeslots = group.timeslots.map((slot) => {
      let changed = false;
      const bookings = slot.bookings.map((booking) => {
        const mapped = map(booking);
        if (mapped !== booking) changed = true;
        return mapped;
      });
      if (!changed) return slot;
      groupChanged = true;
      return withTotals(slot, bookings);
    });
    if (!groupChanged) return group;
    dayChanged = true;
    return { ...group, timeslots };
  });
  return dayChanged ? next : groups;
}

export function removeBooking(
  groups: ScheduleGroup[],
  bookingId: number,
): { groups: ScheduleGroup[]; removed?: ScheduleBooking } {
  let removed: ScheduleBooking | undefined;
  const next = groups.map((group) => ({
    ...group,
    timeslots: group.timeslots.map((slot) => {
      const found = slot.bookings.find((booking) => booking.bookingId === bookingId);
      if (!found) return slot;
      removed = found;
      return withTotals(
        slot,
        slot.bookings.filter((booking) => booking !== found),
      );
    }),
  }));
  return { groups: next, removed };
}

const minuteOfDay = (dateTime: string) => Number(dateTime.slice(11, 13)) * 60 + Number(dateTime.slice(14, 16));

/**
 * The slot a booking of this time belongs to, as the server decides it (server/domain/timeslots.ts): the latest whose
 * half hour holds the time. None: the server gives such a booking a slot of its own, under the meal nearest in time,
 * which only the server knows (the meals' rules).
 */
export function slotHolding(groups: readonly ScheduleGroup[], bookingDateTime: string): string | undefined {
  const time = minuteOfDay(bookingDateTime);
  let home: string | undefined;
  for (const group of groups) {
    for (const { mealTime } of group.timeslots) {
      const start = minuteOfDay(mealTime);
      if (start <= time && time < start + SLOT_MINUTES && (!home || mealTime > home)) home = mealTime;
    }
  }
  return home;
}

/**
 * Puts a booking into the slot of its time (`slotHolding`); a time no slot holds (never one the console itself
 * makes: its times are the slots') goes to the latest slot starting before it, else the first.
 */
export function insertBooking(groups: ScheduleGroup[], booking: ScheduleBooking): ScheduleGroup[] {
  const slots = groups.flatMap((group) => group.timeslots.map((slot) => slot.mealTime)).sort();
  const target =
    slotHolding(groups, booking.bookingDateTime) ??
    slots.filter((start) => start <= booking.bookingDateTime).pop() ??
    slots[0];
  if (!target) return groups;
  return groups.map((group) => ({
    ...group,
    timeslots: group.timeslots.map((slot) =>
      slot.mealTime === target
        ? withTotals(
            slot,
            [...slot.bookings, booking].sort(
              (a, b) => a.bookingDateTime.localeCompare(b.bookingDateTime) || a.bookingId - b.bookingId,
            ),
          )
        : slot,
    ),
  }));
}

/**
 * A day's schedule with a live event applied: a booking as it now stands put into its slot (taken out of the one
 * it was in), a booking gone from the day taken out, a timeslot blocked or unblocked. Applying an event twice is
 * the same as once, so events can be replayed on a fresher copy of the day (schedule-live.ts).
 */
export function applyScheduleEvent(groups: ScheduleGroup[], event: ScheduleEvent): ScheduleGroup[] {
  switch (event.type) {
    case 'booking': {
      const { groups: rest, removed } = removeBooking(groups, event.booking.bookingId);
      if (removed && sameBooking(removed, event.booking)) return groups;
      return insertBooking(rest, event.booking);
    }
    case 'removed': {
      const { groups: rest, removed } = removeBooking(groups, event.bookingId);
      return removed ? rest : groups;
    }
    case 'slot':
      if (
        !groups.some((group) =>
          group.timeslots.some((slot) => slot.mealTime === event.mealTime && slot.isBlocked !== event.isBlocked),
        )
      )
        return groups;
      return groups.map((group) => ({
        ...group,
        timeslots: group.timeslots.map((slot) =>
          slot.mealTime === event.mealTime ? { ...slot, isBlocked: event.isBlocked } : slot,
        ),
      }));
    case 'ready':
    case 'resync':
      return groups;
  }
}

/** Whether the day holds the booking (in any slot). */
export function holdsBooking(groups: readonly ScheduleGroup[], bookingId: number): boolean {
  return groups.some((group) =>
    group.timeslots.some((slot) => slot.bookings.some((booking) => booking.bookingId === bookingId)),
  );
}

function sameBooking(a: ScheduleBooking, b: ScheduleBooking): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
