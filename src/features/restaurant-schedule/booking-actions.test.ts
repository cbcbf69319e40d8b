import { describe, expect, it } from 'vitest';
import type { ScheduleBooking, ScheduleGroup } from '../../../contract/bookings.ts';
import type { UpdateBooking } from '../../../contract/booking-writes.ts';
import { applyAction } from './apply-booking-action.ts';
import { actionLabel, blankBooking, errorMessage, tablesChange, toRequest, updateBodyOf } from './booking-actions.ts';

const DAY = '2026-12-01';

function booking(id: number, time: string, seats: number, extra: Partial<ScheduleBooking> = {}): ScheduleBooking {
  return blankBooking({
    bookingId: id,
    bookingDateTime: `${DAY}T${time}:00`,
    name: `Guest ${id}`,
    bookedSeats: seats,
    createdAt: '2026-11-01T10:00:00.000Z',
    createdBy: 'seed',
    ...extra,
  });
}

function schedule(): ScheduleGroup[] {
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
        {
          mealTime: `${DAY}T18:30:00`,
          seatsLimit: 10,
          seatsBooked: 0,
          isBlocked: false,
          persons: 0,
          bookings: [booking(3, '18:30', 3, { status: 'Cancelled' })],
        },
      ],
    },
  ];
}

const slot = (groups: ScheduleGroup[], index: number) => groups[0]!.timeslots[index]!;

