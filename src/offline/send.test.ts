import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../api/http.ts';
import { ApiError } from '../api/api-errors.ts';
import type { OutboxEntry } from './db.ts';
import { classify, sendEntries, sendEntry } from './send.ts';

describe('what a failed send means for the outbox', () => {
  it('401 or no token without a popup: pause and ask the host to sign in', () => {
    expect(classify(new ApiError(401))).toEqual({ kind: 'signInRequired' });
    const noToken = Object.assign(new Error('Sign-in required'), { name: 'SignInRequiredError' });
    expect(classify(noToken)).toEqual({ kind: 'signInRequired' });
  });

  it('other 4xx: refused, with the server reason', () => {
    expect(classify(new ApiError(409, 'Booking is cancelled.'))).toEqual({
      kind: 'rejected',
      status: 409,
      message: 'Booking is cancelled.',
    });
    expect(classify(new ApiError(400))).toMatchObject({
      kind: 'rejected',
      status: 400,
      message: 'Request failed with status 400.',
    });
  });

  it('network errors, 5xx, 408 and 429: try again later', () => {
    for (const error of [
      new TypeError('Failed to fetch'),
      new ApiError(500),
      new ApiError(503),
      new ApiError(408),
      new ApiError(429),
    ]) {
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

  const entry = {
    key: 'k-1',
    request: { method: 'POST', path: 'restaurant/v2/booking/7/toggle-completion' },
    createdAt: Date.parse('2026-11-26T17:52:00.000Z'),
  } as OutboxEntry;

  it('takes a fresh token without a popup, sends the key, and never reloads the page on 401', async () => {
    const asked: Array<{ interactive?: boolean } | undefined> = [];
    configureApi({ getToken: async (options) => (asked.push(options), 'fresh-token'), onUnauthorized: reload });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 401 }));
    expect(await sendEntry(entry)).toEqual({ kind: 'signInRequired' });
    expect(reload).not.toHaveBeenCalled();
    expect(asked).toEqual([{ interactive: false }]);
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('k-1');
    // When the host did it, for the change log (a change queued offline is sent later).
    expect(headers['Done-At']).toBe('2026-11-26T17:52:00.000Z');
    expect(headers.Authorization).toBe('Bearer fresh-token');
  });

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const second = {
    key: 'k-2',
    request: { method: 'PUT', path: 'restaurant/v2/booking/8/tables', query: { tables: '4,5' }, body: { note: 'x' } },
    createdAt: Date.parse('2026-11-26T17:53:00.000Z'),
  } as unknown as OutboxEntry;

  it('sends several entries in one request, each as its own request with its key, and settles each by its answer', async () => {
    configureApi({ getToken: async () => 'fresh-token', onUnauthorized: reload });
    fetchMock.mockResolvedValueOnce(
      json({
        results: [
          { status: 200, body: { bookingId: 7 }, replayed: false },
          { status: 409, body: { message: 'The booking is cancelled.' }, replayed: false },
        ],
      }),
    );
    expect(await sendEntries([entry, second])).toEqual([
      { kind: 'ok', body: { bookingId: 7 } },
      {
        kind: 'rejected',
        status: 409,
        message: 'The booking is cancelled.',
        details: { message: 'The booking is cancelled.' },
      },
    ]);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/batch');
    expect(JSON.parse(init?.body as string)).toEqual({
      requests: [
        {
          method: 'POST',
          url: '/api/restaurant/v2/booking/7/toggle-completion',
          idempotencyKey: 'k-1',
          doneAt: '2026-11-26T17:52:00.000Z',
        },
        {
          method: 'PUT',
          url: '/api/restaurant/v2/booking/8/tables?tables=4%2C5',
          body: { note: 'x' },
          idempotencyKey: 'k-2',
          doneAt: '2026-11-26T17:53:00.000Z',
        },
      ],
    });
    expect((init?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('abc');
  });

  it('an item the server failed, or did not run, is tried again later; the server answered, so it is reachable', async () => {
    configureApi({ getToken: async () => 'fresh-token', onUnauthorized: reload });
    fetchMock.mockResolvedValueOnce(
      json({
        results: [
          { status: 500, body: { message: 'Internal error.' }, replayed: false },
          { status: 503, body: { message: 'Not run.' }, replayed: false },
        ],
      }),
    );
    expect(await sendEntries([entry, second])).toEqual([
      { kind: 'transient', message: 'Request failed with status 500.', unreachable: false },
      { kind: 'transient', message: 'Request failed with status 503.', unreachable: false },
    ]);
  });

  it('no answer, a gateway down or an expired sign-in holds for every entry; a refused batch means send them one by one', async () => {
    configureApi({ getToken: async () => 'fresh-token', onUnauthorized: reload });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await sendEntries([entry, second])).toEqual(
      [0, 1].map(() => ({ kind: 'transient', message: 'No answer from the server.', unreachable: true })),
    );
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 502 }));
    expect(await sendEntries([entry, second])).toMatchObject([
      { kind: 'transient', unreachable: true },
      { kind: 'transient', unreachable: true },
    ]);
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 401 }));
    expect(await sendEntries([entry, second])).toEqual([{ kind: 'signInRequired' }, { kind: 'signInRequired' }]);
    expect(reload).not.toHaveBeenCalled();
    // An older server without the route (404), or one that refuses the batch's shape (400): not a refusal of the entries.
    fetchMock.mockResolvedValueOnce(json({ message: 'Not found.' }, 404));
    expect(await sendEntries([entry, second])).toBeUndefined();
    fetchMock.mockResolvedValueOnce(json({ message: 'Invalid request' }, 400));
    expect(await sendEntries([entry, second])).toBeUndefined();
    // An answer that does not match the contract: tried again later.
    fetchMock.mockResolvedValueOnce(json({ results: 'nope' }));
    expect(await sendEntries([entry, second])).toMatchObject([{ kind: 'transient' }, { kind: 'transient' }]);
  });

  it('keeps an entry the server could not store for its database (503, its message and Retry-After), to send again', async () => {
    configureApi({ getToken: async () => 'fresh-token', onUnauthorized: reload });
    // What the server answers while its database restarts (server/plugins/errors.ts, server/reliability/db-faults.test.ts),
    // and while the same key's first request still runs (server/plugins/idempotency.ts).
    for (const message of [
      'The database is unavailable, try again shortly.',
      'A request with this Idempotency-Key is in progress.',
    ]) {
      const answer = new Response(JSON.stringify({ message }), {
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '2' },
      });
      fetchMock.mockResolvedValueOnce(answer);
      expect(await sendEntry(entry)).toEqual({
        kind: 'transient',
        message: 'Request failed with status 503.',
        unreachable: true,
      });
    }
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ message: 'Internal server error.' }), { status: 500 }),
    );
    expect(await sendEntry(entry)).toEqual({
      kind: 'transient',
      message: 'Request failed with status 500.',
      unreachable: false,
    });
  });
});
