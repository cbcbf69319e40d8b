import type { Kysely } from 'kysely';
import type { ScheduleEvent } from '../../contract/live.ts';
import type { Listen } from '../db/listening.ts';
import type { Database } from '../db/schema.ts';
import { toScheduleBooking, type Booking } from '../domain/bookings.ts';
import { withBookingsNow, type DayParts } from '../domain/schedule.ts';
import { partsSize } from './day-answers.ts';
import { bookingFromRow, bookingsByIds } from '../repositories/bookings.ts';
import { SCHEDULE_CHANNEL, SCHEDULE_DAYS_CHANNEL, dayOf, type ScheduleChange } from './schedule-changes.ts';
import { EventStreams, eventText } from './event-streams.ts';
import { ScheduleDayCache, parseDayScope } from './schedule-day-cache.ts';
import { ReadCache, TABLE_CHANGES_CHANNEL } from '../cache/read-cache.ts';

/**
 * Bookings of a watched day changed (schedule_days, migration 010), by the tab `origin` if it said so; `known`, those
 * the announcement carried, as they are on the day now (null: gone from it).
 */
type BookingsChanged = {
  restaurantId: number;
  date: string;
  bookings: readonly number[];
  origin?: string;
  known?: ReadonlyMap<number, Booking | null>;
};
/** What the streams are sent: a timeslot's change, or bookings changed. */
type Heard = ScheduleChange | BookingsChanged;

/** A stream's writer: takes the events' text (eventText), a batch's in one chunk. */
type Send = (chunk: string) => void;

interface Logger {
  warn(obj: object, message: string): void;
}

/**
 * The live schedule of this server process: hears every booking and timeslot change announced on the database (by
 * any process or writer: PostgreSQL LISTEN/NOTIFY, PGlite in-process) and sends it to the event streams of that
 * restaurant day. Changes are sent in batches, in the order they committed, each booking as it stands when its batch
 * is read, so a stream never gets a booking's older state after a newer one.
 */
