import { sql, type Kysely } from 'kysely';
import type { RestaurantBooking } from '../../contract/bookings.ts';
import type { Paged } from '../../contract/common.ts';
import type { Database } from '../db/schema.ts';
import { nextDay, toRestaurantBooking, type Booking } from '../domain/bookings.ts';
import { NotFoundError } from '../http-errors.ts';
import { columnMap, notFoundOnMissingReference, pagedList, selection, toColumns } from './helpers.ts';

const booking = columnMap('bookings', [
  'id',
  'restaurantId',
  'bookingDateTime',
  'name',
  'phoneNumber',
  'email',
  'message',
  'bookedSeats',
  'status',
  'visited',
  'arrivedAt',
  'tableNumbers',
  'source',
  'clockBookingNumber',
  'brpOrderNumber',
  'createdAt',
  'createdBy',
  'updatedAt',
  'updatedBy',
]);
/** A booking's columns as the server reads them (`Booking`). */
export const bookingColumns = selection(booking);
const now = sql<string>`now()`;
/**
 * When the host did it: the tablet's time of the tap (the request's Done-At, which the server bounds: no earlier than
 * the keys are kept, history/writer.ts) but never later than now; the server's now for a change made online.
 */
const doneAt = sql<string>`LEAST(now(), COALESCE(NULLIF(current_setting('app.done_at', true), '')::timestamptz, now()))`;
/** A restaurant deleted between a route's check and the write is a 404 naming it (the foreign key decides). */
const references = { restaurant_id: 'Restaurant' } as const;

/** The bookings of one restaurant from one day to another (inclusive, restaurant wall time), by time then id. */
export async function bookingsOfDays(
  db: Kysely<Database>,
  restaurantId: number,
  from: string,
  to: string,
): Promise<Booking[]> {
  return db
    .selectFrom('bookings')
    .select(bookingColumns)
    .where('restaurant_id', '=', restaurantId)
    .where('booking_date_time', '>=', `${from}T00:00:00`)
    .where('booking_date_time', '<', `${nextDay(to)}T00:00:00`)
    .orderBy('booking_date_time')
    .orderBy('id')
    .execute();
}

export async function findBooking(db: Kysely<Database>, id: number): Promise<Booking> {
  const row = await findBookingIfAny(db, id);
  if (!row) throw new NotFoundError('Booking', id);
  return row;
}

/** `timestamp` as the server reads it ('YYYY-MM-DDTHH:mm:ss', db/types.ts). */
const wallTime = (value: unknown) => (value as string).replace(' ', 'T').slice(0, 19);
/** `timestamptz` as the server reads it (ISO 8601 in UTC, db/types.ts). */
const instant = (value: unknown) => (typeof value === 'string' ? new Date(value).toISOString() : null);

/**
 * A booking as the database's own JSON of its row has it (`to_jsonb`, the bookings' announcements: migration 010),
 * in the shape and formats a read gives (`bookingColumns`, db/types.ts).
 */
export function bookingFromRow(row: Record<string, unknown>): Booking {
  return {
    id: Number(row.id),
    restaurantId: Number(row.restaurant_id),
    bookingDateTime: wallTime(row.booking_date_time),
    name: String(row.name),
    phoneNumber: String(row.phone_number),
    email: String(row.email),
    message: String(row.message),
    bookedSeats: Number(row.booked_seats),
    status: row.status as Booking['status'],
    visited: row.visited === true,
    arrivedAt: instant(row.arrived_at),
    tableNumbers: (row.table_numbers as string[] | null) ?? [],
    source: Number(row.source),
    clockBookingNumber: (row.clock_booking_number as string | null) ?? null,
    brpOrderNumber: (row.brp_order_number as string | null) ?? null,
    createdAt: instant(row.created_at)!,
    createdBy: String(row.created_by),
    updatedAt: instant(row.updated_at),
    updatedBy: (row.updated_by as string | null) ?? null,
  };
}

/** The bookings with these ids that exist (any restaurant, any day). */
export async function bookingsByIds(db: Kysely<Database>, ids: readonly number[]): Promise<Booking[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('bookings').select(bookingColumns).where('id', 'in', ids).execute();
}

async function findBookingIfAny(db: Kysely<Database>, id: number): Promise<Booking | undefined> {
  return db.selectFrom('bookings').select(bookingColumns).where('id', '=', id).executeTakeFirst();
}

export type NewBooking = Pick<
  Booking,
  'restaurantId' | 'bookingDateTime' | 'name' | 'phoneNumber' | 'bookedSeats' | 'source' | 'message' | 'createdBy'
>;

export async function createBooking(db: Kysely<Database>, values: NewBooking): Promise<Booking> {
  return notFoundOnMissingReference(
    () =>
      db.insertInto('bookings').values(toColumns(booking, values)).returning(bookingColumns).executeTakeFirstOrThrow(),
    references,
  );
}

/**
 * Flips a live booking's arrived state (to `target` when given, when it is not so already) in one statement: Completed
 * and arrived when the host tapped (`doneAt`), or Created and not arrived. Undefined when nothing changed: no such booking, a closed one (Cancelled,
 * Withdrawn), or one already so; the caller reads it to say which.
 */
