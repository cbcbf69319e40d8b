import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BookingChange, BookingConflictBody } from '../../contract/booking-writes.ts';
import type { ScheduleBooking, ScheduleGroup } from '../../contract/bookings.ts';
import { useTestApp } from '../test/app.ts';
import { bookGuest } from '../test/bookings.ts';
import { testDatabases } from '../test/databases.ts';

/**
 * The door's host actions as intents (docs/decisions/028-door-intents.md): each applied by the server to the booking
 * as it is when it arrives, so two tablets' changes of different tables or fields all stay; a real conflict is a 409
 * saying what the other host did; a resend with its Idempotency-Key applies once.
 */
describe.each(testDatabases())('host changes of a booking on $name', ({ open }) => {
  const t = useTestApp(open);
  let minute = 0;
  /** The other tablet: Ola Hansen (the host account). */
  const OLA = { as: 'u-host', asName: 'Ola Hansen' };

  /** A booking in a slot of its own (18:00 + n minutes on a far day), unless told where. */
  const book = (name: string, at?: string) =>
    bookGuest(
      t,
      name,
      at ??
        `2032-03-${String(10 + Math.floor(minute / 50)).padStart(2, '0')}T18:${String(minute++ % 50).padStart(2, '0')}`,
    );
  const change = (id: number, changes: BookingChange[], opts: { as?: string; asName?: string; key?: string } = {}) =>
    t.call({
      method: 'POST',
      url: `/api/restaurant/v2/bookings/${id}/changes`,
      payload: { changes },
      as: opts.as,
      asName: opts.asName,
      headers: opts.key ? { 'idempotency-key': opts.key } : {},
    });
  /** The booking as the day's schedule holds it. */
  const held = async (b: ScheduleBooking) => {
    const groups = await t.get<ScheduleGroup[]>(
      `restaurant/v2/brasseriet/bookings/mealTimes?date=${b.bookingDateTime.slice(0, 10)}`,
    );
    return groups.flatMap((g) => g.timeslots.flatMap((slot) => slot.bookings)).find((x) => x.bookingId === b.bookingId);
  };

  it("keeps both tablets' tables: one adds 3, the other (based on the booking without it) adds 5", async () => {
    const b = await book('Two Tablets');
    expect((await change(b.bookingId, [{ type: 'addTable', table: '3' }])).statusCode).toBe(200);
    const second = await change(b.bookingId, [{ type: 'addTable', table: '5' }], OLA);
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json<ScheduleBooking>()).toMatchObject({ tableNumbers: ['3', '5'], updatedBy: 'Ola Hansen' });
    // A removal names only its table: the other tablet's stays.
    const removed = await change(b.bookingId, [{ type: 'removeTable', table: '3' }]);
    expect(removed.json<ScheduleBooking>().tableNumbers).toEqual(['5']);
  });

  it('keeps a comment edited on one tablet and a table added on the other, and sets only the fields named', async () => {
    const b = await book('Comment And Table');
    await change(b.bookingId, [{ type: 'addTable', table: '7' }], OLA);
    const edited = await change(b.bookingId, [
      { type: 'setMessage', message: 'Allergi: nøtter' },
      { type: 'setSeats', bookedSeats: 3 },
    ]);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<ScheduleBooking>()).toMatchObject({
      name: 'Comment And Table',
      message: 'Allergi: nøtter',
      bookedSeats: 3,
      tableNumbers: ['7'],
    });
    expect(await held(b)).toMatchObject({ message: 'Allergi: nøtter', tableNumbers: ['7'] });
  });

  it('refuses a table another party of the slot got meanwhile, saying who has it and who gave it; nothing written', async () => {
    const at = '2032-04-02T19:00';
    const hansen = await book('Hansen', at);
    const berg = await book('Berg', at);
    expect((await change(hansen.bookingId, [{ type: 'addTable', table: '7' }], OLA)).statusCode).toBe(200);
    const lost = await change(berg.bookingId, [
      { type: 'setMessage', message: 'Bursdag' },
      { type: 'addTable', table: '7' },
    ]);
    expect(lost.statusCode, lost.body).toBe(409);
    expect(lost.json<{ message: string }>().message).toMatch(
      /^Table 7 was given to Hansen by Ola Hansen at \d\d:\d\d\.$/,
    );
    // All or nothing: the comment of the refused change was not kept either.
    expect(await held(berg)).toMatchObject({ message: '', tableNumbers: [] });
    // Seen taken and given anyway (the host confirmed "Give it to Berg too?"): no conflict.
    const shared = await change(berg.bookingId, [{ type: 'addTable', table: '7', shared: true }]);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json<ScheduleBooking>().tableNumbers).toEqual(['7']);
  });

  it('checks every way a table reaches a slot: a move, the whole-booking save and a revert of tables or time', async () => {
    const at = '2032-04-03T19:00';
    const hansen = await book('Hansen', at);
    expect((await change(hansen.bookingId, [{ type: 'addTable', table: '7' }], OLA)).statusCode).toBe(200);
    const TAKEN = /^Table 7 was given to Hansen by Ola Hansen at \d\d:\d\d\.$/;

    // A party at 20:00 with table 7 moved into Hansen's slot: its table comes with it, and is held there.
    const berg = await book('Berg', '2032-04-03T20:00');
    expect((await change(berg.bookingId, [{ type: 'addTable', table: '7' }])).statusCode).toBe(200);
    const moved = await change(berg.bookingId, [{ type: 'move', bookingDateTime: at }]);
    expect(moved.statusCode, moved.body).toBe(409);
    expect(moved.json<{ message: string }>().message).toMatch(TAKEN);
    expect(await held(berg)).toMatchObject({ bookingDateTime: '2032-04-03T20:00:00', tableNumbers: ['7'] });
    // Moved with the table let go in the same change: no clash.
    const freed = await change(berg.bookingId, [
      { type: 'removeTable', table: '7' },
      { type: 'move', bookingDateTime: at },
    ]);
    expect(freed.statusCode, freed.body).toBe(200);

    // The spec's whole-booking save (an outbox entry from before intents) is checked the same way.
    const lie = await book('Lie', at);
    const whole = await t.send('PUT', `restaurant/v2/bookings/${lie.bookingId}`, {
      name: 'Lie',
      bookedSeats: 2,
      bookingDateTime: at,
      restaurantId: 1,
      tableNumbers: ['7'],
    });
    expect(whole.statusCode, whole.body).toBe(409);
    expect(whole.json<{ message: string }>().message).toMatch(TAKEN);

    // Berg's table let go with the move, taken back in History (Revert): Berg back at 20:00 with table 7, free there.
    const history = async (b: ScheduleBooking) =>
      (
        await t.get<{ items: Array<{ id: number; changes: Array<{ field: string }> }> }>(
          `history/bookings/${b.bookingId}`,
        )
      ).items;
    const [moveEntry] = await history(berg);
    expect((await t.send('POST', `history/entries/${moveEntry!.id}/revert`)).statusCode).toBe(200);
    expect(await held(berg)).toMatchObject({ bookingDateTime: '2032-04-03T20:00:00', tableNumbers: ['7'] });
    // Dahl had table 7 at 21:00, let it go, and was moved to Hansen's slot: putting Dahl's table back (Revert of the
    // removal) would give table 7 to a second party at 19:00. Refused, naming Hansen.
    const dahl = await book('Dahl', '2032-04-03T21:00');
    expect((await change(dahl.bookingId, [{ type: 'addTable', table: '7' }])).statusCode).toBe(200);
    expect((await change(dahl.bookingId, [{ type: 'removeTable', table: '7' }])).statusCode).toBe(200);
    expect((await change(dahl.bookingId, [{ type: 'move', bookingDateTime: at }])).statusCode).toBe(200);
    const removal = (await history(dahl)).find((e) =>
      e.changes.some((c) => c.field === 'tableNumbers' && !('after' in c && (c as { after: string[] }).after.length)),
    );
    const refused = await t.send('POST', `history/entries/${removal!.id}/revert`);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Not reverted: table 7 was given to Hansen by Ola Hansen at \d\d:\d\d\.$/,
    );
    expect(await held(dahl)).toMatchObject({ bookingDateTime: '2032-04-03T19:00:00', tableNumbers: [] });
  });

  it('refuses a field another host set meanwhile, saying who set it to what and when; the other fields stay theirs', async () => {
    const b = await book('Berg');
    await change(b.bookingId, [{ type: 'setMessage', message: 'Barnestol', from: '' }]);
    // Ola changes the seats and the comment; Kari, in the dialog she opened before, changes the comment only.
    const olas = await change(
      b.bookingId,
      [
        { type: 'setSeats', bookedSeats: 6, from: 2 },
        { type: 'setMessage', message: 'Bursdag', from: 'Barnestol' },
      ],
      OLA,
    );
    expect(olas.statusCode, olas.body).toBe(200);
    const karis = await change(b.bookingId, [{ type: 'setMessage', message: 'Allergi', from: 'Barnestol' }]);
    expect(karis.statusCode, karis.body).toBe(409);
    const refused = karis.json<BookingConflictBody>();
    expect(refused.message).toMatch(/^Ola Hansen changed the comment to "Bursdag" at \d\d:\d\d\.$/);
    expect(refused.conflicts?.map(({ changedAt: _at, ...conflict }) => conflict)).toEqual([
      { field: 'message', yours: 'Allergi', theirs: 'Bursdag', changedBy: 'Ola Hansen' },
    ]);
    expect(Date.parse(refused.conflicts?.[0]?.changedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    expect(await held(b)).toMatchObject({ bookedSeats: 6, message: 'Bursdag' });
    // Kari keeps hers, now from what she was shown: set, and Ola's seats stay.
    const kept = await change(b.bookingId, [{ type: 'setMessage', message: 'Allergi', from: 'Bursdag' }]);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(await held(b)).toMatchObject({ bookedSeats: 6, message: 'Allergi' });
    // Both set the same: nothing to decide. A change from before `from` (an old outbox entry) sets as it did.
    expect((await change(b.bookingId, [{ type: 'setSeats', bookedSeats: 6, from: 4 }], OLA)).statusCode).toBe(200);
    expect((await change(b.bookingId, [{ type: 'setSeats', bookedSeats: 3 }], OLA)).statusCode).toBe(200);
    expect(await held(b)).toMatchObject({ bookedSeats: 3 });
    // A move both made, to other slots: the second is asked.
    const moved = await change(
      b.bookingId,
      [{ type: 'move', bookingDateTime: '2032-05-01T19:00', from: b.bookingDateTime }],
      OLA,
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const second = await change(b.bookingId, [
      { type: 'move', bookingDateTime: '2032-05-01T20:00', from: b.bookingDateTime },
    ]);
    expect(second.statusCode).toBe(409);
    expect(second.json<BookingConflictBody>().message).toMatch(
      /^Ola Hansen changed the time to 19:00 on 01\.05 at \d\d:\d\d\.$/,
    );
  });

  it("stores an arrival tapped on a tablet at the time of the tap (Done-At), never later than the server's now", async () => {
    const b = await book('Tapped Offline');
    const tapped = new Date(Date.now() - 70_000);
    const res = await t.call({
      method: 'POST',
      url: `/api/restaurant/v2/booking/${b.bookingId}/toggle-completion?visited=true`,
      headers: { 'done-at': tapped.toISOString(), 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = await t.handle.db
      .selectFrom('bookings')
      .select('arrived_at')
      .where('id', '=', b.bookingId)
      .executeTakeFirstOrThrow();
    expect(Date.parse(stored.arrived_at!)).toBe(tapped.getTime());
    // A tablet's clock a little fast: arrived now, not in the future.
    const fast = await book('Clock Fast');
    const ahead = await t.call({
      method: 'POST',
      url: `/api/restaurant/v2/booking/${fast.bookingId}/toggle-completion?visited=true`,
      headers: { 'done-at': new Date(Date.now() + 120_000).toISOString() },
    });
    expect(ahead.statusCode, ahead.body).toBe(200);
    const at = await t.handle.db
      .selectFrom('bookings')
      .select('arrived_at')
      .where('id', '=', fast.bookingId)
      .executeTakeFirstOrThrow();
    expect(Date.parse(at.arrived_at!)).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a change of a booking cancelled meanwhile, saying who cancelled it', async () => {
    const b = await book('Cancelled Meanwhile');
    expect(
      (await t.call({ method: 'POST', url: `/api/restaurant/v2/booking/${b.bookingId}/cancel`, ...OLA })).statusCode,
    ).toBe(200);
    const lost = await change(b.bookingId, [{ type: 'addTable', table: '2' }]);
    expect(lost.statusCode).toBe(409);
    expect(lost.json<{ message: string }>().message).toMatch(
      /^Cancelled Meanwhile's booking was cancelled by Ola Hansen at \d\d:\d\d\.$/,
    );
  });

  it('applies a change resent with its Idempotency-Key once, even after another tablet changed the booking', async () => {
    const b = await book('Resent');
    const key = randomUUID();
    const first = await change(b.bookingId, [{ type: 'addTable', table: '4' }], { key });
    expect(first.statusCode).toBe(200);
    await change(b.bookingId, [{ type: 'removeTable', table: '4' }], OLA);
    // The answer was lost; the tablet resends: the stored answer, and table 4 is not given again.
    const again = await change(b.bookingId, [{ type: 'addTable', table: '4' }], { key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
    expect((await held(b))?.tableNumbers).toEqual([]);
  });

  it('answers a change it cannot read with 400 naming the field, and an unknown booking with 404', async () => {
    const b = await book('Bad Input');
    const bad = await t.call({
      method: 'POST',
      url: `/api/restaurant/v2/bookings/${b.bookingId}/changes`,
      payload: { changes: [{ type: 'addTable', table: '' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Array<{ field: string }> }>().errors[0]?.field).toMatch(/^body\.changes\.0/);
    expect((await change(99_999_999, [{ type: 'setSeats', bookedSeats: 2 }])).statusCode).toBe(404);
  });
});
