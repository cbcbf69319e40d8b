import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../api/http.ts';
import { useLiveStatus } from '../../offline/live-status.ts';
import { mealTimesQuery } from './schedule-queries.ts';
import { useScheduleLive } from './schedule-live.ts';

const DAY = '2026-12-04';
const fetchMock = vi.fn<typeof fetch>();
let streams: Array<ReadableStreamDefaultController<Uint8Array>> = [];

/** The server: the day's schedule as JSON, and an event stream that stays open (its controller kept to send more). */
/** The URL a call went to (the API client passes a string). */
const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

function serve(input: RequestInfo | URL): Promise<Response> {
  const url = urlOf(input);
  if (url.includes('/bookings/events')) {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        streams.push(controller);
        controller.enqueue(
          new TextEncoder().encode(`data: ${JSON.stringify({ type: 'ready', restaurantId: 1, date: DAY })}\n\n`),
        );
      },
    });
    return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }));
  }
  return Promise.resolve(new Response('[]', { status: 200 }));
}
const dayFetches = () => fetchMock.mock.calls.filter(([url]) => urlOf(url).includes('/bookings/mealTimes')).length;

function wrapper(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
}

beforeEach(() => {
  streams = [];
  fetchMock.mockImplementation(serve);
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ getToken: async () => 'token' });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('useScheduleLive', () => {
  it('refetches the day when the stream connects and when the page becomes visible again, and shows "live" meanwhile', async () => {
    const queryClient = new QueryClient();
    const { result, rerender, unmount } = renderHook(
      ({ live }: { live: boolean }) => {
        const day = useQuery(mealTimesQuery(1, DAY));
        useScheduleLive(1, DAY, live);
        return { status: useLiveStatus(), loaded: day.isSuccess };
      },
      { wrapper: wrapper(queryClient), initialProps: { live: false } },
    );
    await waitFor(() => expect(result.current.loaded).toBe(true));
    expect(dayFetches()).toBe(1);
    // The stream connects: once it says it is subscribed, the day is fetched again to catch up.
    rerender({ live: true });
    await waitFor(() => expect(result.current.status).toBe('live'));
    await waitFor(() => expect(dayFetches()).toBe(2));

    document.dispatchEvent(new Event('visibilitychange'));
    await waitFor(() => expect(dayFetches()).toBe(3));

    // The server tells the streams to catch up (it lost its database listener for a moment).
    streams[0]!.enqueue(
      new TextEncoder().encode(`data: ${JSON.stringify({ type: 'resync', restaurantId: 1, date: DAY })}\n\n`),
    );
    await waitFor(() => expect(dayFetches()).toBe(4));

    unmount();
    // Left the schedule: no live updates shown any more.
    const after = renderHook(() => useLiveStatus());
    expect(after.result.current).toBe('off');
  });
});
