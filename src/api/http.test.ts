import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { api, apiUrl, configureApi } from './http.ts';
import { ApiError, ContractError } from './api-errors.ts';

const item = z.object({ id: z.number() });
const anything = z.unknown();

const fetchMock = vi.fn<typeof fetch>();
const reload = vi.fn();

function respond(status: number, body?: unknown) {
  fetchMock.mockResolvedValueOnce(new Response(body === undefined ? null : JSON.stringify(body), { status }));
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureApi({ getToken: async () => 'token-123', onUnauthorized: reload });
  document.cookie = 'XSRF-TOKEN=csrf-abc';
});
afterEach(() => {
  fetchMock.mockReset();
  reload.mockReset();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('API client (spec section 7)', () => {
  it('calls /api with the bearer token and resolves the body on 200', async () => {
    respond(200, [{ id: 1 }]);
    await expect(api.list('images', item)).resolves.toEqual([{ id: 1 }]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/images');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-123');
    expect((init?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('echoes the anti-forgery cookie on state-changing calls', async () => {
    respond(200, { id: 2 });
    await api.post('images', { name: 'x' }, item);
    const init = fetchMock.mock.calls[0]?.[1];
    expect((init?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('csrf-abc');
    expect(init?.body).toBe('{"name":"x"}');
  });

  it('fetches an anti-forgery cookie first when the browser has none (a tablet restarted offline)', async () => {
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
    fetchMock.mockImplementationOnce(async () => {
      document.cookie = 'XSRF-TOKEN=fresh-1';
      return new Response('{}', { status: 200 });
    });
    respond(200, { id: 3 });
    await api.post('restaurant/v2/booking/1/toggle-completion', undefined, item);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/config');
    const init = fetchMock.mock.calls[1]?.[1];
    expect((init?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('fresh-1');
  });

  it("yields the resource's empty value for a 404 on GET, but raises for a 404 on other methods", async () => {
    respond(404, { message: 'Not found.' });
    await expect(api.list('images', item)).resolves.toEqual([]);
    respond(404, { message: 'Not found.' });
    await expect(api.one('images/9', item)).resolves.toBeNull();
    respond(404, { message: 'Not found.' });
    await expect(api.paged('images/paged', item)).resolves.toEqual({ items: [], totalItems: 0 });
    respond(404, { message: 'Not found.' });
    await expect(api.get('config', anything, { empty: {} })).resolves.toEqual({});
    respond(404, { message: 'Not found.' });
    await expect(api.delete('images/9')).rejects.toThrow('Request failed with status 404.');
    respond(404, { message: 'Not found.' });
    await expect(api.put('images/9', { id: 9 }, item)).rejects.toThrow('Request failed with status 404.');
  });

  it('rejects an answer that does not match the contract with ContractError', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    respond(200, [{ id: 'one' }]);
    const error = await api.list('images', item).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).path).toBe('images');
    expect((error as ContractError).issues.length).toBeGreaterThan(0);
    respond(200, { items: [{ id: 1 }] });
    await expect(api.paged('images/paged', item)).rejects.toBeInstanceOf(ContractError);
    respond(200, { name: 'no id' });
    await expect(api.post('images', {}, item)).rejects.toBeInstanceOf(ContractError);
  });

  it("puts a 400's errors on their fields, without the body. prefix", async () => {
    respond(400, {
      message: 'Invalid request: body.name: is required',
      errors: [
        { field: 'body.name', message: 'is required' },
        { field: 'query.page', message: 'must be 1 or more' },
        { field: 'dates.0', message: 'must be a real date' },
        { field: 'body.broken' },
      ],
    });
    const error = (await api.post('images', {}, item).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.fieldErrors).toEqual([
      { field: 'name', message: 'is required' },
      { field: 'page', message: 'must be 1 or more' },
      { field: 'dates.0', message: 'must be a real date' },
    ]);
  });

  it('reloads the page on 401', async () => {
    respond(401, { message: 'Sign-in required.' });
    await expect(api.list('images', item)).rejects.toBeInstanceOf(ApiError);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('treats any status but 200 as a failure with the spec message and keeps the server reason', async () => {
    respond(400, { message: 'Invalid request: body.name: is required' });
    const error = await api.post('images', {}, item).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Request failed with status 400.');
    expect((error as ApiError).serverMessage).toBe('Invalid request: body.name: is required');
    respond(204);
    await expect(api.put('images/1', {}, item)).rejects.toThrow('Request failed with status 204.');
  });

  it('builds query strings without empty values', () => {
    expect(apiUrl('images/paged', { page: 2, itemsPerPage: 10, q: '', x: undefined })).toBe(
      '/api/images/paged?page=2&itemsPerPage=10',
    );
  });
});

describe('Idempotency-Key on every write (decision 036)', () => {
  const keyOf = (call: number) =>
    (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string> | undefined)?.['Idempotency-Key'];
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  it('sends a new key with each write, none with a read, and keeps the one a write brings (the outbox)', async () => {
    respond(200, { id: 1 });
    respond(200, { id: 1 });
    respond(200, [{ id: 1 }]);
    respond(200, { id: 1 });
    await api.post('images', { name: 'a' }, item);
    await api.post('images', { name: 'a' }, item);
    await api.list('images', item);
    await api.put('images/1', { name: 'b' }, item, { headers: { 'Idempotency-Key': 'from-the-outbox' } });
    expect(keyOf(0)).toMatch(UUID);
    expect(keyOf(1)).toMatch(UUID);
    // Answered, it is settled: the same save made again is a new write.
    expect(keyOf(1)).not.toBe(keyOf(0));
    expect(keyOf(2)).toBeUndefined();
    expect(keyOf(3)).toBe('from-the-outbox');
  });

  it('sends the same request again after no answer, or an answer that says nothing of its fate, with the same key', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    respond(502);
    respond(200, { id: 3 });
    respond(200, { id: 4 });
    await expect(api.put('images/3', { name: 'c' }, item, { version: 2 })).rejects.toThrow();
    await expect(api.put('images/3', { name: 'c' }, item, { version: 2 })).rejects.toThrow();
    await expect(api.put('images/3', { name: 'c' }, item, { version: 2 })).resolves.toEqual({ id: 3 });
    expect(keyOf(1)).toBe(keyOf(0));
    expect(keyOf(2)).toBe(keyOf(0));
    // Another body, or another version, is another write.
    await api.put('images/3', { name: 'd' }, item, { version: 2 });
    expect(keyOf(3)).not.toBe(keyOf(0));
  });

  it('refused (4xx), the write is settled: sent again, it is a new write', async () => {
    respond(409, { message: 'taken' });
    respond(200, { id: 5 });
    await expect(api.post('images', { name: 'e' }, item)).rejects.toThrow();
    await api.post('images', { name: 'e' }, item);
    expect(keyOf(1)).not.toBe(keyOf(0));
  });
});
