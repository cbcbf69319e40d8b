import { describe, expect, it } from 'vitest';
import type { ScheduleGroup } from '../../../contract/bookings.ts';
import type { OutboxEntry } from '../../offline/db.ts';
import { blankBooking, updateBodyOf, type BookingAction } from './booking-actions.ts';
import { QueryClient } from '@tanstack/react-query';
import { scheduleKeys } from '../../entities/schedule/schedule-queries.ts';
import {
  bookingMark,
  combineTables,
  onScheduleEntryAccepted,
  pendingBookings,
  toOutboxEntry,
  withPending,
} from './schedule-outbox.ts';

const DAY = '2026-12-01';
const kari = blankBooking({ bookingId: 1, name: 'Kari', bookingDateTime: `${DAY}T19:30:00`, bookedSeats: 2 });
const day = (): ScheduleGroup[] => [
  {
    name: 'Dinner',
    restaurantMealId: 3,
    timeslots: [
      { mealTime: `${DAY}T19:30:00`, seatsLimit: 10, seatsBooked: 2, persons: 2, isBlocked: false, bookings: [kari] },
    ],
  },
];
const entry = (action: BookingAction, state: OutboxEntry['state'] = 'pending', seq = 1): OutboxEntry => ({
  ...toOutboxEntry(action, 1, 'label'),
  seq,
  userId: 'u1',
  key: `k${seq}`,
  refs: [],
  state,
  attempts: state === 'pending' ? 0 : 1,
  notBefore: 0,
  createdAt: 0,
});
const walkIn: BookingAction = {
  kind: 'create',
  clientId: -9,
  createdBy: 'Kari',
  body: {
    bookingDateTime: `${DAY}T19:30:00`,
    customerName: 'Ola',
    customerPhoneNumber: '',
    peopleCount: 4,
    restaurantId: 1,
    comment: '',
  },
};