describe('applyAction (what the host sees at once)', () => {
  it('toggles arrived: visited and Completed, and not-arrived seats drop; a second toggle undoes it', () => {
    const once = applyAction(schedule(), DAY, { kind: 'toggleArrived', bookingId: 2 });
    expect(slot(once, 0).bookings[1]).toMatchObject({ visited: true, status: 'Completed' });
    expect(slot(once, 0)).toMatchObject({ seatsBooked: 6, persons: 2 });
    const twice = applyAction(once, DAY, { kind: 'toggleArrived', bookingId: 2 });
    expect(slot(twice, 0).bookings[1]).toMatchObject({ visited: false, status: 'Created' });
    expect(slot(twice, 0).persons).toBe(6);
  });

  it('sets arrived to what the host made it, whatever the cached day says meanwhile (a live event may have said so already)', () => {
    const arrive = { kind: 'toggleArrived', bookingId: 2, visited: true } as const;
    const once = applyAction(schedule(), DAY, arrive);
    expect(slot(once, 0).bookings[1]).toMatchObject({ visited: true, status: 'Completed' });
    // Already arrived (another tablet marked it): still arrived, nothing changed.
    expect(applyAction(once, DAY, arrive)).toEqual(once);
    expect(toRequest(arrive)).toEqual({
      method: 'POST',
      path: 'restaurant/v2/booking/2/toggle-completion',
      query: { visited: 'true' },
    });
    expect(
      actionLabel(
        { kind: 'toggleArrived', bookingId: 2, visited: false },
        { name: 'Kari', visited: true, tableNumbers: [] },
      ),
    ).toBe('Not arrived: Kari');
  });

  it('does not toggle a cancelled booking', () => {
    const groups = schedule();
    const next = applyAction(groups, DAY, { kind: 'toggleArrived', bookingId: 3 });
    expect(slot(next, 1).bookings[0]).toMatchObject({ visited: false, status: 'Cancelled' });
  });

  it('sets tables', () => {
    const base = schedule();
    const body = { ...updateBodyOf(slot(base, 0).bookings[0]!, 1), tableNumbers: ['4', '5'] };
    const next = applyAction(base, DAY, { kind: 'setTables', bookingId: 1, body });
    expect(slot(next, 0).bookings[0]!.tableNumbers).toEqual(['4', '5']);
  });

  it('applies a table change as what it added and removed: tables another tablet gave meanwhile stay on screen', () => {
    const base = applyAction(schedule(), DAY, {
      kind: 'setTables',
      bookingId: 1,
      body: { ...updateBodyOf(slot(schedule(), 0).bookings[0]!, 1), tableNumbers: ['5', '9'] },
    });
    // The host saw table 9 only, and added 3: table 5 (another tablet's, from the server) stays.
    const body = { ...updateBodyOf(slot(base, 0).bookings[0]!, 1), tableNumbers: ['9', '3'] };
    const next = applyAction(base, DAY, { kind: 'setTables', bookingId: 1, body, before: ['9'] });
    expect(slot(next, 0).bookings[0]!.tableNumbers).toEqual(['5', '9', '3']);
    const removed = applyAction(base, DAY, {
      kind: 'setTables',
      bookingId: 1,
      body: { ...body, tableNumbers: [] },
      before: ['9'],
    });
    expect(slot(removed, 0).bookings[0]!.tableNumbers).toEqual(['5']);
  });

  it("applies an edit as the fields the host changed: another tablet's tables stay on screen", () => {
    const seen = slot(schedule(), 0).bookings[1]!;
    const before = updateBodyOf(seen, 1);
    const base = applyAction(schedule(), DAY, {
      kind: 'setTables',
      bookingId: 2,
      body: { ...before, tableNumbers: ['5'] },
    });
    const next = applyAction(base, DAY, {
      kind: 'update',
      bookingId: 2,
      before,
      body: { ...before, bookedSeats: 3 },
    });
    expect(slot(next, 0).bookings[1]).toMatchObject({ bookingId: 2, bookedSeats: 3, tableNumbers: ['5'] });
  });

  it('cancels: the seats no longer count', () => {
    const next = applyAction(schedule(), DAY, { kind: 'cancel', bookingId: 2 });
    expect(slot(next, 0)).toMatchObject({ seatsBooked: 2, persons: 2 });
    expect(slot(next, 0).bookings[1]!.status).toBe('Cancelled');
  });

  it('moves an edited booking to its new slot, and out of the day when it moves to another day', () => {
    const base = schedule();
    const body = { ...updateBodyOf(slot(base, 0).bookings[1]!, 1), bookingDateTime: `${DAY}T18:30:00`, bookedSeats: 5 };
    const moved = applyAction(base, DAY, { kind: 'update', bookingId: 2, body });
    expect(slot(moved, 0)).toMatchObject({ seatsBooked: 2 });
    expect(slot(moved, 1)).toMatchObject({ seatsBooked: 5 });
    // Same time: ordered by id, as the server orders them.
    expect(slot(moved, 1).bookings.map((b) => b.bookingId)).toEqual([2, 3]);

    const away = applyAction(base, DAY, {
      kind: 'update',
      bookingId: 2,
      body: { ...body, bookingDateTime: '2026-12-02T18:00:00' },
    });
    expect(away.flatMap((g) => g.timeslots.flatMap((s) => s.bookings)).map((b) => b.bookingId)).toEqual([1, 3]);
    const elsewhere = applyAction(base, '2026-12-02', { kind: 'update', bookingId: 99, body });
    expect(elsewhere).toBe(base);
  });

  it('adds a created booking to its slot with its client id, only on its own day', () => {
    const action = {
      kind: 'create' as const,
      clientId: -5,
      createdBy: 'Kari Nordmann',
      body: {
        bookingDateTime: `${DAY}T18:30:00`,
        customerName: 'New',
        customerPhoneNumber: '1',
        peopleCount: 2,
        restaurantId: 1,
        comment: 'hi',
      },
    };
    const next = applyAction(schedule(), DAY, action);
    expect(slot(next, 1).bookings.find((b) => b.bookingId === -5)).toMatchObject({
      bookingId: -5,
      name: 'New',
      bookedSeats: 2,
      message: 'hi',
      createdBy: 'Kari Nordmann',
    });
    expect(slot(next, 1).seatsBooked).toBe(2);
    const base = schedule();
    expect(applyAction(base, '2026-12-03', action)).toBe(base);
  });

  it('blocks and unblocks a slot', () => {
    const blocked = applyAction(schedule(), DAY, { kind: 'block', restaurantId: 1, mealTime: `${DAY}T18:30:00` });
    expect(slot(blocked, 1).isBlocked).toBe(true);
    expect(
      slot(applyAction(blocked, DAY, { kind: 'unblock', restaurantId: 1, mealTime: `${DAY}T18:30:00` }), 1).isBlocked,
    ).toBe(false);
  });
});

