import { ApiError, apiRequest } from '../api/http.ts';
import type { OutboxEntry } from './db.ts';
import type { SendOutcome } from './replayer.ts';

/**
 * Sends one outbox entry through the API client with its Idempotency-Key, a fresh token taken now (never a
 * popup: replay runs in the background) and no page reload on 401.
 */
export async function sendEntry(entry: OutboxEntry): Promise<SendOutcome> {
  try {
    const body = await apiRequest<unknown>(entry.request.method, entry.request.path, {
      query: entry.request.query,
      body: entry.request.body,
      headers: { 'Idempotency-Key': entry.key },
      interactive: false,
      unauthorized: 'throw',
    });
    return { kind: 'ok', body };
  } catch (error) {
    return classify(error);
  }
}

export function classify(error: unknown): SendOutcome {
  if (error instanceof Error && error.name === 'SignInRequiredError') return { kind: 'signInRequired' };
  if (error instanceof ApiError) {
    if (error.status === 401) return { kind: 'signInRequired' };
    if (error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) {
      return { kind: 'rejected', status: error.status, message: error.serverMessage ?? error.message };
    }
    return { kind: 'transient', message: error.message };
  }
  // fetch rejects with a TypeError when the network is down.
  return { kind: 'transient', message: error instanceof Error ? error.message : String(error) };
}
