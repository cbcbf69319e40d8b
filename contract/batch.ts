import { z } from 'zod/mini';
import { inEnglish } from './said.ts';
import { SERVER_MESSAGES } from './server-messages.ts';

/**
 * `POST /api/batch`: several state-changing requests in one HTTP request, for the outbox's replay (a tablet back
 * online with hundreds of queued changes sends them a batch at a time, not a request each). Each item is the request
 * the console would have sent alone (method, URL, body) with its own Idempotency-Key; the server runs them one after
 * another, each exactly as if it had come alone (auth, anti-forgery, validation, its key claimed and its answer kept
 * in its own transaction), and answers each item's status and body in order. A resend of a batch whose answer was
 * lost gets each item's kept answer, as a resend alone would: an item is the same request whether it came alone or
 * in a batch (its fingerprint is its method, URL and body).
 *
 * The items of one batch are independent of each other (the outbox never puts two changes of one booking in one
 * batch): an item refused (4xx) does not stop the others. An item the server failed (5xx) does: the ones after it
 * are not run and answer 503, to be sent again.
 */
export const BATCH_PATH = 'batch';
/** At most this many items in one batch. */
export const BATCH_MAX_ITEMS = 50;

/** A URL's path segment decoded (`%62atch` → `batch`), or undefined when it does not decode. */
function decodedSegment(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** A state-changing /api URL as the console builds it (`/api/<path>?<query>`), never the batch itself. */
const itemUrl = z.string().check(
  z.maxLength(2_000),
  z.regex(/^\/api\/[A-Za-z0-9\-._~%/]+(?:\?[A-Za-z0-9\-._~%&=+,:]*)?$/, 'must be an /api URL'),
  // Compared as the server will route it: each segment decoded (`/api/%62atch` is the batch), and one that does not
  // decode, or decodes to a slash, is refused.
  z.refine((url) => {
    const segments = (url.split('?')[0] ?? '').split('/').map(decodedSegment);
    return (
      segments[2] !== BATCH_PATH &&
      !segments
        .slice(1)
        .some((segment) => segment === undefined || ['', '.', '..'].includes(segment) || segment.includes('/'))
    );
  }, 'must be an /api URL other than the batch'),
);

export const batchItemSchema = z.strictObject({
  method: z.enum(['POST', 'PUT', 'PATCH', 'DELETE']),
  url: itemUrl,
  body: z.optional(z.unknown()),
  idempotencyKey: z.uuid(),
  /** When the change was made on the tablet (ISO 8601): the item's Done-At header (contract/history.ts). */
  doneAt: z.optional(z.string().check(z.maxLength(40))),
});
export type BatchItem = z.infer<typeof batchItemSchema>;

export const batchRequestSchema = z.strictObject({
  requests: z.array(batchItemSchema).check(z.minLength(1), z.maxLength(BATCH_MAX_ITEMS)),
});
export type BatchRequest = z.infer<typeof batchRequestSchema>;

export const batchResultSchema = z.object({
  /** The item's own HTTP status, as it would have been alone. */
  status: z.number().check(z.int()),
  /** Its answer's JSON body (null when it had none). */
  body: z.unknown(),
  /** Answered from its Idempotency-Key: a request with that key had run before, and nothing ran now. */
  replayed: z.boolean(),
});
export type BatchResult = z.infer<typeof batchResultSchema>;

export const batchResponseSchema = z.object({ results: z.array(batchResultSchema) });
export type BatchResponse = z.infer<typeof batchResponseSchema>;

/** The body's message of an item not run because one before it failed (code `batchNotRun`). */
export const NOT_RUN_MESSAGE = inEnglish(SERVER_MESSAGES.batchNotRun);
