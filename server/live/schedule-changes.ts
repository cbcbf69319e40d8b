import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The PostgreSQL channel timeslot changes are announced on (PGlite delivers it in-process). */
export const SCHEDULE_CHANNEL = 'schedule_changes';
/**
 * The channel every change of a schedule day's makings is announced on by the database itself (triggers on bookings,
 * blocked slots, availability rules and meals; migrations 003 and 010), whoever writes it: 'R/YYYY-MM-DD/12,13@tab'
 * (bookings, and the tab that changed them), 'R/YYYY-MM-DD', 'R' or '*' (server/live/schedule-day-cache.ts,
 * parseDayScope). The bookings' announcements are also what the live events are sent from.
 */
export const SCHEDULE_DAYS_CHANNEL = 'schedule_days';

/**
 * What a timeslot's block or unblock announces: all there is to it, small enough for NOTIFY's 8,000-byte payload. (A
 * booking's change is announced by the database itself, on `schedule_days`: migration 010.)
 */
export type ScheduleChange = { slot: [restaurantId: number, mealTime: string, isBlocked: boolean]; origin?: string };

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
