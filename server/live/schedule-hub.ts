import type { Kysely } from 'kysely';
import type { ScheduleEvent } from '../../contract/live.ts';
import type { Listen } from '../db/listening.ts';
import type { Database } from '../db/schema.ts';
import { toScheduleBooking, type Booking } from '../domain/bookings.ts';
import { findBookingIfAny } from '../repositories/bookings.ts';
import { SCHEDULE_CHANNEL, SCHEDULE_DAYS_CHANNEL, dayOf, scopesOf, type ScheduleChange } from './schedule-changes.ts';
import { EventStreams } from './event-streams.ts';
import { ScheduleDayCache, parseDayScope } from './schedule-day-cache.ts';
import { ReadCache, TABLE_CHANGES_CHANNEL } from '../cache/read-cache.ts';

type Send = (event: ScheduleEvent) => void;

/** A schedule day's answer as it is sent: the JSON, and the same gzipped (for clients that take it: browsers do). */
export interface DayAnswer {
  json: Buffer;
  gzip: Buffer;
}

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
   * The days this process computed and keeps until they change (GET mealTimes): kept only while this hub hears every
   * change, i.e. between `start` and `close`, and not while the LISTEN connection is lost.
   */
  readonly days = new ScheduleDayCache<DayAnswer>((answer) => answer.json.length + answer.gzip.length);
  /** The answers of read-mostly routes this process keeps until a table they were read from changes (server/cache). */
  readonly reads = new ReadCache();
  /** The event streams of this process's clients, each subscribed to its restaurant day here. */
  readonly streams = new EventStreams((restaurantId, date, send) => this.subscribe(restaurantId, date, send));
  private readonly subscribers = new Map<string, Set<Send>>();
  private queue: Promise<void> = Promise.resolve();
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
          this.queue = this.queue
            .then(() => this.handle(payload))
            .catch((err: unknown) => this.log.warn({ err }, 'a schedule change could not be sent live'));
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
   * A change this process wrote has committed (or was rolled back): its days are dropped here at once, so that the
   * writer's next read has it even before the database's notification has come round to this process.
   */
  committed(change: ScheduleChange | 'all'): void {
    for (const scope of change === 'all' ? (['all'] as const) : scopesOf(change)) this.days.invalidate(scope);
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

  private async handle(payload: string): Promise<void> {
    const change = JSON.parse(payload) as ScheduleChange;
    if ('slot' in change) {
      const [restaurantId, mealTime, isBlocked] = change.slot;
      this.emit({ type: 'slot', restaurantId, date: dayOf(mealTime), mealTime, isBlocked, origin: change.origin });
      return;
    }
    // Only read when someone is watching one of its days: a busy server with no tablet on that day does no work.
    if (!change.days.some(([restaurantId, date]) => this.subscribers.has(dayKey(restaurantId, date)))) return;
    const booking: Booking | undefined = await findBookingIfAny(this.db, change.booking);
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

  private emit(event: ScheduleEvent): void {
    for (const send of this.subscribers.get(dayKey(event.restaurantId, event.date)) ?? []) send(event);
  }

  private resyncAll(): void {
    for (const [key, streams] of this.subscribers) {
      const [restaurantId, date] = key.split('/') as [string, string];
      for (const send of streams) send({ type: 'resync', restaurantId: Number(restaurantId), date });
    }
  }
}

function dayKey(restaurantId: number, date: string): string {
  return `${restaurantId}/${date}`;
}
