import { createParser } from 'eventsource-parser';
import { apiStream, type Query } from './http.ts';

/** Where a live event stream stands: opening, open (events flow), waiting to try again, or no network at all. */
export type StreamStatus = 'connecting' | 'live' | 'reconnecting' | 'offline';

/**
 * Waits between attempts: 1 s doubling to 15 s (a restarted server is back within seconds, and a tablet should not
 * stay behind long), each ±20 % so that tablets coming back together spread out.
 */
export function backoffMs(attempt: number, random = Math.random): number {
  const base = Math.min(1_000 * 2 ** attempt, 15_000);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** The server sends a heartbeat every 20 s: this long without a byte, the connection is dead (a sleep, a lost Wi-Fi). */
export const SILENCE_MS = 45_000;

export interface EventStreamOptions {
  path: string;
  query?: Query;
  /** Each event's data, in order. */
  onMessage: (data: string) => void;
  onStatus: (status: StreamStatus) => void;
}

/**
 * Keeps a server-sent event stream open for as long as it is wanted: read with fetch (the token goes in a header,
 * never in the URL), opened again with backoff when it drops (network, sleep, a server restart, the token's end),
 * at once when the browser comes back online or the page becomes visible again, and given up as dead after
 * SILENCE_MS without a byte. Returns the function that closes it for good.
 */
export function connectEventStream(options: EventStreamOptions): () => void {
  let stopped = false;
  let attempt = 0;
  let isLive = false;
  let controller: AbortController | undefined;
  let wake: (() => void) | undefined;
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      };
      const timer = setTimeout(done, ms);
      wake = done;
    });
  const now = () => wake?.();
  const onVisible = () => {
    if (document.visibilityState === 'visible') now();
  };
  // The connection is gone with the network, whether or not it has noticed yet: closed now, opened again on 'online'.
  const onOffline = () => controller?.abort();
  window.addEventListener('online', now);
  window.addEventListener('offline', onOffline);
  document.addEventListener('visibilitychange', onVisible);

  void (async () => {
    while (!stopped) {
      if (!navigator.onLine) {
        options.onStatus('offline');
        await sleep(60_000);
        continue;
      }
      options.onStatus(attempt === 0 ? 'connecting' : 'reconnecting');
      controller = new AbortController();
      try {
        const response = await apiStream(options.path, { query: options.query, signal: controller.signal });
        await readEvents(response, controller, (data) => {
          if (attempt !== 0 || !isLive) {
            attempt = 0;
            isLive = true;
            options.onStatus('live');
          }
          options.onMessage(data);
        });
      } catch {
        // Refused, dropped or aborted: tried again below.
      }
      isLive = false;
      if (stopped) break;
      if (!navigator.onLine) continue;
      options.onStatus('reconnecting');
      await sleep(backoffMs(attempt++));
    }
  })();

  return () => {
    stopped = true;
    controller?.abort();
    wake?.();
    window.removeEventListener('online', now);
    window.removeEventListener('offline', onOffline);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** Reads events off an open stream until it ends, fails, or stays silent too long (then aborts it). */
async function readEvents(
  response: Response,
  controller: AbortController,
  onData: (data: string) => void,
): Promise<void> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const parser = createParser({ onEvent: (event) => onData(event.data) });
  let silence = setTimeout(() => controller.abort(), SILENCE_MS);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(), SILENCE_MS);
      parser.feed(value);
    }
  } finally {
    clearTimeout(silence);
    await reader.cancel().catch(() => undefined);
  }
}
