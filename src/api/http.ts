/**
 * The only place that calls fetch. Spec section 7: base path /api, a bearer token for the product's API scope,
 * only 200 is success, 401 reloads the page, 404 on GET yields {}, anything else raises
 * "Request failed with status {code}.". State-changing calls echo the anti-forgery cookie in a header.
 */

export const API_BASE = '/api';
const CSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_HEADER = 'X-XSRF-TOKEN';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The server's own explanation (its `message`), when it gave one. */
    readonly serverMessage?: string,
  ) {
    super(`Request failed with status ${status}.`);
    this.name = 'ApiError';
  }
}

/** `interactive: false`: never open a popup (background replay); throw when the host must sign in again. */
type TokenSource = (options?: { interactive?: boolean }) => Promise<string>;

let tokenSource: TokenSource | undefined;
let onUnauthorized: () => void = () => window.location.reload();

/** Wires the API client to the sign-in layer (set once at start-up, so api/ never imports auth/). */
export function configureApi(options: { getToken: TokenSource; onUnauthorized?: () => void }): void {
  tokenSource = options.getToken;
  if (options.onUnauthorized) onUnauthorized = options.onUnauthorized;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** false for background work (the outbox): no sign-in popup for a token. */
  interactive?: boolean;
  /** 'throw' for background work: a 401 raises ApiError(401) instead of reloading the page. */
  unauthorized?: 'reload' | 'throw';
}

export function apiUrl(path: string, query?: Query): string {
  const url = `${API_BASE}/${path.replace(/^\//, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  if (!tokenSource) throw new Error('API client used before sign-in was configured');
  const token = await tokenSource({ interactive: options.interactive ?? true });
  const headers: Record<string, string> = { Accept: 'application/json', Authorization: `Bearer ${token}`, ...options.headers };
  if (method !== 'GET') {
    const csrf = readCookie(CSRF_COOKIE) ?? (await fetchCsrfCookie());
    if (csrf) headers[CSRF_HEADER] = csrf;
  }
  let body: BodyInit | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  return fetch(apiUrl(path, options.query), { method, headers, body, signal: options.signal, credentials: 'same-origin' });
}

/**
 * The anti-forgery cookie comes with any /api answer. A browser that started offline (the config from its cache)
 * has none yet when the outbox first sends, so ask for one rather than have the first replayed change refused.
 */
async function fetchCsrfCookie(): Promise<string | undefined> {
  try {
    await fetch(apiUrl('config'), { credentials: 'same-origin' });
  } catch {
    // Offline: the request itself will fail the same way and be retried.
  }
  return readCookie(CSRF_COOKIE);
}

/** A JSON call. Resolves with the parsed body on 200; see the module comment for the other statuses. */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(method, path, options);
  if (response.status === 200) {
    const text = await response.text();
    return (text ? JSON.parse(text) : {}) as T;
  }
  if (response.status === 401 && options.unauthorized !== 'throw') {
    onUnauthorized();
  }
  if (response.status === 404 && method === 'GET') return {} as T;
  throw new ApiError(response.status, await serverMessage(response));
}

/** A file download (reports): resolves with the blob and the file name from Content-Disposition. */
export async function apiDownload(path: string, options: RequestOptions = {}): Promise<{ blob: Blob; fileName: string }> {
  const response = await send('GET', path, options);
  if (response.status === 401) onUnauthorized();
  if (response.status !== 200) throw new ApiError(response.status, await serverMessage(response));
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return { blob: await response.blob(), fileName: match?.[1] ? decodeURIComponent(match[1]) : 'download' };
}

async function serverMessage(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
