import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The PostgreSQL channel booking and timeslot changes are announced on (PGlite delivers it in-process). */
export const SCHEDULE_CHANNEL = 'schedule_changes';
/**
 * The channel every change of a schedule day's makings is announced on by the database itself (triggers on bookings,
 * blocked slots, availability rules and meals; migration 003), whoever writes it: 'R/YYYY-MM-DD', 'R' or '*'.
 */
export const SCHEDULE_DAYS_CHANNEL = 'schedule_days';

/**
 * What a write announces: small, so it always fits NOTIFY's 8,000-byte payload. A booking change names the booking
 * and the restaurant days it was on before and is on now (an edit may move it); every server process reads the
 * booking as it stands when it hears of it. A timeslot change carries all there is to it.
 */
export type ScheduleChange =
  | { booking: number; days: Array<[restaurantId: number, date: string]>; origin?: string }
  | { slot: [restaurantId: number, mealTime: string, isBlocked: boolean]; origin?: string };

/**
 * Announces a change on `db`: the request's transaction when it has one (an Idempotency-Key), so the announcement
 * is delivered when, and only if, the change commits; every server process on the database hears it (LISTEN),
 * including this one.
 */
export async function announceScheduleChange(db: Kysely<Database>, change: ScheduleChange): Promise<void> {
  await sql`select pg_notify(${SCHEDULE_CHANNEL}, ${JSON.stringify(change)})`.execute(db);
}

/** The restaurant day a booking time ('YYYY-MM-DDTHH:mm:ss', restaurant wall time) is on. */
export function dayOf(dateTime: string): string {
  return dateTime.slice(0, 10);
}
