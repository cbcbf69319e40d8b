import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isConnectionError } from '../db/pool.ts';
import { englishOf } from '../../contract/server-codes.ts';
import { BadRequestError, HttpError, said, saidBody, type ApiErrorBody, type Said } from '../http-errors.ts';

export type { ApiErrorBody } from '../http-errors.ts';

/**
 * The one place errors become answers: typed HTTP errors (server/http-errors.ts) their status and body; bad input
 * a 400 naming the field; a database out of reach (restarting, connections dropped) a 503 to retry; anything
 * unexpected a logged 500 with no detail.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      // Each issue's message is the contract's English (contract/messages.ts): its code is found from it.
      const refused = new BadRequestError(
        error.validation.map((issue) => ({
          field: [where, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
          message: issue.message ?? englishOf('field.invalid'),
        })),
      );
      return reply.code(400).send(refused.body());
    }
    // Two requests that met each other's locks (a deadlock, or a serialization failure): PostgreSQL rolled one back
    // whole; nothing of it was written, and sent again (the outbox does, with its key) it goes through.
    if (isRetryableConflict(error)) {
      request.log.warn({ code: error.code, err: error.message }, 'a write met another one and was rolled back');
      return reply
        .code(503)
        .header('retry-after', '1')
        .send(answer(said('writeRaced')));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ code: error.code, err: error.message }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '2')
        .send(answer(said('databaseUnavailable')));
    }
    // A value the database refuses as data (SQLSTATE class 22: out of range, bad date...) is bad input too: the
    // contract should have caught it, but if one slips through the client still gets a 400, never a 500.
    if (typeof error.code === 'string' && /^22[0-9A-Z]{3}$/.test(error.code)) {
      request.log.warn({ code: error.code }, 'database refused a value the contract let through');
      return reply.code(400).send(answer(said('valueOutOfRange')));
    }
    // A JSON body that does not parse (broken, empty, a `__proto__` key): a 400 naming the body, like the schema's.
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      const refused = new BadRequestError(
        'body',
        error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ? 'field.emptyBody' : 'field.invalidJson',
      );
      return reply.code(400).send(refused.body());
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      const type = JSON.stringify((request.headers['content-type'] ?? 'none').slice(0, 100));
      return reply.code(415).send(answer(said('unsupportedContentType', { type })));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (a body over the limit, a Content-Length that does not match...), in its words.
      const tooLarge = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && error.message === englishOf('bodyTooLarge');
      return reply
        .code(status)
        .send(answer(tooLarge ? said('bodyTooLarge') : said('requestRefused', { reason: error.message })));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(answer(said('internalError')));
  });
}

/** An answer's body saying a message by code. */
const answer = (message: Said): ApiErrorBody => saidBody(englishOf(message.code, message.values), message);

export const DATABASE_UNAVAILABLE = englishOf('databaseUnavailable');
export const WRITE_RACED = englishOf('writeRaced');

/** A deadlock (40P01) or a serialization failure (40001): the transaction was rolled back whole, and may be retried. */
export function isRetryableConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001';
}

/** SQLSTATEs of a database going away or not there yet: shutdown by the administrator or a crash, starting up. */
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03']);
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/**
 * An error that says the database is out of reach, not that the request is wrong: SQLSTATE class 08 (connection
 * exception), 57P01-57P03, a refused or reset socket, node-postgres' "Connection terminated" (the server closed
 * it) and "not queryable" (a connection that already failed), PGlite's "PGlite is closed", and any error the
 * connection itself emitted (db/pool.ts: a PGlite I/O failure says nothing of a connection). Once the database is
 * back the pool opens new connections by itself, so a retry succeeds.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (isConnectionError(error)) return true;
  const code = (error as { code?: unknown }).code;
  if (
    typeof code === 'string' &&
    (code.startsWith('08') || UNAVAILABLE_STATES.has(code) || UNAVAILABLE_ERRNOS.has(code))
  )
    return true;
  return /Connection terminated|is not queryable|PGlite is closed/i.test(error.message);
}
