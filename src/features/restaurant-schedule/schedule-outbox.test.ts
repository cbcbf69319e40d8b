import { describe, expect, it } from 'vitest';
import type { ScheduleGroup } from '../../../contract/bookings.ts';
import type { OutboxEntry } from '../../offline/db.ts';
import { blankBooking, updateBodyOf, type BookingAction } from './booking-actions.ts';
import { combineTables, pendingBookings, toOutboxEntry, withPending } from './schedule-outbox.ts';

const DAY = '2026-12-01';
const kari = blankBooking({ bookingId: 1, name: 'Kari', bookingDateTime: `${DAY}T19:30:00`, bookedSeats: 2 });
const day = (): ScheduleGroup[] => [
  {
    name: 'Dinner',
    restaurantMealId: 3,
    timeslots: [{ mealTime: `${DAY}T19:30:00`, seatsLimit: 10, seatsBooked: 2, persons: 2, isBlocked: false, bookings: [kari] }],
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
  body: { bookingDateTime: `${DAY}T19:30:00`, customerName: 'Ola', customerPhoneNumber: '', peopleCount: 4, restaurantId: 1, comment: '' },
};

describe('withPending (the day as the host sees it)', () => {
  it('applies waiting changes, but not those the server refused: the screen shows its truth at once', () => {
    const block: BookingAction = { kind: 'block', restaurantId: 1, mealTime: `${DAY}T19:30:00` };
    const arrive: BookingAction = { kind: 'toggleArrived', bookingId: 1 };
    const waiting = withPending(day(), DAY, [entry(walkIn, 'pending', 1), entry(block, 'sending', 2), entry(arrive, 'pending', 3)], 1);
    const slot = waiting[0]!.timeslots[0]!;
    expect(slot).toMatchObject({ seatsBooked: 6, persons: 4, isBlocked: true });
    expect(slot.bookings.map((b) => b.name).sort()).toEqual(['Kari', 'Ola']);

    const refused = withPending(day(), DAY, [entry(walkIn, 'failed', 1), entry(block, 'failed', 2), entry(arrive, 'failed', 3)], 1);
    expect(refused).toEqual(day());
  });

  it('still marks the rows of refused changes "Not saved"', () => {
    expect(pendingBookings([entry({ kind: 'toggleArrived', bookingId: 1 }, 'failed')], 1).failed).toEqual(new Set([1]));
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
    expect(combined?.request).toMatchObject({ method: 'PUT', body: { tableNumbers: ['6', '7'] } });
  });

  it('is nothing at all when it ends where it started', () => {
    expect(combineTables(set([], ['6']), set(['6'], []))).toBeNull();
  });
});