export async function flipArrived(
  db: Kysely<Database>,
  id: number,
  user: string,
  target?: boolean,
): Promise<Booking | undefined> {
  const visited = target === undefined ? sql<boolean>`NOT visited` : sql<boolean>`${target}`;
  let update = db
    .updateTable('bookings')
    .set({
      visited,
      status: sql<'Completed' | 'Created'>`CASE WHEN ${visited} THEN 'Completed' ELSE 'Created' END`,
      arrived_at: sql<string | null>`CASE WHEN ${visited} THEN ${doneAt} END`,
      updated_at: now,
      updated_by: user,
      version: sql<number>`version + 1`,
    })
    .where('id', '=', id)
    .where('status', 'not in', ['Cancelled', 'Withdrawn']);
  if (target !== undefined) update = update.where('visited', '<>', target);
  return update.returning(bookingColumns).executeTakeFirst();
}

export type BookingChanges = Partial<
  Pick<
    Booking,
    | 'restaurantId'
    | 'bookingDateTime'
    | 'name'
    | 'phoneNumber'
    | 'bookedSeats'
    | 'tableNumbers'
    | 'message'
    | 'status'
    | 'visited'
  >
> & {
  /** true: arrived now; false: not arrived. */
  arrived?: boolean;
  updatedBy: string;
};

/** Changes a booking, stamping who and when; 404 when there is no such booking. */
export async function updateBooking(db: Kysely<Database>, id: number, changes: BookingChanges): Promise<Booking> {
  const row = await notFoundOnMissingReference(() => bookingUpdate(db, id, changes).executeTakeFirst(), references);
  if (!row) throw new NotFoundError('Booking', id);
  return row;
}

/** The statement that changes a booking (updateBooking; booking-slots.ts adds its guard), stamping who and when. */
export function bookingUpdate(db: Kysely<Database>, id: number, { arrived, ...changes }: BookingChanges) {
  return db
    .updateTable('bookings')
    .set({
      ...toColumns(booking, changes),
      ...(arrived === undefined ? {} : { arrived_at: arrived ? doneAt : null }),
      updated_at: now,
      version: sql<number>`version + 1`,
    })
    .where('id', '=', id)
    .returning(bookingColumns);
}

/** The restaurant's bookings whose name, phone, email or message contain the text (any case), newest first. */
export async function searchBookings(
  db: Kysely<Database>,
  restaurantId: number,
  { text, page, perPage }: { text: string; page: number; perPage: number },
): Promise<Paged<RestaurantBooking>> {
  let base = db.selectFrom('bookings').where('restaurant_id', '=', restaurantId);
  if (text) {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const searched = [booking.name, booking.phoneNumber, booking.email, booking.message];
    // A phone number typed as people write it ("998 76") finds the stored E.164 one ("+4799876543"): digits to digits,
    // from five of them (fewer, "0-3", would find every number that has them somewhere).
    const typedDigits = /^[0-9 +()-]+$/.test(text) ? text.replace(/[^0-9]/g, '') : '';
    const digits = typedDigits.length >= 5 ? typedDigits : '';
    base = base.where((eb) =>
      eb.or([
        ...searched.map((column) => eb(column, 'ilike', pattern)),
        ...(digits
          ? [eb(sql<string>`regexp_replace(${sql.ref(booking.phoneNumber)}, '[^0-9]', '', 'g')`, 'like', `%${digits}%`)]
          : []),
      ]),
    );
  }
  const found = await pagedList(
    base,
    (q) => q.select(bookingColumns).orderBy('booking_date_time', 'desc').orderBy('id', 'desc'),
    page,
    perPage,
    // Unfiltered, the index on (restaurant, time) gives the page in order and the count without reading the rows.
    { countApart: !text },
  );
  return { items: found.items.map(toRestaurantBooking), totalItems: found.totalItems };
}

/** Blocked slot starts of a restaurant day ('YYYY-MM-DDTHH:mm:ss'). */
export async function blockedMealTimes(db: Kysely<Database>, restaurantId: number, date: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('blocked_meal_times')
    .select('meal_time')
    .where('restaurant_id', '=', restaurantId)
    .where('meal_time', '>=', `${date}T00:00:00`)
    .where('meal_time', '<', `${nextDay(date)}T00:00:00`)
    .execute();
  return new Set(rows.map((row) => row.meal_time));
}

/** Blocks a slot start (blocking it twice is the same as once) or unblocks it. */
export async function setMealTimeBlocked(
  db: Kysely<Database>,
  restaurantId: number,
  mealTime: string,
  blocked: boolean,
  user: string,
): Promise<void> {
  if (blocked) {
    const insert = db
      .insertInto('blocked_meal_times')
      .values({ restaurant_id: restaurantId, meal_time: mealTime, created_by: user })
      .onConflict((oc) => oc.columns(['restaurant_id', 'meal_time']).doNothing());
    await notFoundOnMissingReference(() => insert.execute(), references);
  } else {
    await db
      .deleteFrom('blocked_meal_times')
      .where('restaurant_id', '=', restaurantId)
      .where('meal_time', '=', mealTime)
      .execute();
  }
}
