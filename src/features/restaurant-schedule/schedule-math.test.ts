import { describe, expect, it } from 'vitest';
import type { ScheduleGroup } from '../../../contract/bookings.ts';
import { blankBooking } from './booking-actions.ts';
import {
  dayOfGroups,
  formatBookingTime,
  groupTotals,
  progress,
  seatsLeft,
  shownBookings,
  tablesTaken,
  visibleGroups,
} from './schedule-math.ts';
import { seatsError } from './seats.ts';

const slot = (seatsLimit: number, seatsBooked: number, isBlocked = false, persons = 0) => ({
  mealTime: '2026-12-01T18:00:00',
  seatsLimit,
  seatsBooked,
  isBlocked,
  persons,
  bookings: [],
});

describe('schedule figures', () => {
  it('seats left: limit minus booked; a blocked slot shows no more than zero', () => {
    expect(seatsLeft(slot(10, 4))).toBe(6);
    expect(seatsLeft(slot(10, 14))).toBe(-4);
    expect(seatsLeft(slot(10, 4, true))).toBe(0);
    expect(seatsLeft(slot(10, 14, true))).toBe(-4);
  });

  it('progress caps at 100', () => {
    expect(progress(slot(10, 4))).toBe(40);
    expect(progress(slot(10, 25))).toBe(100);
    expect(progress(slot(0, 0))).toBe(0);
    expect(progress(slot(0, 2))).toBe(100);
  });

  it('shows only groups with some limit or booking, Breakfast, Lunch, Dinner', () => {
    const groups: ScheduleGroup[] = [
      { name: 'Dinner', restaurantMealId: 3, timeslots: [slot(10, 0)] },
      { name: 'Breakfast', restaurantMealId: 1, timeslots: [slot(0, 0)] },
      { name: 'Lunch', restaurantMealId: 2, timeslots: [slot(0, 3)] },
    ];
    expect(visibleGroups(groups).map((g) => g.name)).toEqual(['Lunch', 'Dinner']);
  });

  it('totals a group', () => {
    const group: ScheduleGroup = {
      name: 'Dinner',
      restaurantMealId: 3,
      timeslots: [slot(10, 4, false, 2), slot(8, 10, true, 5)],
    };
    expect(groupTotals(group)).toEqual({ seatsLimit: 18, seatsBooked: 14, seatsLeft: 4, notArrived: 7 });
  });

  it('formats booking times DD.MM.YYYY HH:mm', () => {
    expect(formatBookingTime('2026-12-01T18:05:00')).toBe('01.12.2026 18:05');
  });

  it('accepts only whole seat numbers above 0', () => {
    expect(seatsError('2')).toBeNull();
    for (const bad of ['0', '-1', 'x', '', '1.5']) expect(seatsError(bad), bad).toBe('Invalid number');
  });

  it('orders a slot by time, then id, with bookings not sent yet after the sent ones in the order taken', () => {
    const at = (bookingId: number, time = '18:00') =>
      blankBooking({ bookingId, bookingDateTime: `2026-12-01T${time}:00` });
    const order = (ids: ReturnType<typeof at>[]) => shownBookings(ids, true).map((b) => b.bookingId);
    expect(order([at(-2000), at(12), at(-1000), at(7), at(3, '18:15')])).toEqual([7, 12, -1000, -2000, 3]);
    // Sent: the server's id (the highest) takes the client id's place.
    expect(order([at(13), at(12), at(-2000), at(7)])).toEqual([7, 12, 13, -2000]);
  });

  it('shows (and counts) the withdrawn and cancelled bookings of a slot only when Show Withdrawn is on', () => {
    const bookings = [
      blankBooking({ bookingId: 4, status: 'Withdrawn' }),
      blankBooking({ bookingId: 2, status: 'Created' }),
      blankBooking({ bookingId: 3, status: 'Cancelled' }),
      blankBooking({ bookingId: 1, status: 'Completed' }),
    ];
    const ids = (shown: readonly { bookingId: number }[]) => shown.map((b) => b.bookingId);
    expect(ids(shownBookings(bookings, false))).toEqual([1, 2]);
    expect(ids(shownBookings(bookings, true))).toEqual([1, 2, 3, 4]);
    // A closed slot's count: the same bookings, left in the order given.
    expect(ids(shownBookings(bookings, false, { ordered: false }))).toEqual([2, 1]);
    expect(shownBookings(bookings, true, { ordered: false })).toHaveLength(4);
  });

  it('says which tables other bookings in a slot hold (cancelled ones hold none)', () => {
    const taken = tablesTaken([
      blankBooking({ bookingId: 1, name: 'Hansen', tableNumbers: ['6'] }),
      blankBooking({ bookingId: 2, name: 'Berg', tableNumbers: ['6', '2'] }),
      blankBooking({ bookingId: 3, name: 'Gone', tableNumbers: ['4'], status: 'Cancelled' }),
    ]);
    expect([...taken].map(([table, holders]) => [table, holders.map((b) => b.name)])).toEqual([
      ['6', ['Hansen', 'Berg']],
      ['2', ['Berg']],
    ]);
  });

  it('knows the day of a schedule from its timeslots', () => {
    expect(dayOfGroups([{ name: 'Dinner', restaurantMealId: 3, timeslots: [slot(10, 0)] }])).toBe('2026-12-01');
    expect(dayOfGroups([])).toBeUndefined();
  });
});
