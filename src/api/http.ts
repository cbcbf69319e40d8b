import { z } from 'zod/mini';
import { pagedSchema } from '../../contract/common.ts';
import { CLIENT_ID_HEADER, CLIENT_ID_PATTERN } from '../../contract/live.ts';
import { IF_MATCH_HEADER, ifMatch } from '../../contract/versions.ts';
import { BATCH_PATH } from '../../contract/batch.ts';
import { ContractError, NoAnswerError, apiError } from './api-errors.ts';
import { IDEMPOTENCY_KEY_HEADER, writeKey, writeSettled } from './write-keys.ts';

/**
 * The only place that calls fetch. Spec section 7: base path /api, a bearer token for the product's API scope,
 * only 200 is success, 401 reloads the page, 404 on GET yields {}, anything else raises
 * "Request failed with status {code}.". State-changing calls echo the anti-forgery cookie in a header.
 */

export const API_BASE = '/api';
const CSRF_COOKIE = 'XSRF-TOKEN';
const CSRF_HEADER = 'X-XSRF-TOKEN';

/** `interactive: false`: never open a popup (background replay); throw when the host must sign in again. */
type TokenSource = (options?: { interactive?: boolean }) => Promise<string>;

let tokenSource: TokenSource | undefined;
let onUnauthorized: () => void = () => window.location.reload();

/** Wires the API client to the sign-in layer (set once at start-up, so api/ never imports auth/). */
export function configureApi(options: { getToken: TokenSource; onUnauthorized?: () => void }): void {
  tokenSource = options.getToken;
  if (options.onUnauthorized) onUnauthorized = options.onUnauthorized;
}

/**
 * This tab, to the server (X-Client-Id on every call): the live schedule's events of its own changes say so, and
 * the console neither flashes them nor shows its own walk-in twice. Kept in sessionStorage, so a reload (and the
 * outbox replaying after it) is still this tab; another tab or device is someone else.
 */
export const CLIENT_ID = tabId();

