import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { blankBooking, type ScheduleBooking } from '../../contract/bookings.ts';
import type { DayParts } from '../domain/schedule.ts';
import { buildSchedule } from '../domain/timeslots.ts';
import { dayAnswer, scheduleJson } from './day-answers.ts';

const DAY = '2026-12-01';
const meals = [
  { restaurantMealId: 1, name: 'Lunch "terrace"' },
  { restaurantMealId: 2, name: 'Dinner' },
];
const rules = [
  { id: 1, restaurantMealId: 1, dates: [DAY], daysOfWeek: [], timeFrom: '11:00:00', timeTo: '14:00:00' },
  { id: 2, restaurantMealId: 2, dates: [DAY], daysOfWeek: [], timeFrom: '17:00:00', timeTo: '22:00:00' },
].map((rule) => ({ ...rule, webSeats: 20, manualSeats: 10, priority: 0 }));
const booking = (id: number, time: string, over: Partial<ScheduleBooking> = {}): ScheduleBooking =>
  blankBooking({
    bookingId: id,
    bookingDateTime: `${DAY}T${time}:00`,
    name: `Guest ${id} "é\\`,
    bookedSeats: 2,
    ...over,
  });

describe("a schedule day's answer (day-answers.ts)", () => {
  it('is the JSON of the groups, byte for byte, before and after a change of one booking', () => {
    const times = ['11:00', '11:45', '12:30', '17:00', '18:15', '18:15', '21:30', '23:10', '06:00'];
    const bookings = times.map((time, i) => booking(i + 1, time));
    const parts: DayParts = {
      restaurantId: 1,
      date: DAY,
      meals,
      rules,
      bookings,
      blocked: new Set([`${DAY}T18:00:00`]),
    };
    for (const source of ['staff', 'web'] as const) {
      const groups = buildSchedule({ ...parts, source });
      expect(scheduleJson(groups)).toBe(JSON.stringify(groups));
    }
    // A change: one booking replaced (a new object), the others the same objects, whose JSON was kept.
    const changed = bookings.map((b) => (b.bookingId === 5 ? { ...b, visited: true, tableNumbers: ['7'] } : b));
    const after = buildSchedule({ ...parts, bookings: changed, source: 'staff' });
    const text = scheduleJson(after);
    expect(text).toBe(JSON.stringify(after));
    expect(text).toContain('"tableNumbers":["7"]');
    // An empty day.
    const empty = buildSchedule({ ...parts, bookings: [], source: 'staff' });
    expect(scheduleJson(empty)).toBe(JSON.stringify(empty));
  });

  it('sends the same day gzipped, and makes each answer once per kept parts', async () => {
    const parts: DayParts = {
      restaurantId: 1,
      date: DAY,
      meals,
      rules,
      bookings: [booking(1, '18:00'), booking(2, '12:00')],
      blocked: new Set(),
    };
    const answer = await dayAnswer(parts, 'staff');
    expect(JSON.parse(gunzipSync(answer.gzip).toString())).toEqual(JSON.parse(answer.json.toString()));
    expect(JSON.parse(answer.json.toString())).toEqual(buildSchedule({ ...parts, source: 'staff' }));
    expect(await dayAnswer(parts, 'staff')).toBe(answer);
  });
});