describe('withPending (the day as the host sees it)', () => {
  it('applies waiting changes, but not those the server refused: the screen shows its truth at once', () => {
    const block: BookingAction = { kind: 'block', restaurantId: 1, mealTime: `${DAY}T19:30:00` };
    const arrive: BookingAction = { kind: 'toggleArrived', bookingId: 1 };
    const waiting = withPending(
      day(),
      DAY,
      [entry(walkIn, 'pending', 1), entry(block, 'sending', 2), entry(arrive, 'pending', 3)],
      1,
    );
    const slot = waiting[0]!.timeslots[0]!;
    expect(slot).toMatchObject({ seatsBooked: 6, persons: 4, isBlocked: true });
    expect(slot.bookings.map((b) => b.name).sort()).toEqual(['Kari', 'Ola']);

    const refused = withPending(
      day(),
      DAY,
      [entry(walkIn, 'failed', 1), entry(block, 'failed', 2), entry(arrive, 'failed', 3)],
      1,
    );
    expect(refused).toEqual(day());
  });

  it('a walk-in the server may already hold (tried, no answer yet) shows once: the fetched copy gives way to the waiting one', () => {
    const copy = blankBooking({
      bookingId: 77,
      name: 'Ola',
      bookingDateTime: `${DAY}T19:30:00`,
      bookedSeats: 4,
      createdBy: 'Kari',
      createdAt: new Date(5_000).toISOString(),
    });
    const fetched = (): ScheduleGroup[] => [
      { ...day()[0]!, timeslots: [{ ...day()[0]!.timeslots[0]!, seatsBooked: 6, persons: 6, bookings: [kari, copy] }] },
    ];
    const table: BookingAction = {
      kind: 'setTables',
      bookingId: -9,
      body: { ...updateBodyOf({ ...copy, bookingId: -9 }, 1), tableNumbers: ['5'] },
      before: [],
    };
    const shown = withPending(fetched(), DAY, [entry(walkIn, 'sending', 1), entry(table, 'pending', 2)], 1);
    const slot = shown[0]!.timeslots[0]!;
    expect(slot.bookings.map((b) => [b.bookingId, b.name, b.tableNumbers])).toEqual(
      [
        [-9, 'Ola', ['5']],
        [1, 'Kari', []],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    expect(slot).toMatchObject({ seatsBooked: 6 });
    // Never tried: the server cannot hold it, and a guest of the same name and seats is someone else.
    const untried = withPending(fetched(), DAY, [entry(walkIn, 'pending', 1)], 1);
    expect(untried[0]!.timeslots[0]!.bookings.map((b) => b.bookingId).sort()).toEqual([-9, 1, 77]);
    // Made before the walk-in was taken (beyond the clocks' slack), or by another host: someone else too.
    const earlier = { ...entry(walkIn, 'sending', 1), createdAt: 5_000 + 10 * 60_000 };
    expect(withPending(fetched(), DAY, [earlier], 1)[0]!.timeslots[0]!.bookings).toHaveLength(3);
    const byOther = withPending(fetched(), DAY, [entry({ ...walkIn, createdBy: 'Ola Hansen' }, 'sending', 1)], 1);
    expect(byOther[0]!.timeslots[0]!.bookings).toHaveLength(3);
  });

  it('still marks the rows of refused changes "Not saved"', () => {
    const refused = entry({ kind: 'toggleArrived', bookingId: 1 }, 'failed');
    expect(pendingBookings([refused], 1).failed).toEqual(new Map([[1, refused]]));
  });

  it("marks a booking's row refused before waiting, and not at all without either", () => {
    const marks = {
      pending: new Set([1, 2]),
      failed: new Map([[2, entry({ kind: 'toggleArrived', bookingId: 2 }, 'failed')]]),
    };
    expect([1, 2, 3].map((id) => bookingMark(marks, id))).toEqual(['pending', 'failed', undefined]);
  });
});

describe('a run of table changes', () => {
  const set = (before: string[], after: string[]): Extract<BookingAction, { kind: 'setTables' }> => ({
    kind: 'setTables',
    bookingId: 1,
    body: { ...updateBodyOf(kari, 1), tableNumbers: after },
    before,
  });

  it('is one change from the tables before the run to the last set, labelled so', () => {
    const combined = combineTables(set([], ['6']), set(['6'], ['6', '7']));
    expect(combined?.label).toBe('Tables 6, 7 added: Kari');
    expect(combined?.payload).toMatchObject({ before: [], body: { tableNumbers: ['6', '7'] } });
    // Sent as what the run did, not the whole booking: another tablet's tables stay (decision 028).
    expect(combined?.request).toEqual({
      method: 'POST',
      path: 'restaurant/v2/bookings/1/changes',
      body: {
        changes: [
          { type: 'addTable', table: '6' },
          { type: 'addTable', table: '7' },
        ],
      },
    });
  });

  it('keeps a table the host gave although taken as given so, through the run', () => {
    const combined = combineTables(set([], ['6']), { ...set(['6'], ['6', '7']), shared: ['7'] });
    expect(combined?.request.body).toEqual({
      changes: [
        { type: 'addTable', table: '6' },
        { type: 'addTable', table: '7', shared: true },
      ],
    });
  });

  it('is nothing at all when it ends where it started', () => {
    expect(combineTables(set([], ['6']), set(['6'], []))).toBeNull();
  });
});

describe('an accepted change', () => {
  const cacheOf = (groups: ScheduleGroup[]) => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(scheduleKeys.day(1, DAY), groups);
    return queryClient;
  };
  const held = (queryClient: QueryClient) =>
    queryClient.getQueryData<ScheduleGroup[]>(scheduleKeys.day(1, DAY))![0]!.timeslots[0]!.bookings;

  it("puts the server's answer into the cached day, once: a walk-in a live event brought already is not doubled", async () => {
    const answer = blankBooking({
      bookingId: 40,
      name: 'Ola',
      bookingDateTime: `${DAY}T19:30:00`,
      bookedSeats: 4,
      updatedAt: null,
    });
    const queryClient = cacheOf(day());
    await onScheduleEntryAccepted(queryClient, entry(walkIn), answer);
    expect(held(queryClient).map((b) => b.bookingId)).toEqual([1, 40]);
    await onScheduleEntryAccepted(queryClient, entry(walkIn), answer);
    expect(held(queryClient).map((b) => b.bookingId)).toEqual([1, 40]);
  });

  it('leaves a later change of the booking that a live event brought (another tablet acted after this one)', async () => {
    const later = { ...kari, tableNumbers: ['9'], updatedAt: '2026-11-30T18:00:02.000Z' };
    const queryClient = cacheOf([{ ...day()[0]!, timeslots: [{ ...day()[0]!.timeslots[0]!, bookings: [later] }] }]);
    const answer = { ...kari, visited: true, status: 'Completed' as const, updatedAt: '2026-11-30T18:00:01.000Z' };
    await onScheduleEntryAccepted(queryClient, entry({ kind: 'toggleArrived', bookingId: 1, visited: true }), answer);
    expect(held(queryClient)[0]).toMatchObject({ tableNumbers: ['9'], updatedAt: later.updatedAt });
  });
});
