import { BATCH_PATH, batchResponseSchema, type BatchItem, type BatchResult } from '../../contract/batch.ts';
import { apiParsed, apiRequest, apiStatus, apiUrl } from '../api/http.ts';
import { ApiError } from '../api/api-errors.ts';
import { IDEMPOTENCY_KEY_HEADER } from '../api/write-keys.ts';
import { DONE_AT_HEADER } from '../../contract/history.ts';
import type { OutboxEntry } from './db.ts';
import { NO_ANSWER, type SendOutcome } from './send-outcome.ts';

/** When the entry was taken on this tablet, as the Done-At header says it. */
const doneAt = (entry: OutboxEntry) => new Date(entry.createdAt).toISOString();

/**
 * Sends one outbox entry through the API client with its Idempotency-Key, a fresh token taken now (never a
 * popup: replay runs in the background) and no page reload on 401.
 */
export async function sendEntry(entry: OutboxEntry): Promise<SendOutcome> {
  try {
    const body = await apiRequest<unknown>(entry.request.method, entry.request.path, {
      query: entry.request.query,
      body: entry.request.body,
      // When the host did it on this tablet: the change log keeps it beside the server's time (contract/history.ts).
      headers: { [IDEMPOTENCY_KEY_HEADER]: entry.key, [DONE_AT_HEADER]: doneAt(entry) },
      interactive: false,
      unauthorized: 'throw',
    });
    return { kind: 'ok', body };
  } catch (error) {
    return classify(error);
  }
}

/**
 * Sends several outbox entries in one request (`POST /api/batch`, contract/batch.ts): each as the request it would
 * be alone, with its own Idempotency-Key, and each answered with its own outcome. Resolves `undefined` when the
 * server will not take the batch itself (it has no such route, or refuses its shape): send the entries one at a
 * time then, each with its true outcome; a refusal of the batch is never taken for a refusal of its entries.
 */
export async function sendEntries(entries: readonly OutboxEntry[]): Promise<SendOutcome[] | undefined> {
  const requests: BatchItem[] = entries.map((entry) => ({
    method: entry.request.method,
    url: apiUrl(entry.request.path, entry.request.query),
    body: entry.request.body,
    idempotencyKey: entry.key,
    doneAt: doneAt(entry),
  }));
  try {
    const { results } = await apiParsed('POST', BATCH_PATH, batchResponseSchema, {
      body: { requests },
      interactive: false,
      unauthorized: 'throw',
    });
    if (results.length !== entries.length) return undefined;
    return results.map(itemOutcome);
  } catch (error) {
    const outcome = classify(error);
    if (outcome.kind === 'rejected') return undefined;
    return entries.map(() => outcome);
  }
}

/** One item's answer, classified as the same answer alone would be; the server answered it, so it is reachable. */
function itemOutcome({ status, body }: BatchResult): SendOutcome {
  if (status === 200) return { kind: 'ok', body };
  const problem = (body ?? {}) as { message?: unknown };
  const message = typeof problem.message === 'string' ? problem.message : undefined;
  const outcome = classify(new ApiError(status, message, [], undefined, body ?? undefined));
  return outcome.kind === 'transient' ? { ...outcome, unreachable: false } : outcome;
}

/**
 * Whether a server answers now: GET /api/health (public, cheap). Any answer but a gateway's 502/503/504 counts (an
 * older server without the route answers 404: it is there).
 */
export async function probeServer(): Promise<boolean> {
  const status = await apiStatus('health');
  return status !== undefined && !GATEWAY_DOWN.has(status);
}

export { NO_ANSWER } from './send-outcome.ts';

/** What a gateway answers when the server behind it is down or not answering. */
const GATEWAY_DOWN = new Set([502, 503, 504]);

export function classify(error: unknown): SendOutcome {
  if (error instanceof Error && error.name === 'SignInRequiredError') return { kind: 'signInRequired' };
  if (error instanceof ApiError) {
    if (error.status === 401) return { kind: 'signInRequired' };
    if (error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) {
      return {
        kind: 'rejected',
        status: error.status,
        message: error.serverMessage ?? error.message,
        ...(error.details === undefined ? {} : { details: error.details }),
      };
    }
    // 408, 429, 500: the server answered (it is there, just not now); 502/503/504: it is not reachable.
    return { kind: 'transient', message: error.message, unreachable: GATEWAY_DOWN.has(error.status) };
  }
  // An answer that does not match the contract came from the server: reachable, but not accepted as sent.
  if (error instanceof Error && error.name === 'ContractError')
    return { kind: 'transient', message: error.message, unreachable: false };
  // fetch rejects (a TypeError, "Failed to fetch") when the network or the server is down: say it as the host would.
  return { kind: 'transient', message: NO_ANSWER, unreachable: true };
}
