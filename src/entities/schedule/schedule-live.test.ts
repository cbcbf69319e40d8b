import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ScheduleBooking, ScheduleGroup } from '../../../contract/bookings.ts';
import type { ScheduleEvent } from '../../../contract/live.ts';
import { CLIENT_ID } from '../../api/http.ts';
import { blankBooking, holdsBooking } from './schedule-data.ts';
import { scheduleKeys } from './schedule-keys.ts';
import {
  FLASH_MS,
  applyLiveEvent,
  applyLiveEvents,
  journalMark,
  receiveLiveEvent,
  useRecentlyChanged,
  withEventsSince,
} from './schedule-live.ts';

const DAY = '2026-12-02';
const where = { restaurantId: 1, date: DAY };
const booking = (id: number, extra: Partial<ScheduleBooking> = {}) =>
  blankBooking({ bookingId: id, bookingDateTime: `${DAY}T18:00:00`, name: `Guest ${id}`, bookedSeats: 2, ...extra });
const day = (): ScheduleGroup[] => [
  {
    name: 'Dinner',
    restaurantMealId: 3,
    timeslots: [
      {
        mealTime: `${DAY}T18:00:00`,
        seatsLimit: 10,
        seatsBooked: 2,
        isBlocked: false,
        persons: 2,
        bookings: [booking(1)],
      },
    ],
  },
];

function cacheWithDay(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(scheduleKeys.day(1, DAY), day());
  return queryClient;
}
const cached = (queryClient: QueryClient) => queryClient.getQueryData<ScheduleGroup[]>(scheduleKeys.day(1, DAY))!;