function tabId(): string {
  const fresh = () =>
    typeof crypto.randomUUID === 'function'
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  try {
    const kept = sessionStorage.getItem('checkout-admin.client-id');
    if (kept && CLIENT_ID_PATTERN.test(kept)) return kept;
    const id = fresh();
    sessionStorage.setItem('checkout-admin.client-id', id);
    return id;
  } catch {
    return fresh();
  }
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
  /** The version of the record the change is based on, sent as If-Match (contract/versions.ts). */
  version?: number;
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
  const headers: Record<string, string> = {
    Accept: 'application/json',
    Authorization: `Bearer ${token}`,
    [CLIENT_ID_HEADER]: CLIENT_ID,
    ...(options.version === undefined ? {} : { [IF_MATCH_HEADER]: ifMatch(options.version) }),
    ...options.headers,
  };
  if (method !== 'GET') {
    const csrf = readCookie(CSRF_COOKIE) ?? (await fetchCsrfCookie());
    if (csrf) headers[CSRF_HEADER] = csrf;
  }
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const url = apiUrl(path, options.query);
  // Every write carries a key (write-keys.ts), unless it brings its own (the outbox's) or is the batch (each item
  // carries its own).
  const what = `${method} ${url} ${headers[IF_MATCH_HEADER] ?? ''} ${body ?? ''}`;
  const keyed = method !== 'GET' && !options.headers?.[IDEMPOTENCY_KEY_HEADER] && path !== BATCH_PATH;
  const key = keyed ? writeKey(what) : undefined;
  if (key) headers[IDEMPOTENCY_KEY_HEADER] = key;
  try {
    const response = await fetch(url, { method, headers, body, signal: options.signal, credentials: 'same-origin' });
    if (key) writeSettled(what, key, response.status);
    return response;
  } catch (error) {
    if (key) writeSettled(what, key, undefined);
    // A cancelled read stays a cancellation (TanStack Query tells it by its name).
    if (options.signal?.aborted || (error as { name?: unknown } | null)?.name === 'AbortError') throw error;
    throw new NoAnswerError(error);
  }
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

/** The status of a public GET (no token, nothing parsed), or undefined when no answer came at all. */
export async function apiStatus(path: string): Promise<number | undefined> {
  try {
    return (await fetch(apiUrl(path), { cache: 'no-store', credentials: 'same-origin' })).status;
  } catch {
    return undefined;
  }
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
  throw await apiError(response);
}

/**
 * A JSON call whose answer is parsed with the contract's schema. Spec section 7's "404 on GET yields an empty
 * object" is applied here, once: a GET answered 404 resolves with `empty` (what "nothing" is for that resource).
 */
export async function apiParsed<S extends z.core.$ZodType>(
  method: string,
  path: string,
  schema: S,
  options: RequestOptions & { empty?: z.output<S> } = {},
): Promise<z.output<S>> {
  const response = await send(method, path, options);
  if (response.status === 200) {
    const text = await response.text();
    const parsed = z.safeParse(schema, text ? JSON.parse(text) : {});
    if (parsed.success) return parsed.data;
    console.error(`GET ${path}: the answer does not match the contract`, parsed.error.issues);
    throw new ContractError(path, parsed.error.issues);
  }
  if (response.status === 401 && options.unauthorized !== 'throw') onUnauthorized();
  if (response.status === 404 && method === 'GET' && 'empty' in options) return options.empty as z.output<S>;
  throw await apiError(response);
}

/**
 * An event stream (text/event-stream) opened with the bearer token in its header, as fetch allows and EventSource
 * does not: resolves with the open response, whose body the caller reads (api/event-stream.ts). Never a popup, never
 * a reload: a 401 is an ApiError like any other failure, and the caller tries again with a fresh token.
 */
export async function apiStream(
  path: string,
  options: Pick<RequestOptions, 'query' | 'signal'> = {},
): Promise<Response> {
  const response = await send('GET', path, {
    ...options,
    headers: { Accept: 'text/event-stream' },
    interactive: false,
  });
  if (response.status !== 200 || !response.body) throw await apiError(response);
  return response;
}

/** A file download (reports): resolves with the blob and the file name from Content-Disposition. */
export async function apiDownload(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; fileName: string }> {
  const response = await send('GET', path, options);
  if (response.status === 401) onUnauthorized();
  if (response.status !== 200) throw await apiError(response);
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return { blob: await response.blob(), fileName: match?.[1] ? decodeURIComponent(match[1]) : 'download' };
}

type ReadOptions = Omit<RequestOptions, 'body'>;

/**
 * The console's calls. Every read names the contract schema of its answer; a 404 on GET yields the resource's
 * empty value (spec section 7): `[]` for a list, `null` for one item, no items for a page.
 */
export const api = {
  /** GET a list; 404 → []. */
  list: <S extends z.core.$ZodType>(path: string, item: S, options?: ReadOptions) =>
    apiParsed('GET', path, z.array(item), { ...options, empty: [] }),
  /** GET one item; 404 → null. */
  one: <S extends z.core.$ZodType>(path: string, schema: S, options?: ReadOptions) =>
    apiParsed('GET', path, z.nullable(schema), { ...options, empty: null }),
  /** GET a page `{ items, totalItems }`; 404 → no items. */
  paged: <S extends z.core.$ZodType>(path: string, item: S, options?: ReadOptions) =>
    apiParsed('GET', path, pagedSchema(item), { ...options, empty: { items: [], totalItems: 0 } }),
  /** GET any other answer; 404 → `empty`. */
  get: <S extends z.core.$ZodType>(path: string, schema: S, options: ReadOptions & { empty: z.output<S> }) =>
    apiParsed('GET', path, schema, options),
  post: <S extends z.core.$ZodType>(path: string, body: unknown, schema: S, options?: RequestOptions) =>
    apiParsed('POST', path, schema, { ...options, body }),
  put: <S extends z.core.$ZodType>(path: string, body: unknown, schema: S, options?: RequestOptions) =>
    apiParsed('PUT', path, schema, { ...options, body }),
  /** DELETE; the answer is not read. */
  delete: (path: string, options?: RequestOptions) => apiRequest<unknown>('DELETE', path, options),
};