describe('toRequest and errorMessage (spec sections 7 and 8)', () => {
  it('maps each action to its call', () => {
    expect(toRequest({ kind: 'toggleArrived', bookingId: 7 })).toEqual({
      method: 'POST',
      path: 'restaurant/v2/booking/7/toggle-completion',
    });
    expect(toRequest({ kind: 'cancel', bookingId: 7 })).toEqual({
      method: 'POST',
      path: 'restaurant/v2/booking/7/cancel',
    });
    expect(toRequest({ kind: 'block', restaurantId: 2, mealTime: 'X' })).toEqual({
      method: 'POST',
      path: 'restaurant/v2/bookings/mealTimes/block',
      query: { restaurantId: 2, mealTime: 'X' },
    });
    expect(toRequest({ kind: 'unblock', restaurantId: 2, mealTime: 'X' }).path).toBe(
      'restaurant/v2/bookings/mealTimes/unblock',
    );
    // An entry stored before intents (no `before`) still sends the whole booking, as the spec's route takes it.
    expect(toRequest({ kind: 'update', bookingId: 7, body: updateBodyOf(booking(7, '18:00', 2), 1) })).toMatchObject({
      method: 'PUT',
      path: 'restaurant/v2/bookings/7',
    });
  });

  it('sends a table change or an edit as what the host did, nothing else (decision 028)', () => {
    const seen = updateBodyOf(booking(7, '18:00', 2, { tableNumbers: ['1', '2'], message: 'Vindu' }), 1);
    expect(
      toRequest({
        kind: 'setTables',
        bookingId: 7,
        body: { ...seen, tableNumbers: ['2', '4'] },
        before: ['1', '2'],
        shared: ['4'],
      }),
    ).toEqual({
      method: 'POST',
      path: 'restaurant/v2/bookings/7/changes',
      body: {
        changes: [
          { type: 'addTable', table: '4', shared: true },
          { type: 'removeTable', table: '1' },
        ],
      },
    });
    const edited = { ...seen, name: 'Kari N', message: '', bookingDateTime: `${DAY}T19:00`, bookedSeats: 2 };
    expect(toRequest({ kind: 'update', bookingId: 7, before: seen, body: edited }).body).toEqual({
      changes: [
        { type: 'setName', name: 'Kari N', from: seen.name },
        { type: 'setMessage', message: '', from: seen.message },
        { type: 'move', bookingDateTime: `${DAY}T19:00`, from: `${seen.bookingDateTime.slice(0, 16)}:00` },
      ],
    });
    expect(toRequest({ kind: 'update', bookingId: 7, before: seen, body: seen }).body).toEqual({ changes: [] });
  });

  it('names the spec toast of each failure', () => {
    expect(errorMessage({ kind: 'toggleArrived', bookingId: 1 })).toBe('There was an error while updating visit.');
    expect(errorMessage({ kind: 'block', restaurantId: 1, mealTime: '' })).toBe('There was an error blocking timeslot');
    expect(errorMessage({ kind: 'unblock', restaurantId: 1, mealTime: '' })).toBe(
      'There was an error blocking timeslot',
    );
  });
});

