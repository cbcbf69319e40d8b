import type { Kysely } from 'kysely';
import type { ScheduleEvent } from '../../contract/live.ts';
import type { Listen } from '../db/listening.ts';
import type { Database } from '../db/schema.ts';
import { toScheduleBooking, type Booking } from '../domain/bookings.ts';
import { withBookingsNow, type DayParts } from '../domain/schedule.ts';
import { partsSize } from './day-answers.ts';
import { bookingsByIds } from '../repositories/bookings.ts';
import { SCHEDULE_CHANNEL, SCHEDULE_DAYS_CHANNEL, dayOf, type ScheduleChange } from './schedule-changes.ts';
import { EventStreams, eventText } from './event-streams.ts';
import { ScheduleDayCache, parseDayScope } from './schedule-day-cache.ts';
import { ReadCache, TABLE_CHANGES_CHANNEL } from '../cache/read-cache.ts';

/** A stream's writer: takes the events' text (eventText), a batch's in one chunk. */
type Send = (chunk: string) => void;

interface Logger {
  warn(obj: object, message: string): void;
}

/**
 * The live schedule of this server process: hears every booking and timeslot change announced on the database (by
 * any process: PostgreSQL LISTEN/NOTIFY, PGlite in-process) and sends it to the event streams of that restaurant
 * day. Changes are handled one at a time, in the order they committed, so a stream never gets a booking's older
 * state after a newer one.
 */
export class ScheduleHub {
  /**
   * The days this process read and keeps, brought up to date booking by booking (GET mealTimes): kept only while this
   * hub hears every change, i.e. between `start` and `close`, and not while the LISTEN connection is lost.
   */
  readonly days = new ScheduleDayCache<DayParts>(partsSize, (parts, ids) => withBookingsNow(this.db, parts, ids));
  /** The answers of read-mostly routes this process keeps until a table they were read from changes (server/cache). */
  readonly reads = new ReadCache();
  /** The event streams of this process's clients, each subscribed to its restaurant day here. */
  readonly streams = new EventStreams((restaurantId, date, send) => this.subscribe(restaurantId, date, send));
  private readonly subscribers = new Map<string, Set<Send>>();
  private queue: Promise<void> = Promise.resolve();
  /** Changes heard and not sent yet, in the order they committed: taken together by the next `drain`. */
  private readonly heard: string[] = [];
  /** The events of the drain under way, per restaurant day: each stream gets its day's in one write. */
  private readonly outgoing = new Map<string, string[]>();
  private readonly stops: Array<() => Promise<void>> = [];

  constructor(
    private readonly db: Kysely<Database>,
    private readonly log: Logger,
  ) {}

  async start(listen: Listen): Promise<void> {
    this.stops.push(
      await listen(
        SCHEDULE_CHANNEL,
        (payload) => {
          this.heard.push(payload);
          if (this.heard.length === 1) this.queue = this.queue.then(() => this.drain());
        },
        () => this.resyncAll(),
      ),
    );
    // Every change of a day's makings, whoever wrote it (triggers, migration 003): dropped from the kept days at once,
    // not in the queue above (a read finishing meanwhile must not keep what it read).
    const days = await listen(
      SCHEDULE_DAYS_CHANNEL,
      (payload) => this.days.invalidate(parseDayScope(payload)),
      () => this.days.enable(),
      () => this.days.disable(),
    );
    this.stops.push(days);
    this.days.caughtUp = days.caughtUp;
    this.days.enable();
    // Every change of any table (migration 004): the kept answers read from it are dropped at once.
    const tables = await listen(
      TABLE_CHANGES_CHANNEL,
      (table) => this.reads.changed(table),
      () => this.reads.enable(),
      () => this.reads.disable(),
    );
    this.stops.push(tables);
    this.reads.caughtUp = tables.caughtUp;
    this.reads.enable();
  }

  /**
   * A change this process wrote has committed (or was rolled back): a slot's day, or everything, is dropped here at
   * once. A booking's change is left to the database's announcement (migration 010), which brings the kept day up to
   * date: every read of a kept day first waits until each change committed before it has been heard (`catchUp`), so
   * the writer's next read has it, and reading the booking here as well would be a second query for one change.
   */
  committed(change: ScheduleChange | 'all'): void {
    if (change === 'all') this.days.invalidate('all');
    else if ('slot' in change) this.days.invalidate({ restaurantId: change.slot[0], date: dayOf(change.slot[1]) });
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

  /**
   * Sends the changes heard so far, in order: the bookings of all of them read in one query (a busy evening announces
   * hundreds a second; one read each, one after the other, would fall behind), each sent as it stands now.
   */
  private async drain(): Promise<void> {
    const changes = this.heard.splice(0).map((payload) => JSON.parse(payload) as ScheduleChange);
    try {
      // Only read when someone is watching one of its days: a busy server with no tablet on that day does no work.
      const watched = changes.filter(
        (change): change is Extract<ScheduleChange, { booking: number }> =>
          'booking' in change &&
          change.days.some(([restaurantId, date]) => this.subscribers.has(dayKey(restaurantId, date))),
      );
      const rows = watched.length ? await bookingsByIds(this.db, [...new Set(watched.map((c) => c.booking))]) : [];
      const sending = new Set<ScheduleChange>(watched);
      const now = new Map(rows.map((row) => [row.id, row]));
      for (const change of changes) {
        if ('slot' in change) {
          const [restaurantId, mealTime, isBlocked] = change.slot;
          this.emit({ type: 'slot', restaurantId, date: dayOf(mealTime), mealTime, isBlocked, origin: change.origin });
        } else if (sending.has(change)) {
          this.send(change, now.get(change.booking));
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

  /** A booking's change to the streams of the days it was on and is on now: as it stands, or removed. */
  private send(change: Extract<ScheduleChange, { booking: number }>, booking: Booking | undefined): void {
    const now = booking ? ([booking.restaurantId, dayOf(booking.bookingDateTime)] as const) : undefined;
    const days = new Map(
      change.days.map(([restaurantId, date]) => [dayKey(restaurantId, date), [restaurantId, date] as const]),
    );
    if (now) days.set(dayKey(...now), now);
    for (const [key, [restaurantId, date]] of days) {
      if (booking && key === dayKey(...now!)) {
        this.emit({ type: 'booking', restaurantId, date, booking: toScheduleBooking(booking), origin: change.origin });
      } else {
        this.emit({ type: 'removed', restaurantId, date, bookingId: change.booking, origin: change.origin });
      }
    }
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
    for (const [key, streams] of this.subscribers) {
      const [restaurantId, date] = key.split('/') as [string, string];
      const chunk = eventText({ type: 'resync', restaurantId: Number(restaurantId), date });
      for (const send of streams) send(chunk);
    }
  }
}

function dayKey(restaurantId: number, date: string): string {
  return `${restaurantId}/${date}`;
}
