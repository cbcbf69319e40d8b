import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Booking } from '../domain/bookings.ts';
import { NotFoundError } from '../http-errors.ts';
import { bookingColumns, bookingUpdate, type BookingChanges } from './bookings.ts';
import { notFoundOnMissingReference } from './helpers.ts';

/**
 * One table, one party, whatever the timing (docs/decisions/036-one-table-one-party.md): every write that gives a
 * booking a table in a slot (a table added, a move, a revert, the whole-booking PUT) holds the slot's lock from before
 * its check until its transaction ends, so two such writes of one slot take turns, and the second one's check sees
 * what the first committed. The lock is PostgreSQL's advisory transaction lock on (restaurant, minute of the slot's
 * start): two int4 keys, a key space of their own (the versions' locks use one bigint key). A booking's row is always
 * locked before its slot, never the other way round, so these locks never wait on each other in a circle.
 */
export interface Slot {
  restaurantId: number;
  bookingDateTime: string;
}

/** The slot's lock as SQL: `at` a wall time ('YYYY-MM-DDTHH:mm:ss') or an expression of one. */
const slotLock = (restaurantId: unknown, at: unknown) =>
  sql`pg_advisory_xact_lock(${restaurantId}::int, (extract(epoch from ${at}::timestamp) / 60)::int)`;

/**
 * The booking, locked until the request's transaction ends (changes of it from other requests wait their turn); with
 * `slot`, then the lock of the slot it will be in (`at` in `restaurantId`, or its own time and restaurant), in the same
 * statement: the row lock is taken first (the subquery's FOR UPDATE), the slot's after it.
 */
export async function lockBooking(
  db: Kysely<Database>,
  id: number,
  slot?: { at?: string; restaurantId?: number },
): Promise<Booking> {
  const locked = db.selectFrom('bookings').select(bookingColumns).where('id', '=', id).forUpdate();
  const row = slot
    ? await db
        .selectFrom(locked.as('b'))
        .selectAll('b')
        .select(
          slotLock(
            slot.restaurantId === undefined ? sql.ref('b.restaurantId') : sql`${slot.restaurantId}`,
            slot.at === undefined ? sql.ref('b.bookingDateTime') : sql`${slot.at}`,
          ).as('slotLocked'),
        )
        .executeTakeFirst()
    : await locked.executeTakeFirst();
  if (!row) throw new NotFoundError('Booking', id);
  const { slotLocked: _lock, ...booking } = row as Booking & { slotLocked?: unknown };
  return booking;
}

/** Takes the slot's lock (for a write whose booking row is already locked: a revert). */
export async function lockSlot(db: Kysely<Database>, slot: Slot): Promise<void> {
  await sql`SELECT ${slotLock(slot.restaurantId, slot.bookingDateTime)}`.execute(db);
}

/** Another live booking of the slot (other than booking `id`) that holds `table`, if any. */
export async function tableHolder(
  db: Kysely<Database>,
  slot: Slot & { id: number },
  table: string,
): Promise<Booking | undefined> {
  return slotHolders(db, slot, [table]).select(bookingColumns).orderBy('id').executeTakeFirst();
}

/** The other live bookings of the slot that hold one of `tables` (tableHolder, updateBookingUnlessHeld). */
function slotHolders(
  db: Kysely<Database>,
  { id, restaurantId, bookingDateTime }: Slot & { id: number },
  tables: readonly string[],
) {
  return db
    .selectFrom('bookings')
    .where('restaurant_id', '=', restaurantId)
    .where('booking_date_time', '=', bookingDateTime)
    .where('id', '<>', id)
    .where('status', 'in', ['Created', 'Completed'])
    .where(sql<boolean>`table_numbers && ${[...tables]}::text[]`);
}

/**
 * Changes a booking (see updateBooking) unless another live booking of the slot `at` holds one of `tables`: then
 * nothing changes and the answer is undefined. The check and the change are one statement, one round trip (the door
 * gives tables all evening); its caller holds the slot's lock, taken in an earlier statement (lockBooking), so the
 * check's snapshot has every commit of the slot's earlier holders of the lock.
 */
export async function updateBookingUnlessHeld(
  db: Kysely<Database>,
  id: number,
  changes: BookingChanges,
  at: Slot & { tables: readonly string[] },
): Promise<Booking | undefined> {
  return notFoundOnMissingReference(
    () =>
      bookingUpdate(db, id, changes)
        .where((eb) => eb.not(eb.exists(slotHolders(db, { id, ...at }, at.tables).select(sql<number>`1`.as('one')))))
        .executeTakeFirst(),
    { restaurant_id: 'Restaurant' },
  );
}
