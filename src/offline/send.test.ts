import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, configureApi } from '../api/http.ts';
import type { OutboxEntry } from './db.ts';
import { classify, sendEntry } from './send.ts';

describe('what a failed send means for the outbox', () => {
  it('401 or no token without a popup: pause and ask the host to sign in', () => {
    expect(classify(new ApiError(401))).toEqual({ kind: 'signInRequired' });
    const noToken = Object.assign(new Error('Sign-in required'), { name: 'SignInRequiredError' });
    expect(classify(noToken)).toEqual({ kind: 'signInRequired' });
  });

  it('other 4xx: refused, with the server reason', () => {
    expect(classify(new ApiError(409, 'Booking is cancelled.'))).toEqual({ kind: 'rejected', status: 409, message: 'Booking is cancelled.' });
    expect(classify(new ApiError(400))).toMatchObject({ kind: 'rejected', status: 400, message: 'Request failed with status 400.' });
  });

  it('network errors, 5xx, 408 and 429: try again later', () => {
    for (const error of [new TypeError('Failed to fetch'), new ApiError(500), new ApiError(503), new ApiError(408), new ApiError(429)]) {
      expect(classify(error).kind).toBe('transient');
    }
  });

  it('a network error, 502, 503 and 504: the server cannot be reached; 408, 429, 500: it answered', () => {
    for (const error of [new TypeError('Failed to fetch'), new ApiError(502), new ApiError(503), new ApiError(504)]) {
      expect(classify(error)).toMatchObject({ kind: 'transient', unreachable: true });
    }
    expect(classify(new TypeError('Failed to fetch'))).toMatchObject({ message: 'No answer from the server.' });
    for (const error of [new ApiError(408), new ApiError(429), new ApiError(500)]) {
      expect(classify(error)).toMatchObject({ kind: 'transient', unreachable: false });
    }
  });
});

describe('sending an entry', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const reload = vi.fn();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    document.cookie = 'XSRF-TOKEN=abc';
  });
  afterEach(() => {
    fetchMock.mockReset();
    reload.mockReset();
    vi.unstubAllGlobals();
  });

  const entry = { key: 'k-1', request: { method: 'POST', path: 'restaurant/v2/booking/7/toggle-completion' } } as OutboxEntry;

  it('takes a fresh token without a popup, sends the key, and never reloads the page on 401', async () => {
    const asked: Array<{ interactive?: boolean } | undefined> = [];
    configureApi({ getToken: async (options) => (asked.push(options), 'fresh-token'), onUnauthorized: reload });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 401 }));
    expect(await sendEntry(entry)).toEqual({ kind: 'signInRequired' });
    expect(reload).not.toHaveBeenCalled();
    expect(asked).toEqual([{ interactive: false }]);
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('k-1');
    expect(headers.Authorization).toBe('Bearer fresh-token');
  });

  it("keeps an entry the server could not store for its database (503, its message and Retry-After), to send again", async () => {
    configureApi({ getToken: async () => 'fresh-token', onUnauthorized: reload });
    // What the server answers while its database restarts (server/plugins/errors.ts, server/reliability/db-faults.test.ts),
    // and while the same key's first request still runs (server/plugins/idempotency.ts).
    for (const message of ['The database is unavailable, try again shortly.', 'A request with this Idempotency-Key is in progress.']) {
      const answer = new Response(JSON.stringify({ message }), { status: 503, headers: { 'content-type': 'application/json', 'retry-after': '2' } });
      fetchMock.mockResolvedValueOnce(answer);
      expect(await sendEntry(entry)).toEqual({ kind: 'transient', message: 'Request failed with status 503.', unreachable: true });
    }
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ message: 'Internal server error.' }), { status: 500 }));
    expect(await sendEntry(entry)).toEqual({ kind: 'transient', message: 'Request failed with status 500.', unreachable: false });
  });
});
