import { EventSourceParserStream } from 'eventsource-parser/stream';
import { expect } from 'vitest';
import { scheduleEventSchema, type ScheduleEvent } from '../../contract/live.ts';

export interface EventStreamReader {
  events: ScheduleEvent[];
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  /** Waits (up to `timeoutMs`) for an event that matches, and returns it. */
  next<T extends ScheduleEvent['type']>(
    type: T,
    match?: (event: Extract<ScheduleEvent, { type: T }>) => boolean,
    timeoutMs?: number,
  ): Promise<Extract<ScheduleEvent, { type: T }>>;
  close(): void;
}

/** Opens a live event stream over real HTTP, as the console does (fetch with the bearer token), and reads it. */
export async function readEventStream(url: string, token: string): Promise<EventStreamReader> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  expect(response.status, await (response.status === 200 ? Promise.resolve('') : response.text())).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: ScheduleEvent[] = [];
  const waiters = new Set<() => void>();
  const reader = response
    .body!.pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        events.push(scheduleEventSchema.parse(JSON.parse(value.data)));
        for (const wake of waiters) wake();
      }
    } catch {
      // aborted by close()
    }
  })();
  return {
    events,
    ended,
    next(type, match = () => true, timeoutMs = 5_000) {
      type Wanted = Extract<ScheduleEvent, { type: typeof type }>;
      const find = () => events.find((event): event is Wanted => event.type === type && match(event as Wanted));
      return new Promise<Wanted>((resolve, reject) => {
        const check = () => {
          const found = find();
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${type} event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => {
      void reader.cancel().catch(() => undefined);
      controller.abort();
    },
  };
}
