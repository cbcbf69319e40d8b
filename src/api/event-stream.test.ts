import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffMs, connectEventStream, type StreamStatus } from './event-stream.ts';
import { CLIENT_ID, configureApi } from './http.ts';

const fetchMock = vi.fn<typeof fetch>();

/** An event stream answer that sends these events, then ends (as a server restart or an expired token does). */
function streamOf(...data: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      const encoder = new TextEncoder();
      controller.enqueue(encoder.encode(': heartbeat\n\n'));
      for (const item of data) controller.enqueue(encoder.encode(`data: ${item}\n\n`));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

function setOnline(online: boolean): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ getToken: async () => 'token-live' });
  setOnline(true);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('backoffMs', () => {
  it('starts near a second, doubles, stays under 18 s, and spreads tablets out', () => {
    expect(backoffMs(0, () => 0)).toBe(800);
    expect(backoffMs(0, () => 1)).toBe(1_200);
    expect(backoffMs(2, () => 0.5)).toBe(4_000);
    expect(backoffMs(20, () => 1)).toBe(18_000);
    expect(backoffMs(20, () => 0)).toBe(12_000);
  });
});

describe('connectEventStream', () => {
  it('reads events with the token in a header (never the URL), and opens the stream again when it ends', async () => {
    fetchMock
      .mockResolvedValueOnce(streamOf('{"n":1}', '{"n":2}'))
      .mockResolvedValueOnce(streamOf('{"n":3}'))
      .mockReturnValue(new Promise(() => {}));
    const messages: string[] = [];
    const statuses: StreamStatus[] = [];
    const stop = connectEventStream({
      path: 'restaurant/v2/1/bookings/events',
      query: { date: '2026-12-01' },
      onMessage: (d) => messages.push(d),
      onStatus: (s) => statuses.push(s),
    });
    try {
      await vi.waitFor(() => expect(messages).toEqual(['{"n":1}', '{"n":2}']));
      const [url, init] = fetchMock.mock.calls[0]!;
      expect(url).toBe('/api/restaurant/v2/1/bookings/events?date=2026-12-01');
      expect(url).not.toContain('token');
      const headers = init?.headers as Record<string, string>;
      expect(headers.Authorization).toBe('Bearer token-live');
      expect(headers.Accept).toBe('text/event-stream');
      expect(headers['X-Client-Id']).toBe(CLIENT_ID);

      // Ended: tried again after the first backoff (about a second), and live again.
      await vi.waitFor(() => expect(messages).toEqual(['{"n":1}', '{"n":2}', '{"n":3}']), { timeout: 3_000 });
      expect(statuses.slice(0, 4)).toEqual(['connecting', 'live', 'reconnecting', 'reconnecting']);
      expect(statuses.filter((s) => s === 'live')).toHaveLength(2);
    } finally {
      stop();
    }
  });

  it('waits for the network when offline, and connects as soon as it is back', async () => {
    setOnline(false);
    fetchMock.mockResolvedValue(streamOf('{"n":1}'));
    const statuses: StreamStatus[] = [];
    const messages: string[] = [];
    const stop = connectEventStream({
      path: 'events',
      onMessage: (d) => messages.push(d),
      onStatus: (s) => statuses.push(s),
    });
    try {
      await vi.waitFor(() => expect(statuses).toEqual(['offline']));
      expect(fetchMock).not.toHaveBeenCalled();
      setOnline(true);
      window.dispatchEvent(new Event('online'));
      await vi.waitFor(() => expect(messages).toEqual(['{"n":1}']));
    } finally {
      stop();
    }
  });

  it('tries again after a refusal (an expired token: the next attempt takes a fresh one)', async () => {
    fetchMock
      .mockResolvedValueOnce(new Response('{"message":"Sign-in required."}', { status: 401 }))
      .mockResolvedValueOnce(streamOf('{"n":1}'))
      .mockReturnValue(new Promise(() => {}));
    const messages: string[] = [];
    const stop = connectEventStream({ path: 'events', onMessage: (d) => messages.push(d), onStatus: () => undefined });
    try {
      await vi.waitFor(() => expect(messages).toEqual(['{"n":1}']), { timeout: 3_000 });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      stop();
    }
  });
});
