import { createParser } from 'eventsource-parser';
import type { ScheduleEvent } from '../contract/live.ts';
import { RESTAURANT_ID, within } from './setup.ts';

export interface DayWatch {
  /** How many `booking` events each booking id had since the watch began. */
  counts(): Map<number, number>;
  close(): void;
}

/**
 * Holds a restaurant day's event stream (`GET restaurant/v2/{id}/bookings/events?date=`) as a tablet does, handing
 * each event to `onEvent`. Resolves once the stream said `ready`, with the function that closes it.
 */
export async function followDay(
  baseUrl: string,
  token: string,
  restaurantId: number,
  day: string,
  onEvent: (event: ScheduleEvent) => void,
): Promise<() => void> {
  const abort = new AbortController();
  let ready: () => void = () => {};
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  const parser = createParser({
    onEvent: (message) => {
      const event = JSON.parse(message.data) as ScheduleEvent;
      if (event.type === 'ready') ready();
      onEvent(event);
    },
  });
  const response = await fetch(`${baseUrl}/api/restaurant/v2/${restaurantId}/bookings/events?date=${day}`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
    signal: abort.signal,
  });
  if (!response.ok || !response.body) throw new Error(`event stream: ${response.status} ${await response.text()}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        parser.feed(value);
      }
    } catch {
      // aborted
    }
  })();
  await within(15_000, `the event stream of restaurant ${restaurantId}`, isReady);
  return () => abort.abort();
}

/**
 * Listens to the server's event stream of the busy day, as a second tablet would: the server announces every booking
 * change it makes there, so the count per booking is what the server did, not what the browser sent.
 */
export async function watchDay(baseUrl: string, token: () => string | undefined, day: string): Promise<DayWatch> {
  const counts = new Map<number, number>();
  const close = await followDay(baseUrl, token() ?? '', RESTAURANT_ID, day, (event) => {
    if (event.type === 'booking') counts.set(event.booking.bookingId, (counts.get(event.booking.bookingId) ?? 0) + 1);
  });
  return { counts: () => counts, close };
}
