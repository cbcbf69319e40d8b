import { describe, expect, it } from 'vitest';
import { blankBooking, type ScheduleBooking } from '../../contract/bookings.ts';
import { applies, buildSchedule, slotStarts, weekday, winningRules, type SlotRule } from './timeslots.ts';

// 2026-12-01 is a Tuesday (weekday 2).
const DAY = '2026-12-01';
const rule = (over: Partial<SlotRule>): SlotRule => ({
  id: 1,
  restaurantMealId: 3,
  dates: [],
  daysOfWeek: [],
  timeFrom: '18:00:00',
  timeTo: '20:00:00',
  webSeats: 10,
  manualSeats: 4,
  priority: 0,
  ...over,
});
const booking = (
  id: number,
  time: string,
  seats: number,
  status: ScheduleBooking['status'] = 'Created',
  visited = false,
): ScheduleBooking =>
  blankBooking({
    bookingId: id,
    bookingDateTime: `${DAY}T${time}:00`,
    name: `B${id}`,
    bookedSeats: seats,
    status,
    visited,
  });
const meals = [
  { restaurantMealId: 1, name: 'Breakfast' },
  { restaurantMealId: 2, name: 'Lunch' },
  { restaurantMealId: 3, name: 'Dinner' },
];

describe('the slot rule (docs/decisions/004-timeslot-rule.md)', () => {
  it('applies a rule by listed date or by weekday', () => {
    expect(weekday(DAY)).toBe(2);
    expect(applies(rule({ daysOfWeek: [2] }), DAY)).toBe(true);
    expect(applies(rule({ daysOfWeek: [3] }), DAY)).toBe(false);
    expect(applies(rule({ dates: [DAY] }), DAY)).toBe(true);
    expect(applies(rule({ dates: ['2026-12-02'] }), DAY)).toBe(false);
  });

  it('lets the highest priority win per meal, the newest on a tie', () => {
    const winners = winningRules(
      [
        rule({ id: 1, daysOfWeek: [2], priority: 0 }),
        rule({ id: 2, dates: [DAY], priority: 5 }),
        rule({ id: 3, dates: [DAY], priority: 5 }),
        rule({ id: 4, daysOfWeek: [3], priority: 9 }),
        rule({ id: 5, restaurantMealId: 2, daysOfWeek: [2] }),
      ],
      DAY,
    );
    expect(winners.get(3)?.id).toBe(3);
    expect(winners.get(2)?.id).toBe(5);
  });

  it('makes 30-minute slots from timeFrom up to, not including, timeTo', () => {
    expect(slotStarts({ timeFrom: '18:00:00', timeTo: '20:00:00' })).toEqual([
      '18:00:00',
      '18:30:00',
      '19:00:00',
      '19:30:00',
    ]);
    expect(slotStarts({ timeFrom: '11:15:00', timeTo: '12:00:00' })).toEqual(['11:15:00', '11:45:00']);
  });

  it('limits staff to web + manual seats and the web to web seats', () => {
    const input = { date: DAY, meals, rules: [rule({ daysOfWeek: [2] })], bookings: [], blocked: new Set<string>() };
    expect(buildSchedule({ ...input, source: 'staff' })[2]?.timeslots[0]?.seatsLimit).toBe(14);
    expect(buildSchedule({ ...input, source: 'web' })[2]?.timeslots[0]?.seatsLimit).toBe(10);
  });

  it('counts Created and Completed seats; not arrived are those not visited; blocked slots flagged', () => {
    const groups = buildSchedule({
      date: DAY,
      source: 'staff',
      meals,
      rules: [rule({ daysOfWeek: [2] })],
      bookings: [
        booking(1, '18:00', 2),
        booking(2, '18:15', 3, 'Completed', true),
        booking(3, '18:20', 4, 'Cancelled'),
        booking(4, '18:25', 5, 'Withdrawn'),
        booking(5, '19:00', 1),
      ],
      blocked: new Set([`${DAY}T19:00:00`]),
    });
    const dinner = groups[2]!;
    expect(groups.map((g) => g.name)).toEqual(['Breakfast', 'Lunch', 'Dinner']);
    expect(
      dinner.timeslots.map((s) => [s.mealTime.slice(11, 16), s.seatsBooked, s.persons, s.isBlocked, s.bookings.length]),
    ).toEqual([
      ['18:00', 5, 2, false, 4],
      ['18:30', 0, 0, false, 0],
      ['19:00', 1, 1, true, 1],
      ['19:30', 0, 0, false, 0],
    ]);
  });

  it('shows a booking outside every slot in a slot of its own (limit 0) under the nearest meal', () => {
    const groups = buildSchedule({
      date: DAY,
      source: 'staff',
      meals,
      rules: [
        rule({ daysOfWeek: [2] }),
        rule({ id: 2, restaurantMealId: 2, daysOfWeek: [2], timeFrom: '11:30:00', timeTo: '14:00:00' }),
      ],
      bookings: [booking(1, '21:10', 2), booking(2, '15:00', 2), booking(3, '07:40', 1)],
      blocked: new Set(),
    });
    expect(groups[2]?.timeslots.at(-1)).toMatchObject({ mealTime: `${DAY}T21:00:00`, seatsLimit: 0, seatsBooked: 2 });
    expect(groups[1]?.timeslots.at(-1)).toMatchObject({ mealTime: `${DAY}T15:00:00`, seatsLimit: 0 });
    expect(groups[0]?.timeslots).toEqual([
      expect.objectContaining({ mealTime: `${DAY}T07:30:00`, seatsLimit: 0, seatsBooked: 1 }),
    ]);
  });

  it('gives a start shared by overlapping meals to the earlier meal, and a booking to the latest start it falls in', () => {
    const groups = buildSchedule({
      date: DAY,
      source: 'staff',
      meals,
      rules: [
        rule({
          id: 1,
          restaurantMealId: 2,
          daysOfWeek: [2],
          timeFrom: '11:00:00',
          timeTo: '16:00:00',
          webSeats: 5,
          manualSeats: 0,
        }),
        rule({
          id: 2,
          restaurantMealId: 3,
          daysOfWeek: [2],
          timeFrom: '15:00:00',
          timeTo: '17:00:00',
          webSeats: 9,
          manualSeats: 0,
        }),
        rule({ id: 3, restaurantMealId: 1, daysOfWeek: [2], timeFrom: '07:00:00', timeTo: '08:00:00' }),
        rule({ id: 4, restaurantMealId: 1, dates: [DAY], timeFrom: '07:15:00', timeTo: '07:45:00', priority: 1 }),
      ],
      bookings: [booking(1, '15:10', 2), booking(2, '16:00', 3), booking(3, '07:50', 1), booking(4, '07:40', 1)],
      blocked: new Set(),
    });
    const [breakfast, lunch, dinner] = groups;
    expect(lunch?.timeslots.slice(-2).map((s) => [s.mealTime.slice(11, 16), s.seatsLimit, s.seatsBooked])).toEqual([
      ['15:00', 5, 2],
      ['15:30', 5, 0],
    ]);
    expect(dinner?.timeslots.map((s) => [s.mealTime.slice(11, 16), s.seatsLimit, s.seatsBooked])).toEqual([
      ['16:00', 9, 3],
      ['16:30', 9, 0],
    ]);
    // 07:15-07:45 on this date (priority 1 beats the weekday rule): 07:40 is in the 07:15 slot, 07:50 in none.
    expect(
      breakfast?.timeslots.map((s) => [s.mealTime.slice(11, 16), s.seatsLimit, s.bookings.map((b) => b.bookingId)]),
    ).toEqual([
      ['07:15', 14, [4]],
      ['07:30', 0, [3]],
    ]);
  });

  it('puts a booking in the latest slot start at or before it when windows on another grid overlap', () => {
    const groups = buildSchedule({
      date: DAY,
      source: 'staff',
      meals,
      rules: [
        rule({ id: 1, restaurantMealId: 2, daysOfWeek: [2], timeFrom: '11:00:00', timeTo: '16:00:00' }),
        rule({ id: 2, restaurantMealId: 3, daysOfWeek: [2], timeFrom: '15:15:00', timeTo: '16:15:00' }),
      ],
      bookings: [booking(1, '15:20', 2), booking(2, '15:10', 1)],
      blocked: new Set(),
    });
    const booked = groups.flatMap((g) =>
      g.timeslots
        .filter((s) => s.bookings.length)
        .map((s) => [g.name, s.mealTime.slice(11, 16), s.bookings.map((b) => b.bookingId)]),
    );
    expect(booked).toEqual([
      ['Lunch', '15:00', [2]],
      ['Dinner', '15:15', [1]],
    ]);
  });
});
