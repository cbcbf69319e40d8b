import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { ScheduleGroup } from '../../../contract/bookings.ts';
import { scheduleEventSchema, type ScheduleEvent } from '../../../contract/live.ts';
import { connectEventStream } from '../../api/event-stream.ts';
import { CLIENT_ID } from '../../api/http.ts';
import { setLiveStatus } from '../../offline/live-status.ts';
import { TimedBatch } from '../../offline/timed-batch.ts';
import { applyScheduleEvent, holdsBooking, slotHolding } from './schedule-data.ts';
import { scheduleKeys } from './schedule-keys.ts';

/**
 * Live updates of the schedule (issue 14, docs/decisions/020-live-schedule.md). Events of other tablets go into the
 * cached day at once (the persister mirrors it to IndexedDB); the host's own waiting changes stay on top, because
 * the screen overlays the outbox on whatever the cache holds. Every (re)connect and every return to the page
 * refetches the day, so a missed event costs nothing but a moment.
 */

interface Recorded {
  seq: number;
  at: number;
  event: ScheduleEvent;
}

/** Events are kept this long, to be applied again on a day fetched while they arrived. */
const JOURNAL_MS = 120_000;
const journal: Recorded[] = [];
let seq = 0;

/** Where the journal stands: a fetch notes it when it starts (`withEventsSince`). */
export function journalMark(): number {
  return seq;
}

function record(event: ScheduleEvent): void {
  const now = Date.now();
  journal.push({ seq: ++seq, at: now, event });
  while (journal.length > 0 && journal[0]!.at < now - JOURNAL_MS) journal.shift();
}

/**
 * A day as fetched, with the events that arrived since the fetch started applied on top: the fetch may have read
 * the database before they committed, and would otherwise undo them on screen until the next refetch.
 */
export function withEventsSince(
  restaurantId: number,
  date: string,
  groups: ScheduleGroup[],
  mark: number,
): ScheduleGroup[] {
  let result = groups;
  for (const { seq: at, event } of journal) {
    if (at > mark && event.restaurantId === restaurantId && event.date === date && !outsideSlots(result, event))
      result = applyScheduleEvent(result, event);
  }
  return result;
}

/** How long a row changed by someone else is highlighted. */
export const FLASH_MS = 2_500;
/** Rows flashing now, each with the timer that ends its flash (a second change starts it again). */
const flashing = new Map<string, ReturnType<typeof setTimeout>>();
const flashListeners = new Set<() => void>();

/** Starts (or starts again) the flash of each row, and tells the rows once. */
function flash(keys: Iterable<string>): void {
  let any = false;
  for (const key of keys) {
    any = true;
    clearTimeout(flashing.get(key));
    flashing.set(
      key,
      setTimeout(() => {
        flashing.delete(key);
        for (const listener of flashListeners) listener();
      }, FLASH_MS),
    );
  }
  if (any) for (const listener of flashListeners) listener();
}

/** Whether the row (`booking:{id}`, `slot:{mealTime}`) was just changed by someone else: it flashes. */
export function useRecentlyChanged(key: string): boolean {
  return useSyncExternalStore(
    (listener) => {
      flashListeners.add(listener);
      return () => flashListeners.delete(listener);
    },
    () => flashing.has(key),
  );
}

/**
 * The rows an event changed, as flash keys: the booking's row and its timeslot's (whose figures changed with it, and
 * which may be closed), or the timeslot blocked or unblocked.
 */
function changedRows(
  event: ScheduleEvent,
  before: readonly ScheduleGroup[],
  after: readonly ScheduleGroup[],
): string[] {
  switch (event.type) {
    case 'booking':
      return [
        `booking:${event.booking.bookingId}`,
        ...slotsHolding(before, event.booking.bookingId),
        ...slotsHolding(after, event.booking.bookingId),
      ];
    case 'removed':
      return slotsHolding(before, event.bookingId);
    case 'slot':
      return [`slot:${event.mealTime}`];
    default:
      return [];
  }
}

function slotsHolding(groups: readonly ScheduleGroup[], bookingId: number): string[] {
  return groups.flatMap((group) =>
    group.timeslots
      .filter((slot) => slot.bookings.some((booking) => booking.bookingId === bookingId))
      .map((slot) => `slot:${slot.mealTime}`),
  );
}