describe('applyLiveEvent', () => {
  it('applies a run of events in the order they came, the day set once: a replay of many changes is one redraw', () => {
    // A day of its own: the rows flashed here must not be flashing in the other tests.
    const other = { restaurantId: 1, date: '2026-12-09' };
    const guest = (id: number, extra: Partial<ScheduleBooking> = {}) =>
      booking(id, { bookingDateTime: `${other.date}T18:00:00`, ...extra });
    const queryClient = new QueryClient();
    const slot = {
      ...day()[0]!.timeslots[0]!,
      mealTime: `${other.date}T18:00:00`,
      bookings: [guest(11), guest(12), guest(13)],
    };
    queryClient.setQueryData(scheduleKeys.day(1, other.date), [{ ...day()[0]!, timeslots: [slot] }]);
    let sets = 0;
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'success') sets++;
    });
    applyLiveEvents(queryClient, [
      { type: 'booking', ...other, booking: guest(11, { visited: true, status: 'Completed' }), origin: CLIENT_ID },
      { type: 'booking', ...other, booking: guest(12, { tableNumbers: ['9'] }), origin: 'other-tablet' },
      {
        type: 'booking',
        ...other,
        booking: guest(11, { visited: false, tableNumbers: ['4'] }),
        origin: 'other-tablet',
      },
      { type: 'removed', ...other, bookingId: 13 },
    ]);
    unsubscribe();
    expect(sets).toBe(1);
    const held = queryClient.getQueryData<ScheduleGroup[]>(scheduleKeys.day(1, other.date))!;
    expect(held[0]!.timeslots[0]!.bookings.map((b) => [b.bookingId, b.visited, b.tableNumbers])).toEqual([
      [11, false, ['4']],
      [12, false, ['9']],
    ]);
  });

  it("puts another tablet's change into the cached day, and its row and slot flash for a moment", async () => {
    const queryClient = cacheWithDay();
    const row = renderHook(() => useRecentlyChanged('booking:1'));
    const slot = renderHook(() => useRecentlyChanged(`slot:${DAY}T18:00:00`));
    expect(row.result.current).toBe(false);

    act(() =>
      applyLiveEvent(queryClient, {
        type: 'booking',
        ...where,
        booking: booking(1, { visited: true, status: 'Completed' }),
        origin: 'other-tablet',
      }),
    );
    expect(cached(queryClient)[0]!.timeslots[0]).toMatchObject({ persons: 0, bookings: [{ visited: true }] });
    expect(row.result.current).toBe(true);
    expect(slot.result.current).toBe(true);
    await act(() => new Promise((resolve) => setTimeout(resolve, FLASH_MS + 50)));
    expect(row.result.current).toBe(false);
  });

  it('fetches the day again for a booking at a time no slot holds, rather than put it in a slot it is not in', () => {
    const queryClient = cacheWithDay();
    const state = () => queryClient.getQueryState(scheduleKeys.day(1, DAY))!;
    expect(state().isInvalidated).toBe(false);
    // 18:29 is the 18:00 slot's; 19:15 is in no slot of the day (the server gives it one of its own).
    applyLiveEvent(queryClient, {
      type: 'booking',
      ...where,
      booking: booking(21, { bookingDateTime: `${DAY}T18:29:00` }),
      origin: 'web',
    });
    expect(cached(queryClient)[0]!.timeslots[0]!.bookings.map((b) => b.bookingId)).toEqual([1, 21]);
    expect(state().isInvalidated).toBe(false);
    applyLiveEvent(queryClient, {
      type: 'booking',
      ...where,
      booking: booking(22, { bookingDateTime: `${DAY}T19:15:00` }),
      origin: 'web',
    });
    expect(holdsBooking(cached(queryClient), 22)).toBe(false);
    expect(state().isInvalidated).toBe(true);
  });

  it("applies this tab's own change without a flash, but leaves its own new walk-in to the outbox's answer", () => {
    const queryClient = cacheWithDay();
    const row = renderHook(() => useRecentlyChanged('booking:1'));
    act(() =>
      applyLiveEvent(queryClient, {
        type: 'booking',
        ...where,
        booking: booking(1, { tableNumbers: ['4'] }),
        origin: CLIENT_ID,
      }),
    );
    expect(cached(queryClient)[0]!.timeslots[0]!.bookings[0]!.tableNumbers).toEqual(['4']);
    expect(row.result.current).toBe(false);

    const walkIn: ScheduleEvent = { type: 'booking', ...where, booking: booking(2), origin: CLIENT_ID };
    applyLiveEvent(queryClient, walkIn);
    expect(holdsBooking(cached(queryClient), 2)).toBe(false);
    // Someone else's walk-in goes in.
    applyLiveEvent(queryClient, { ...walkIn, origin: undefined });
    expect(holdsBooking(cached(queryClient), 2)).toBe(true);
  });

  it('leaves a day that is not in the cache alone (it is fetched whole when shown)', () => {
    const queryClient = new QueryClient();
    applyLiveEvent(queryClient, { type: 'removed', ...where, bookingId: 1 });
    expect(queryClient.getQueryData(scheduleKeys.day(1, DAY))).toBeUndefined();
  });
});

describe('a day fetched while events arrive', () => {
  it('gets the events that arrived since its fetch started applied again on top (the fetch may have read before they committed)', () => {
    const queryClient = cacheWithDay();
    const before = journalMark();
    receiveLiveEvent(queryClient, {
      type: 'booking',
      ...where,
      booking: booking(1, { tableNumbers: ['7'] }),
      origin: 'other-tablet',
    });
    receiveLiveEvent(queryClient, {
      type: 'slot',
      restaurantId: 1,
      date: '2026-12-03',
      mealTime: '2026-12-03T18:00:00',
      isBlocked: true,
    });
    const after = journalMark();

    // What the fetch read: the day before the table change.
    const fetched = day();
    const healed = withEventsSince(1, DAY, fetched, before);
    expect(healed[0]!.timeslots[0]!.bookings[0]!.tableNumbers).toEqual(['7']);
    // Another day's event did not touch it; a fetch started after the events gets nothing applied.
    expect(healed[0]!.timeslots[0]!.isBlocked).toBe(false);
    expect(withEventsSince(1, DAY, fetched, after)).toBe(fetched);
  });
});
