import { sql, type ControlledTransaction } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.ts';
import { revertEntry } from '../history/revert.ts';
import { nameTheWriter } from '../history/writer.ts';
import { createBooking, findBooking } from '../repositories/bookings.ts';
import type { TestDatabase } from '../test/databases.ts';
import { testDatabases } from '../test/databases.ts';
import { applyBookingChanges, cancelBooking, toggleCompletion } from './booking-changes.ts';
import { TableTakenError } from './booking-tables.ts';

const postgres = testDatabases().find((factory) => factory.name === 'PostgreSQL');

/** The message a refused request's error says (empty when it was not refused). */
const refusal = (outcome: PromiseSettledResult<unknown>) =>
  outcome.status === 'rejected' ? String((outcome.reason as Error).message) : '';

/**
 * The door's promises when two requests truly overlap on PostgreSQL (READ COMMITTED), each race played in a fixed
 * order (docs/decisions/036-one-table-one-party.md): the first request's transaction is held open after its write,
 * the second is started and seen waiting for a lock (pg_stat_activity), then the first commits and the second's
 * outcome is checked. Without the slot's lock the second does not wait at all: the test fails there.
 */
describe.runIf(postgres)('one table, one party: requests that overlap on PostgreSQL', () => {
  let handle: TestDatabase;
  let minute = 0;

  beforeAll(async () => {
    handle = await postgres!.open('seeded');
  });
  afterAll(async () => handle?.cleanup());

  /** A slot of its own on a far day: 2033-05-<d>T<hh>:<mm>. */
  const slot = () => {
    const n = minute++;
    return `2033-05-${String(10 + Math.floor(n / 40)).padStart(2, '0')}T${17 + Math.floor((n % 40) / 10)}:${String((n % 10) * 5).padStart(2, '0')}:00`;
  };
  const book = async (name: string, at: string, tableNumbers: string[] = []) => {
    const made = await createBooking(handle.db, {
      restaurantId: 1,
      bookingDateTime: at,
      name,
      phoneNumber: '',
      bookedSeats: 2,
      source: 1,
      message: '',
      createdBy: 'Kari Nordmann',
    });
    if (tableNumbers.length)
      await handle.db.updateTable('bookings').set({ table_numbers: tableNumbers }).where('id', '=', made.id).execute();
    return made;
  };

  /** A request's transaction, held open: named as Ola's or Kari's (the change log's writer), with its backend's pid. */
  async function request(name: string) {
    const trx: ControlledTransaction<Database> = await handle.db.startTransaction().execute();
    await nameTheWriter(trx, { id: name === 'Ola Hansen' ? 'u-host' : 'u-demo', name }, {});
    const { rows } = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(trx);
    return { trx, pid: rows[0]!.pid };
  }

  /**
   * Runs `second` and resolves once its backend waits for a lock: it must not finish first (it would have written
   * without seeing the first request's change). Returns its outcome (in an object, or awaiting this would wait for
   * it), settled once the caller lets the first go.
   */
  async function waitsForTheFirst<T>(
    pid: number,
    second: Promise<T>,
  ): Promise<{ outcome: Promise<PromiseSettledResult<T>> }> {
    const outcome = Promise.allSettled([second]).then(([result]) => result as PromiseSettledResult<T>);
    const deadline = Date.now() + 5_000;
    for (;;) {
      const { rows } = await sql<{ waiting: boolean }>`SELECT wait_event_type = 'Lock' AS waiting
        FROM pg_stat_activity WHERE pid = ${pid}`.execute(handle.db);
      if (rows[0]?.waiting) return { outcome };
      const done = await Promise.race([outcome, new Promise((resolve) => setTimeout(() => resolve(undefined), 20))]);
      if (done) throw new Error(`the second request finished without waiting for the first: ${JSON.stringify(done)}`);
      if (Date.now() > deadline) throw new Error('the second request neither waited for a lock nor finished');
    }
  }

  it('two tablets give table 7 of one slot to two parties at once: the second is refused, naming who has it', async () => {
    const at = slot();
    const hansen = await book('Hansen', at);
    const berg = await book('Berg', at);
    const ola = await request('Ola Hansen');
    await applyBookingChanges(ola.trx, hansen.id, [{ type: 'addTable', table: '7' }], 'Ola Hansen');
    const kari = await request('Kari Nordmann');
    const second = await waitsForTheFirst(
      kari.pid,
      applyBookingChanges(kari.trx, berg.id, [{ type: 'addTable', table: '7' }], 'Kari Nordmann'),
    );
    await ola.trx.commit().execute();
    const outcome = await second.outcome;
    await kari.trx.rollback().execute();
    expect(outcome.status).toBe('rejected');
    expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(TableTakenError);
    expect(refusal(outcome)).toMatch(/^Table 7 was given to Hansen by Ola Hansen at \d\d:\d\d\.$/);
    expect((await findBooking(handle.db, berg.id)).tableNumbers).toEqual([]);
    expect((await findBooking(handle.db, hansen.id)).tableNumbers).toEqual(['7']);
  });

  it('a party moved into the slot with its table while another tablet gives that table there: the move is refused', async () => {
    const at = slot();
    const hansen = await book('Hansen', at);
    const berg = await book('Berg', slot(), ['7']);
    const ola = await request('Ola Hansen');
    await applyBookingChanges(ola.trx, hansen.id, [{ type: 'addTable', table: '7' }], 'Ola Hansen');
    const kari = await request('Kari Nordmann');
    const second = await waitsForTheFirst(
      kari.pid,
      applyBookingChanges(kari.trx, berg.id, [{ type: 'move', bookingDateTime: at }], 'Kari Nordmann'),
    );
    await ola.trx.commit().execute();
    const outcome = await second.outcome;
    await kari.trx.rollback().execute();
    expect((outcome as PromiseRejectedResult).reason).toBeInstanceOf(TableTakenError);
    expect((await findBooking(handle.db, berg.id)).bookingDateTime).not.toBe(at);
  });

  it("a revert that puts a party's table back while another tablet gives it in the slot: the revert is refused", async () => {
    const at = slot();
    const hansen = await book('Hansen', at);
    const dahl = await book('Dahl', at, ['7']);
    // Dahl's table 7 taken off, as a logged change.
    const earlier = await request('Kari Nordmann');
    await applyBookingChanges(earlier.trx, dahl.id, [{ type: 'removeTable', table: '7' }], 'Kari Nordmann');
    await earlier.trx.commit().execute();
    const entry = await handle.db
      .selectFrom('change_log')
      .select('id')
      .where('resource', '=', 'bookings')
      .where('record_id', '=', String(dahl.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();

    const ola = await request('Ola Hansen');
    await applyBookingChanges(ola.trx, hansen.id, [{ type: 'addTable', table: '7' }], 'Ola Hansen');
    const kari = await request('Kari Nordmann');
    const second = await waitsForTheFirst(kari.pid, revertEntry(kari.trx, entry.id, { name: 'Kari Nordmann' }));
    await ola.trx.commit().execute();
    const outcome = await second.outcome;
    await kari.trx.rollback().execute();
    expect(outcome.status).toBe('rejected');
    expect(refusal(outcome)).toMatch(/^Not reverted: table 7 was given to Hansen by Ola Hansen at \d\d:\d\d\.$/);
    expect((await findBooking(handle.db, dahl.id)).tableNumbers).toEqual([]);
  });

  it('a booking withdrawn while a tablet cancels it, or marks it arrived: it stays withdrawn (closed stays closed)', async () => {
    const guest = await book('Withdrawn Meanwhile', slot());
    const checkout = await request('Web checkout');
    await checkout.trx.updateTable('bookings').set({ status: 'Withdrawn' }).where('id', '=', guest.id).execute();
    const kari = await request('Kari Nordmann');
    const cancel = await waitsForTheFirst(kari.pid, cancelBooking(kari.trx, guest.id, 'Kari Nordmann'));
    const ola = await request('Ola Hansen');
    const arrive = await waitsForTheFirst(ola.pid, toggleCompletion(ola.trx, guest.id, 'Ola Hansen', true));
    await checkout.trx.commit().execute();
    // Each ends its request (the refusal rolls it back) before the next, which waits for its row, goes on.
    const cancelled = await cancel.outcome;
    await kari.trx.rollback().execute();
    const arrived = await arrive.outcome;
    await ola.trx.rollback().execute();
    expect(cancelled.status).toBe('rejected');
    expect(refusal(cancelled)).toBe('The booking is already withdrawn.');
    expect(arrived.status).toBe('rejected');
    expect(refusal(arrived)).toBe('The booking is withdrawn: arrival cannot change.');
    expect(await findBooking(handle.db, guest.id)).toMatchObject({ status: 'Withdrawn', visited: false });
  });
});
