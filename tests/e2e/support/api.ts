/**
 * Calls the real /api from the test process with the console's own bearer token (captured from the page), to
 * check what the server holds after the person acted, or to set up exact data for a screen.
 */
export interface ApiCaller {
  get<T>(path: string): Promise<T>;
  /** `version`: the version of the record the change is based on, sent as If-Match (contract/versions.ts). */
  send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, version?: number): Promise<T>;
  /**
   * A test's own clean-up: deletes the record at the version it has now. Positioned lists are renumbered after any
   * delete (server/repositories/positions.ts), so another worker's delete may have moved this record's version on
   * since the test read it; a 412 names the current version, and the delete is sent again with it.
   */
  remove(path: string, version: number, body?: unknown): Promise<void>;
}

export function apiCaller(baseUrl: string, token: () => string | undefined): ApiCaller {
  // The anti-forgery check compares a cookie with a header: any value the two share will do from outside a browser.
  const csrf = 'e2e-csrf';
  const request = async (method: string, path: string, body?: unknown, version?: number) => {
    const bearer = token();
    if (!bearer) throw new Error('no bearer token captured yet: sign in and load a screen first');
    const response = await fetch(`${baseUrl}/api/${path.replace(/^\//, '')}`, {
      method,
      headers: {
        Authorization: `Bearer ${bearer}`,
        Cookie: `XSRF-TOKEN=${csrf}`,
        'X-XSRF-TOKEN': csrf,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(version === undefined ? {} : { 'If-Match': `"${version}"` }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, text: await response.text() };
  };
  const call = async <T>(method: string, path: string, body?: unknown, version?: number): Promise<T> => {
    const { status, text } = await request(method, path, body, version);
    if (status !== 200) throw new Error(`${method} ${path}: ${status} ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  };
  const remove = async (path: string, version: number, body?: unknown): Promise<void> => {
    let { status, text } = await request('DELETE', path, body, version);
    for (let tries = 0; status === 412 && tries < 3; tries += 1)
      ({ status, text } = await request('DELETE', path, body, (JSON.parse(text) as { version: number }).version));
    if (status !== 200) throw new Error(`DELETE ${path}: ${status} ${text}`);
  };
  return {
    get: (path) => call('GET', path),
    send: (method, path, body, version) => call(method, path, body, version),
    remove,
  };
}