describe('actionLabel (what the queue panel says each change does)', () => {
  const kari = (extra: Partial<ScheduleBooking> = {}) => booking(1, '19:30', 2, { name: 'Kari', ...extra });
  const tables = (before: string[], after: string[]) =>
    actionLabel(
      { kind: 'setTables', bookingId: 1, body: { ...updateBodyOf(kari(), 1), tableNumbers: after }, before },
      kari({ tableNumbers: before }),
    );

  it('arrived, both ways: by the state the tap leaves', () => {
    expect(actionLabel({ kind: 'toggleArrived', bookingId: 1 }, kari())).toBe('Arrived: Kari');
    expect(actionLabel({ kind: 'toggleArrived', bookingId: 1 }, kari({ visited: true, status: 'Completed' }))).toBe(
      'Not arrived: Kari',
    );
  });

  it('tables added and removed, one or several, and a change back', () => {
    expect(tables([], ['6'])).toBe('Table 6 added: Kari');
    expect(tables(['6'], [])).toBe('Table 6 removed: Kari');
    expect(tables(['1'], ['1', '6', '7'])).toBe('Tables 6, 7 added: Kari');
    expect(tables(['6', '7'], [])).toBe('Tables 6, 7 removed: Kari');
    expect(tables(['6'], ['7'])).toBe('Table 7 added, table 6 removed: Kari');
    expect(tablesChange(['6'], ['6'])).toBe('Tables unchanged');
    // An entry stored before `before` existed: the booking as shown tells.
    expect(
      actionLabel(
        { kind: 'setTables', bookingId: 1, body: { ...updateBodyOf(kari(), 1), tableNumbers: ['2', '6'] } },
        kari({ tableNumbers: ['2'] }),
      ),
    ).toBe('Table 6 added: Kari');
  });

  it('walk-in, edit, cancel, block and unblock', () => {
    const body = {
      bookingDateTime: `${DAY}T19:30:00`,
      customerName: 'Ola',
      customerPhoneNumber: '',
      peopleCount: 2,
      restaurantId: 1,
      comment: '',
    };
    expect(actionLabel({ kind: 'create', clientId: -1, createdBy: 'Kari', body })).toBe('Walk-in 2 pers 19:30: Ola');
    expect(
      actionLabel({ kind: 'update', bookingId: 1, body: { ...updateBodyOf(kari(), 1), name: 'Kari N' } }, kari()),
    ).toBe('Edited: Kari N');
    expect(actionLabel({ kind: 'cancel', bookingId: 1 }, kari())).toBe('Cancelled: Kari');
    expect(actionLabel({ kind: 'block', restaurantId: 1, mealTime: `${DAY}T19:30:00` })).toBe('Blocked 19:30');
    expect(actionLabel({ kind: 'unblock', restaurantId: 1, mealTime: `${DAY}T19:30:00` })).toBe('Unblocked 19:30');
  });

  it('an edit sends exactly the fields the host changed, each with what the host saw, for every combination', () => {
    const seen = { ...updateBodyOf(booking(7, '18:00', 2), 1), phoneNumber: '+4799887766', message: 'Barnestol' };
    const edits = {
      name: { name: 'Kari N' },
      phoneNumber: { phoneNumber: '+4791234567' },
      bookedSeats: { bookedSeats: 5 },
      message: { message: 'Bursdag' },
      bookingDateTime: { bookingDateTime: `${DAY}T19:00` },
    } as const;
    const expected = {
      name: { type: 'setName', name: 'Kari N', from: seen.name },
      phoneNumber: { type: 'setPhone', phoneNumber: '+4791234567', from: '+4799887766' },
      bookedSeats: { type: 'setSeats', bookedSeats: 5, from: seen.bookedSeats },
      message: { type: 'setMessage', message: 'Bursdag', from: 'Barnestol' },
      bookingDateTime: { type: 'move', bookingDateTime: `${DAY}T19:00`, from: `${DAY}T18:00:00` },
    } as const;
    const fields = Object.keys(edits) as Array<keyof typeof edits>;
    for (let mask = 0; mask < 1 << fields.length; mask++) {
      const changed = fields.filter((_, i) => mask & (1 << i));
      const body: UpdateBooking = changed.reduce((made, field) => ({ ...made, ...edits[field] }), { ...seen });
      const sent = toRequest({ kind: 'update', bookingId: 7, before: seen, body }).body as { changes: unknown[] };
      expect(sent.changes, changed.join(', ') || 'nothing').toEqual(changed.map((field) => expected[field]));
    }
  });
});
