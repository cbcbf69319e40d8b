import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { DONE_AT_HEADER } from '../../contract/history.ts';
import { CLIENT_ID_HEADER, CLIENT_ID_PATTERN } from '../../contract/live.ts';
import { literal } from '../db/statements.ts';
import type { Database } from '../db/schema.ts';
import { headerRefused } from '../http-errors.ts';

const HEADER = DONE_AT_HEADER.toLowerCase();
/** An ISO 8601 instant with its offset, as the outbox writes it (`new Date().toISOString()`). */
const INSTANT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;
/** How far ahead of the server's clock a tablet's may be (its clock set a little fast). */
export const DONE_AT_SKEW_MS = 5 * 60_000;

/** Whether the instant's own fields are a real calendar day and clock time: no 2026-02-30, no 24:00, no +25:00. */
function isRealInstant(match: RegExpExecArray): boolean {
  const [y = 0, mo = 0, d = 0, h = 0, mi = 0, se = 0, oh = 0, om = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return mo >= 1 && mo <= 12 && d >= 1 && d <= days && h <= 23 && mi <= 59 && se <= 59 && oh <= 23 && om <= 59;
}

/**
 * When a change was made on the tablet, for one queued offline and sent later (the `Done-At` header the outbox
 * sends), or undefined. A tablet's clock is its own: the time is kept as the tablet told it, beside the server's own
 * (never instead of it). It must be a real instant, no later than the server's now (plus DONE_AT_SKEW_MS), and no
 * earlier than the Idempotency-Keys are kept (`keepDays`: the outbox never replays a change older than that as
 * new); anything else is a 400 naming the header.
 */
export function doneAtOf(request: FastifyRequest, keepDays: number): string | undefined {
  const raw = request.headers[HEADER];
  if (raw === undefined) return undefined;
  const text = (Array.isArray(raw) ? raw[0] : raw)?.trim() ?? '';
  const match = INSTANT.exec(text);
  const at = match && isRealInstant(match) ? Date.parse(text) : NaN;
  if (Number.isNaN(at)) throw headerRefused(DONE_AT_HEADER, 'field.doneAt');
  const now = Date.now();
  if (at > now + DONE_AT_SKEW_MS) throw headerRefused(DONE_AT_HEADER, 'field.notLaterThanNow');
  if (at < now - keepDays * 86_400_000) throw headerRefused(DONE_AT_HEADER, 'field.withinDays', { days: keepDays });
  return new Date(at).toISOString();
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
