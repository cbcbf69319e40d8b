import type { ScheduleBooking, ScheduleGroup } from '../contract/bookings.ts';
import type { OutboxEntry } from '../src/offline/db.ts';
import { applyAction, blankBooking, type BookingAction } from '../src/features/restaurant-schedule/booking-actions.ts';
import { withPending } from '../src/features/restaurant-schedule/schedule-outbox.ts';
import { visibleGroups } from '../src/features/restaurant-schedule/schedule-math.ts';
import { measure, type Figure } from './run.ts';

const DAY = '2026-12-01';

/** A busy day: 3 meals, 30-minute slots, 1,000 bookings. */
export function busyDay(bookingCount = 1000): ScheduleGroup[] {
  const meals = [
    ['Breakfast', 7, 10],
    ['Lunch', 11, 15],
    ['Dinner', 17, 22],
  ] as const;
  const groups: ScheduleGroup[] = meals.map(([name, from, to], index) => ({
    name,
    restaurantMealId: index + 1,
    timeslots: Array.from({ length: (to - from) * 2 }, (_, i) => ({
      mealTime: `${DAY}T${String(from + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}:00`,
      seatsLimit: 60,
      seatsBooked: 0,
      isBlocked: false,
      persons: 0,
      bookings: [] as ScheduleBooking[],
    })),
  }));
  const slots = groups.flatMap((g) => g.timeslots);
  for (let id = 1; id <= bookingCount; id++) {
    const slot = slots[id % slots.length]!;
    slot.bookings.push(blankBooking({ bookingId: id, bookingDateTime: slot.mealTime, name: `Guest ${id}`, bookedSeats: 1 + (id % 6), createdBy: 'bench' }));
  }
  return groups;
}

export async function benchOverlay(): Promise<Figure[]> {
  const day = busyDay();
  const entries = Array.from({ length: 50 }, (_, i) => {
    const action: BookingAction = { kind: 'toggleArrived', bookingId: 1 + i * 17 };
    return { scope: 'schedule:1', payload: action, createdAt: Date.now(), state: 'pending' } as OutboxEntry;
  });
  return [
    await measure('overlay: one tap (applyAction) on a 1,000-booking day', 200, () => applyAction(day, DAY, { kind: 'toggleArrived', bookingId: 500 })),
    await measure('overlay: 50 waiting entries on a 1,000-booking day', 100, () => visibleGroups(withPending(day, DAY, entries, 1))),
  ];
}
