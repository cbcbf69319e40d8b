import { describe, expect, it } from 'vitest';
import type { ScheduleBooking, ScheduleGroup } from '../../../contract/bookings.ts';
import { blankBooking } from './booking-actions.ts';
import { slotChoices } from './slot-choices.ts';

const booking = (bookingId: number, bookedSeats: number): ScheduleBooking =>
  blankBooking({ bookingId, bookedSeats, bookingDateTime: '2026-12-01T18:00:00', name: `Guest ${bookingId}` });

/** Dinner at 18:00 (overbooked: 10 seats, 12 booked, one of them guest 1 with 4) and 18:30 (10 seats, 8 booked). */
const dinner = (mine: ScheduleBooking): ScheduleGroup[] => [
  {
    name: 'Dinner',
    restaurantMealId: 3,
    timeslots: [
      {
        mealTime: '2026-12-01T18:00:00',
        seatsLimit: 10,
        seatsBooked: 12,
        isBlocked: false,
        persons: 12,
        bookings: [mine, booking(2, 8)],
      },
      {
        mealTime: '2026-12-01T18:30:00',
        seatsLimit: 10,
        seatsBooked: 8,
        isBlocked: false,
        persons: 8,
        bookings: [booking(3, 8)],
      },
    ],
  },
];

describe('slot choices of the edit dialog', () => {
  it('lets a booking stay in its own overbooked slot with the same or fewer seats', () => {
    const mine = booking(1, 4);
    const same = slotChoices(dinner(mine), mine, 4);
    expect(same.map(({ mealTime, full, current }) => ({ mealTime, full, current }))).toEqual([
      { mealTime: '2026-12-01T18:00:00', full: false, current: true },
      { mealTime: '2026-12-01T18:30:00', full: true, current: false },
    ]);
    expect(slotChoices(dinner(mine), mine, 3)[0]?.full).toBe(false);
  });

  it('greys its own slot when it asks for more seats than are free there, and other slots by their free seats', () => {
    const mine = booking(1, 4);
    expect(slotChoices(dinner(mine), mine, 5)[0]?.full).toBe(true);
    expect(slotChoices(dinner(mine), mine, 2)[1]).toMatchObject({ free: 2, full: false });
  });
});
