import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, apiUrl, configureApi } from './http.ts';

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
});

describe('API client (spec section 7)', () => {
  it('calls /api with the bearer token and resolves the body on 200', async () => {
    respond(200, [{ id: 1 }]);
    await expect(api.get('images')).resolves.toEqual([{ id: 1 }]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/images');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-123');
    expect((init?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('echoes the anti-forgery cookie on state-changing calls', async () => {
    respond(200, { id: 2 });
    await api.post('images', { name: 'x' });
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
    await api.post('restaurant/v2/booking/1/toggle-completion');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/config');
    const init = fetchMock.mock.calls[1]?.[1];
    expect((init?.headers as Record<string, string>)['X-XSRF-TOKEN']).toBe('fresh-1');
  });

  it('yields {} for a 404 on GET, but raises for a 404 on other methods', async () => {
    respond(404, { message: 'Not found.' });
    await expect(api.get('images/9')).resolves.toEqual({});
    respond(404, { message: 'Not found.' });
    await expect(api.delete('images/9')).rejects.toThrow('Request failed with status 404.');
  });

  it('reloads the page on 401', async () => {
    respond(401, { message: 'Sign-in required.' });
    await expect(api.get('images')).rejects.toBeInstanceOf(ApiError);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('treats any status but 200 as a failure with the spec message and keeps the server reason', async () => {
    respond(400, { message: 'Invalid request: body.name: is required' });
    const error = await api.post('images', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Request failed with status 400.');
    expect((error as ApiError).serverMessage).toBe('Invalid request: body.name: is required');
    respond(204);
    await expect(api.put('images/1', {})).rejects.toThrow('Request failed with status 204.');
  });

  it('builds query strings without empty values', () => {
    expect(apiUrl('images/paged', { page: 2, itemsPerPage: 10, q: '', x: undefined })).toBe('/api/images/paged?page=2&itemsPerPage=10');
  });
});
