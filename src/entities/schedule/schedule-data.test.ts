import { describe, expect, it } from 'vitest';
import type { ScheduleBooking, ScheduleGroup } from '../../../contract/bookings.ts';
import { applyScheduleEvent, blankBooking, holdsBooking } from './schedule-data.ts';

const DAY = '2026-12-01';
const where = { restaurantId: 1, date: DAY };

function booking(id: number, time: string, seats: number, extra: Partial<ScheduleBooking> = {}): ScheduleBooking {
  return blankBooking({
    bookingId: id,
    bookingDateTime: `${DAY}T${time}:00`,
    name: `Guest ${id}`,
    bookedSeats: seats,
    ...extra,
  });
}

function day(): ScheduleGroup[] {
  return [
    {
      name: 'Dinner',
      restaurantMealId: 3,
      timeslots: [
        {
          mealTime: `${DAY}T18:00:00`,
          seatsLimit: 10,
          seatsBooked: 6,
          isBlocked: false,
          persons: 6,
          bookings: [booking(1, '18:00', 2), booking(2, '18:15', 4)],
        },
        { mealTime: `${DAY}T18:30:00`, seatsLimit: 10, seatsBooked: 0, isBlocked: false, persons: 0, bookings: [] },
      ],
    },
  ];
}

const slot = (groups: ScheduleGroup[], index: number) => groups[0]!.timeslots[index]!;

describe('applyScheduleEvent (another tablet changed the day)', () => {
  it('puts a changed booking in place, with the slot figures as the server counts them', () => {
    const arrived = applyScheduleEvent(day(), {
      type: 'booking',
      ...where,
      booking: booking(2, '18:15', 4, { visited: true, status: 'Completed' }),
    });
    expect(slot(arrived, 0)).toMatchObject({ seatsBooked: 6, persons: 2 });
    expect(slot(arrived, 0).bookings.map((b) => [b.bookingId, b.visited])).toEqual([
      [1, false],
      [2, true],
    ]);
  });

  it('adds a new booking to the slot of its time, and moves one whose time changed', () => {
    const added = applyScheduleEvent(day(), { type: 'booking', ...where, booking: booking(9, '18:40', 3) });
    expect(slot(added, 1)).toMatchObject({ seatsBooked: 3, persons: 3 });
    expect(slot(added, 1).bookings.map((b) => b.bookingId)).toEqual([9]);

    const moved = applyScheduleEvent(added, { type: 'booking', ...where, booking: booking(1, '18:30', 2) });
    expect(slot(moved, 0).bookings.map((b) => b.bookingId)).toEqual([2]);
    expect(slot(moved, 0).seatsBooked).toBe(4);
    expect(slot(moved, 1).bookings.map((b) => b.bookingId)).toEqual([1, 9]);
    expect(slot(moved, 1).seatsBooked).toBe(5);
  });

  it('takes out a booking gone from the day, and blocks or unblocks a slot', () => {
    const removed = applyScheduleEvent(day(), { type: 'removed', ...where, bookingId: 2 });
    expect(slot(removed, 0)).toMatchObject({ seatsBooked: 2, persons: 2 });
    expect(holdsBooking(removed, 2)).toBe(false);

    const blocked = applyScheduleEvent(day(), { type: 'slot', ...where, mealTime: `${DAY}T18:30:00`, isBlocked: true });
    expect(slot(blocked, 1).isBlocked).toBe(true);
    expect(slot(blocked, 0).isBlocked).toBe(false);
    expect(
      slot(applyScheduleEvent(blocked, { type: 'slot', ...where, mealTime: `${DAY}T18:30:00`, isBlocked: false }), 1)
        .isBlocked,
    ).toBe(false);
  });

  it('is the same applied twice as once: nothing changes the second time (the same array back)', () => {
    const events = [
      { type: 'booking', ...where, booking: booking(1, '18:00', 2, { tableNumbers: ['6'] }) },
      { type: 'removed', ...where, bookingId: 2 },
      { type: 'slot', ...where, mealTime: `${DAY}T18:00:00`, isBlocked: true },
    ] as const;
    for (const event of events) {
      const once = applyScheduleEvent(day(), event);
      expect(once).not.toEqual(day());
      expect(applyScheduleEvent(once, event)).toBe(once);
    }
    // A booking not on the day, removed: nothing to do.
    const unchanged = day();
    expect(applyScheduleEvent(unchanged, { type: 'removed', ...where, bookingId: 77 })).toBe(unchanged);
  });
});
