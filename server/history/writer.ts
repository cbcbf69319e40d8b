import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { DONE_AT_HEADER } from '../../contract/history.ts';
import { CLIENT_ID_HEADER, CLIENT_ID_PATTERN } from '../../contract/live.ts';
import { literal } from '../db/statements.ts';
import type { Database } from '../db/schema.ts';
import { BadRequestError } from '../http-errors.ts';

const HEADER = DONE_AT_HEADER.toLowerCase();
/** An ISO 8601 instant with its offset, as the outbox writes it (`new Date().toISOString()`). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * When a change was made on the tablet, for one queued offline and sent later (the `Done-At` header the outbox
 * sends), or undefined. Anything but an instant is a 400 naming the header. A tablet's clock is its own: the time is
 * kept as the tablet told it, beside the server's own (never instead of it).
 */
export function doneAtOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[HEADER];
  if (raw === undefined) return undefined;
  const text = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  if (!INSTANT.test(text) || Number.isNaN(Date.parse(text))) {
    const message = 'must be the time the change was made, e.g. "2026-11-26T18:05:00.000Z"';
    throw new BadRequestError(
      [{ field: `header.${DONE_AT_HEADER}`, message }],
      `Invalid request: header ${DONE_AT_HEADER}: ${message}`,
    );
  }
  return new Date(text).toISOString();
}

/** The tab a request comes from (X-Client-Id), when it says so in the expected shape. */
export function originOf(request: FastifyRequest): string | undefined {
  const value = request.headers[CLIENT_ID_HEADER.toLowerCase()];
  return typeof value === 'string' && CLIENT_ID_PATTERN.test(value) ? value : undefined;
}

/**
 * Names who changes what in a request's transaction, for the change log's triggers (migrations/007-change-log.sql):
 * the person from the verified token, and when the change was made on a tablet if it says so; and the tab it comes
 * from, for the bookings' announcements (migration 010: the live events name it). `also`: an expression evaluated in
 * the same statement (one round trip less: the idempotency plugin's claim), whose value is returned; with no
 * parameters in it, the statement goes out with the transaction's `begin`.
 */
export async function nameTheWriter<T = undefined>(
  trx: Kysely<Database>,
  who: { id: string; name: string },
  { doneAt, origin }: { doneAt?: string; origin?: string },
  also?: RawBuilder<T>,
): Promise<T | undefined> {
  // Values written in, no parameters: the statement goes out with the transaction's `begin` (statements.ts).
  const { rows } = await sql<{ also: T }>`SELECT set_config('app.user_id', ${literal(who.id)}, true),
    set_config('app.user_name', ${literal(who.name)}, true), set_config('app.done_at', ${literal(doneAt ?? '')}, true),
    set_config('app.origin', ${literal(origin ?? '')}, true), ${also ?? sql`NULL`} AS also`.execute(trx);
  return rows[0]?.also ?? undefined;
}