export class ScheduleHub {
  /**
   * The days this process read and keeps, brought up to date booking by booking (GET mealTimes): kept only while this
   * hub hears every change, i.e. between `start` and `close`, and not while the LISTEN connection is lost.
   */
  readonly days = new ScheduleDayCache<DayParts, Booking>(partsSize, (parts, changes) =>
    withBookingsNow(this.db, parts, changes),
  );
  /** The answers of read-mostly routes this process keeps until a table they were read from changes (server/cache). */
  readonly reads = new ReadCache();
  /** The event streams of this process's clients, each subscribed to its restaurant day here. */
  readonly streams = new EventStreams((restaurantId, date, send) => this.subscribe(restaurantId, date, send));
  private readonly subscribers = new Map<string, Set<Send>>();
  private queue: Promise<void> = Promise.resolve();
  /** Changes heard and not sent yet, in the order they committed: taken together by the next `drain`. */
  private readonly heard: Heard[] = [];
  /** The events of the drain under way, per restaurant day: each stream gets its day's in one write. */
  private readonly outgoing = new Map<string, string[]>();
  private readonly stops: Array<() => Promise<void>> = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: Logger,
  ) {}

  /**
   * Listens on the three channels, on one subscription (one LISTEN connection on PostgreSQL): when it is lost, nothing
   * is kept (`days`, `reads`); once it is back on every channel, both keep again and every stream is told once to
   * read its day anew (`resync`), so a change written after that is heard.
   */
  async start(listen: Listen): Promise<void> {
    const listening = await listen(
      {
        // A timeslot blocked or unblocked (the routes announce it).
        [SCHEDULE_CHANNEL]: (payload) => this.hear(JSON.parse(payload) as ScheduleChange),
        // Every change of a day's makings, whoever wrote it (triggers, migrations 003 and 010): the kept days brought
        // up to date or dropped at once, not in the queue below (a read finishing meanwhile must not keep what it
        // read); the bookings named go to the day's event streams.
        [SCHEDULE_DAYS_CHANNEL]: (payload) => this.dayChanged(payload),
        // Every change of any table (migration 004): the kept answers read from it are dropped at once.
        [TABLE_CHANGES_CHANNEL]: (table) => this.reads.changed(table),
      },
      () => {
        this.days.enable();
        this.reads.enable();
        this.resyncAll();
      },
      () => {
        this.days.disable();
        this.reads.disable();
      },
    );
    this.stops.push(listening);
    // One catch-up covers all three channels (db/listening.ts).
    this.days.caughtUp = listening.caughtUp;
    this.reads.caughtUp = listening.caughtUp;
    this.days.enable();
    this.reads.enable();
  }

  /**
   * A change this process wrote has committed (or was rolled back): a slot's day, or everything, is dropped here at
   * once. (A booking's change is the database's to announce, migration 010: it brings the kept day up to date, and
   * every read of a kept day first waits until each change committed before it has been heard, `catchUp`.)
   */
  committed(change: ScheduleChange | 'all'): void {
    if (change === 'all') this.days.invalidate('all');
    else this.days.invalidate({ restaurantId: change.slot[0], date: dayOf(change.slot[1]) });
  }

  /** Sends every change of the restaurant day to `send` until the returned function is called. */
  subscribe(restaurantId: number, date: string, send: Send): () => void {
    const key = dayKey(restaurantId, date);
    const streams = this.subscribers.get(key) ?? new Set<Send>();
    streams.add(send);
    this.subscribers.set(key, streams);
    return () => {
      streams.delete(send);
      if (streams.size === 0 && this.subscribers.get(key) === streams) this.subscribers.delete(key);
    };
  }

  /** How many streams are open (tests, and the logs on shutdown). */
  get streamCount(): number {
    let count = 0;
    for (const streams of this.subscribers.values()) count += streams.size;
    return count;
  }

  async close(): Promise<void> {
    this.days.disable();
    this.reads.disable();
    for (const stop of this.stops.splice(0)) await stop();
    this.subscribers.clear();
  }

  /** A day's makings changed (SCHEDULE_DAYS_CHANNEL): the kept day brought up to date or dropped, its streams told. */
  private dayChanged(payload: string): void {
    const scope = parseDayScope(payload);
    if (scope === 'all' || !('date' in scope)) {
      this.days.invalidate(scope);
      return;
    }
    // The bookings the announcement carried, as they are on the day now (one named but not carried is gone).
    const known = scope.rows ? nowOnDay(scope.bookings ?? [], scope.rows) : undefined;
    this.days.invalidate(scope, known);
    if (!this.subscribers.has(dayKey(scope.restaurantId, scope.date))) return;
    const { restaurantId, date, bookings, origin } = scope;
    if (bookings) this.hear({ restaurantId, date, bookings, origin, known });
    else if (scope.manyBookings) this.resync(restaurantId, date);
  }

  /** Queues a change for the day's streams; the next `drain` sends it with the others heard meanwhile. */
  private hear(change: Heard): void {
    this.heard.push(change);
    if (this.heard.length === 1) this.queue = this.queue.then(() => this.drain());
  }

  /**
   * Sends the changes heard so far, in order: the bookings of all of them read in one query (a busy evening announces
   * hundreds a second; a read each, one after the other, would fall behind), each sent as it stands now: to the day
   * it is on, or as removed from a day it is no longer on.
   */
  private async drain(): Promise<void> {
    const changes = this.heard.splice(0);
    try {
      // Only those the announcements did not carry are read.
      const ids = new Set(
        changes.flatMap((change) =>
          'bookings' in change ? change.bookings.filter((id) => !change.known?.has(id)) : [],
        ),
      );
      const rows = ids.size ? await bookingsByIds(this.db, [...ids]) : [];
      const read = new Map(rows.map((row) => [row.id, row]));
      for (const change of changes) {
        if ('slot' in change) {
          const [restaurantId, mealTime, isBlocked] = change.slot;
          this.emit({ type: 'slot', restaurantId, date: dayOf(mealTime), mealTime, isBlocked, origin: change.origin });
          continue;
        }
        const { restaurantId, date, origin, known } = change;
        for (const id of change.bookings) {
          const booking = known?.has(id) ? known.get(id) : read.get(id);
          if (booking && booking.restaurantId === restaurantId && dayOf(booking.bookingDateTime) === date) {
            this.emit({ type: 'booking', restaurantId, date, booking: toScheduleBooking(booking), origin });
          } else {
            this.emit({ type: 'removed', restaurantId, date, bookingId: id, origin });
          }
        }
      }
    } catch (err) {
      this.log.warn({ err }, 'schedule changes could not be sent live');
    }
    for (const [key, texts] of this.outgoing) {
      const chunk = texts.join('');
      for (const send of this.subscribers.get(key) ?? []) send(chunk);
    }
    this.outgoing.clear();
  }

  /** Adds the event to what the drain sends its day's streams (once per day, written once per stream). */
  private emit(event: ScheduleEvent): void {
    const key = dayKey(event.restaurantId, event.date);
    if (!this.subscribers.has(key)) return;
    const texts = this.outgoing.get(key) ?? [];
    texts.push(eventText(event));
    this.outgoing.set(key, texts);
  }

  private resyncAll(): void {
    for (const key of this.subscribers.keys()) {
      const [restaurantId, date] = key.split('/') as [string, string];
      this.resync(Number(restaurantId), date);
    }
  }

  /** Tells a day's streams to read the day anew (changes may have gone unheard, or were too many to send). */
  private resync(restaurantId: number, date: string): void {
    const chunk = eventText({ type: 'resync', restaurantId, date });
    for (const send of this.subscribers.get(dayKey(restaurantId, date)) ?? []) send(chunk);
  }
}

/** The bookings named, each as the announcement's rows have it on the day now, or null (not among them: gone). */
function nowOnDay(
  ids: readonly number[],
  rows: ReadonlyArray<Record<string, unknown>>,
): ReadonlyMap<number, Booking | null> {
  const carried = new Map(rows.map((row) => [Number(row.id), bookingFromRow(row)]));
  return new Map(ids.map((id) => [id, carried.get(id) ?? null]));
}

function dayKey(restaurantId: number, date: string): string {
  return `${restaurantId}/${date}`;
}