/**
 * Applies live events to the cached days, in the order they came, each day set once. An event of this tab's own
 * walk-in that the cache does not hold yet is left to the outbox (its answer puts the booking in, under the id the
 * event has, and the walk-in's waiting entry shows it until then): applied now, the walk-in would show twice for a
 * moment.
 */
export function applyLiveEvents(queryClient: QueryClient, events: readonly ScheduleEvent[]): void {
  const byDay = new Map<string, ScheduleEvent[]>();
  for (const event of events) {
    const day = `${event.restaurantId}|${event.date}`;
    const held = byDay.get(day);
    if (held) held.push(event);
    else byDay.set(day, [event]);
  }
  for (const dayEvents of byDay.values()) {
    const { restaurantId, date } = dayEvents[0]!;
    const key = scheduleKeys.day(restaurantId, date);
    const before = queryClient.getQueryData<ScheduleGroup[]>(key);
    if (!before) continue;
    let current = before;
    const changed = new Set<string>();
    let refetch = false;
    for (const event of dayEvents) {
      if (event.type === 'booking' && event.origin === CLIENT_ID && !holdsBooking(current, event.booking.bookingId))
        continue;
      // A booking at a time no slot of the day holds (booked elsewhere, e.g. at 19:15 on a day of 18:00 and 18:30)
      // sits in a slot of its own that only the server can place: the day is fetched again rather than guessed.
      if (outsideSlots(current, event)) {
        refetch = true;
        continue;
      }
      const next = applyScheduleEvent(current, event);
      if (next === current) continue;
      if (!('origin' in event && event.origin === CLIENT_ID))
        for (const row of changedRows(event, current, next)) changed.add(row);
      current = next;
    }
    if (refetch) void queryClient.invalidateQueries({ queryKey: key, exact: true });
    if (current === before) continue;
    queryClient.setQueryData(key, current);
    flash(changed);
  }
}

/** A booking event whose time no slot of the day holds (see `applyLiveEvents`). */
const outsideSlots = (groups: readonly ScheduleGroup[], event: ScheduleEvent) =>
  event.type === 'booking' && slotHolding(groups, event.booking.bookingDateTime) === undefined;

/** One live event (see `applyLiveEvents`). */
export function applyLiveEvent(queryClient: QueryClient, event: ScheduleEvent): void {
  applyLiveEvents(queryClient, [event]);
}

/** An event off the stream: kept for fetches under way (`withEventsSince`), and applied to the cached day. */
export function receiveLiveEvent(queryClient: QueryClient, event: ScheduleEvent): void {
  record(event);
  applyLiveEvent(queryClient, event);
}

/**
 * Events that arrive within this long go into the cache together: a replay of hundreds of changes (this tablet's,
 * or another's) announces each, and the day is redrawn twenty times a second at most, not once an event. Another
 * tablet's change shows at most this much later.
 */
export const LIVE_BATCH_MS = 50;

/**
 * Keeps the restaurant day's live stream open while the screen shows it: events go into the cache; on connect,
 * reconnect and `resync` the day is refetched to catch up, and so it is when the page becomes visible again.
 */
export function useScheduleLive(restaurantId: number, date: string, enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const refetch = () =>
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.day(restaurantId, date), exact: true });
    const waiting = new TimedBatch<ScheduleEvent>((events) => applyLiveEvents(queryClient, events), LIVE_BATCH_MS);
    const stop = connectEventStream({
      path: `restaurant/v2/${restaurantId}/bookings/events`,
      query: { date },
      onStatus: setLiveStatus,
      onMessage(data) {
        let parsed;
        try {
          parsed = scheduleEventSchema.safeParse(JSON.parse(data));
        } catch {
          return;
        }
        if (!parsed.success) return;
        const event = parsed.data;
        if (event.type === 'ready' || event.type === 'resync') {
          waiting.flush();
          refetch();
          return;
        }
        // Journalled at once (a fetch starting now must apply it); put into the cache with the others of its frame.
        record(event);
        waiting.add(event);
      },
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stop();
      waiting.flush();
      document.removeEventListener('visibilitychange', onVisible);
      setLiveStatus('off');
    };
  }, [queryClient, restaurantId, date, enabled]);
}
