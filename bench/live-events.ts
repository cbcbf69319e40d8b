import { createParser } from 'eventsource-parser';
import type { ScheduleEvent } from '../contract/live.ts';
import { RESTAURANT_ID, within } from './setup.ts';

export interface DayWatch {
  /** How many `booking` events each booking id had since the watch began. */
  counts(): Map<number, number>;
  close(): void;
}

/**
 * Listens to the server's event stream of the busy day (`GET restaurant/v2/1/bookings/events?date=`), as a second
 * tablet would: the server announces every booking change it makes there, so the count per booking is what the
 * server did, not what the browser sent. Resolves once the stream said `ready`.
 */
export async function watchDay(baseUrl: string, token: () => string | undefined, day: string): Promise<DayWatch> {
  const abort = new AbortController();
  const counts = new Map<number, number>();
  let ready: () => void = () => {};
  const isReady = new Promise<void>((resolve) => (ready = resolve));
  const parser = createParser({
    onEvent: (message) => {
      const event = JSON.parse(message.data) as ScheduleEvent;
      if (event.type === 'ready') ready();
      if (event.type === 'booking') counts.set(event.booking.bookingId, (counts.get(event.booking.bookingId) ?? 0) + 1);
    },
  });
  const response = await fetch(`${baseUrl}/api/restaurant/v2/${RESTAURANT_ID}/bookings/events?date=${day}`, {
    headers: { Authorization: `Bearer ${token() ?? ''}`, Accept: 'text/event-stream' },
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
  await within(15_000, 'the event stream', isReady);
  return { counts: () => counts, close: () => abort.abort() };
}
