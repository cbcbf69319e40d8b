import { sql, type Kysely, type RawBuilder } from 'kysely';
import { literal, SENT_WITH_NEXT } from '../db/statements.ts';
import type { Database } from '../db/schema.ts';
import { columnMap, selection } from './helpers.ts';

const heldKey = columnMap('idempotency_keys', ['requestHash', 'statusCode', 'responseBody', 'createdAt']);

/** The stored state of one Idempotency-Key of one user (status 0: its first request is still running). */
export interface HeldKey {
  requestHash: string;
  statusCode: number;
  responseBody: string;
  createdAt: string;
}

export async function findKey(db: Kysely<Database>, key: string, userId: string): Promise<HeldKey | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select(selection(heldKey))
    .where('key', '=', key)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Inserts the running marker; true when claimed, false when the key is already held (the primary key decides races).
 * Evaluated in the transaction that runs the request (docs/decisions/005-idempotency.md), as part of the statement
 * that opens it (nameTheWriter): the marker is seen by others only once that commits, with the answer, and vanishes
 * if it rolls back. A repeat whose first is still running waits here for it to end, up to `waitMs` (then
 * PostgreSQL's lock_not_available, 55P03: see isStillRunning). One function call: the wait's bound, the claim and the
 * bound's end (migration 011). Its values written in (`literal`), so that the statement goes out with the `begin`.
 */
export function claimKey(key: string, userId: string, hash: string, waitMs?: number): RawBuilder<boolean> {
  const wait = waitMs === undefined ? null : `${Math.round(waitMs)}ms`;
  return sql<boolean>`claim_idempotency_key(${literal(key)}, ${literal(userId)}, ${literal(hash)}, ${literal(wait)})`;
}

/** The claim waited longer than it may for the request that holds the key (PostgreSQL's lock_not_available). */
export function isStillRunning(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: unknown }).code === '55P03';
}

/**
 * Takes over a committed running marker older than `olderThanMs` (left by a server from before the answer was
 * stored in the request's own transaction: no such marker is committed any more). Conditional, and run in the
 * transaction of the request that takes over, so of several waiting repeats only one runs.
 */
export async function takeOverKey(
  db: Kysely<Database>,
  key: string,
  userId: string,
  olderThanMs: number,
): Promise<boolean> {
  const taken = await db
    .updateTable('idempotency_keys')
    .set({ created_at: sql<string>`now()` })
    .where('key', '=', key)
    .where('user_id', '=', userId)
    .where('status_code', '=', 0)
    .where('created_at', '<', sql<string>`now() - make_interval(secs => ${olderThanMs / 1000})`)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}

/**
 * Keeps a successful answer for replays: in the request's transaction, so it commits with the change it answers. Its
 * values written in and marked SENT_WITH_NEXT: it goes out with the `commit` that follows it (statements.ts),
 * and an error of its own is the commit's.
 */
export async function storeAnswer(
  db: Kysely<Database>,
  key: string,
  userId: string,
  statusCode: number,
  body: string,
): Promise<void> {
  await sql`${sql.raw(SENT_WITH_NEXT)}UPDATE idempotency_keys
    SET status_code = ${sql.lit(Math.trunc(statusCode))}, response_body = ${literal(body)}
    WHERE key = ${literal(key)} AND user_id = ${literal(userId)}`.execute(db);
}

/** Lets the key go (a failed answer), so a retry runs anew. */
export async function releaseKey(db: Kysely<Database>, key: string, userId: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('key', '=', key).where('user_id', '=', userId).execute();
}

/**
 * Deletes keys older than `keepDays` (IDEMPOTENCY_KEEP_DAYS, docs/decisions/005-idempotency.md and 036); run now and
 * then as keys are claimed. Returns how many went.
 */
export async function forgetOldKeys(db: Kysely<Database>, keepDays: number): Promise<number> {
  const deleted = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', sql<string>`now() - make_interval(days => ${keepDays})`)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
