import { gzipSync } from 'node:zlib';
import type { ScheduleBooking, ScheduleGroup } from '../../contract/bookings.ts';
import type { DayParts } from '../domain/schedule.ts';
import { buildSchedule } from '../domain/timeslots.ts';

/** A schedule day's answer as it is sent: the JSON, and the same gzipped (for clients that take it: browsers do). */
export interface DayAnswer {
  json: Buffer;
  gzip: Buffer;
}

/** The answers made of each kept day's parts, per source: made once per change of the day, not per request. */
const made = new WeakMap<DayParts, Map<'web' | 'staff', Promise<DayAnswer>>>();

/**
 * The day's answer for `source`, made of `parts` once and shared by every request for those parts (kept parts are
 * never changed: a change of the day makes new ones, so the answers of the old go with them). JSON.stringify, not
 * the route's zod serializer: the groups are built field by field from the contract's types (buildSchedule,
 * toScheduleBooking), and stringify is a quarter of its cost (0.7 against 2.9 ms on the 1,000-booking day).
 */
export function dayAnswer(parts: DayParts, source: 'web' | 'staff'): Promise<DayAnswer> {
  const answers = made.get(parts) ?? new Map<'web' | 'staff', Promise<DayAnswer>>();
  made.set(parts, answers);
  let answer = answers.get(source);
  if (!answer) {
    answer = encode(buildSchedule({ ...parts, source }));
    answers.set(source, answer);
  }
  return answer;
}

/**
 * gzip's fastest level: a busy day's answer is made again after every change that is read, and at level 1 that costs
 * a quarter of the default level's time (0.3 against 1.0 ms for the 1,000-booking day) for 10 kB instead of 8. In
 * this thread, not libuv's pool: a request that waited for the pool waited for a whole turn of a busy event loop too
 * (on PGlite that was the schedule's p99: 233 against 165 ms, decision 035).
 */
const GZIP = { level: 1 };

async function encode(groups: ScheduleGroup[]): Promise<DayAnswer> {
  const json = Buffer.from(scheduleJson(groups));
  return { json, gzip: gzipSync(json, GZIP) };
}

/** Each booking's JSON, made once: kept parts share the bookings a change did not touch (withBookingsNow). */
const bookingJson = new WeakMap<ScheduleBooking, string>();
/** What stands for a timeslot's bookings in the groups' JSON until they are put in (PostgreSQL text has no NUL). */
const SLOT_MARK = '\u0000bookings:';
const MARKED = /"\\u0000bookings:(\d+)"/g;

/**
 * JSON.stringify(groups), the same text, with each booking's JSON made once per booking rather than once per answer:
 * on the busy day a change touches one booking of 1,000 (decision 035).
 */
export function scheduleJson(groups: ScheduleGroup[]): string {
  const slots: string[] = [];
  const skeleton = JSON.stringify(groups, (key: string, value: unknown) => {
    if (key !== 'bookings' || !Array.isArray(value)) return value;
    const texts = (value as ScheduleBooking[]).map((booking) => {
      let text = bookingJson.get(booking);
      if (text === undefined) {
        text = JSON.stringify(booking);
        bookingJson.set(booking, text);
      }
      return text;
    });
    return `${SLOT_MARK}${slots.push(`[${texts.join(',')}]`) - 1}`;
  });
  let put = 0;
  const text = skeleton.replace(MARKED, (_mark, index: string) => {
    put++;
    return slots[Number(index)]!;
  });
  return put === slots.length ? text : JSON.stringify(groups);
}

/**
 * What a kept day counts against the cache's bound (bytes, roughly): its bookings as JSON and the answers made of
 * them (both sources, JSON and gzip), about 1 kB a booking.
 */
export function partsSize(parts: DayParts): number {
  return 4_096 + parts.bookings.length * 1_024;
}
