import { sql, type Kysely } from 'kysely';
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

/** Inserts the running marker; false when the key is already held (the primary key decides races). */
export async function claimKey(db: Kysely<Database>, key: string, userId: string, hash: string): Promise<boolean> {
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({ key, user_id: userId, request_hash: hash, status_code: 0, response_body: '' })
    .onConflict((oc) => oc.columns(['key', 'user_id']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return Boolean(claimed);
}

/**
 * Takes over a running marker whose request died (older than `olderThanMs`, still running). Conditional, so of
 * several waiting repeats only one runs. If the dead request had committed before dying, its change applies twice:
 * the price of not holding a transaction open across the handler (docs/decisions/005-idempotency.md).
 */
export async function takeOverKey(db: Kysely<Database>, key: string, userId: string, olderThanMs: number): Promise<boolean> {
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

/** Keeps a successful answer for replays. */
export async function storeAnswer(db: Kysely<Database>, key: string, userId: string, statusCode: number, body: string): Promise<void> {
  await db.updateTable('idempotency_keys').set({ status_code: statusCode, response_body: body }).where('key', '=', key).where('user_id', '=', userId).execute();
}

/** Lets the key go (a failed answer), so a retry runs anew. */
export async function releaseKey(db: Kysely<Database>, key: string, userId: string): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('key', '=', key).where('user_id', '=', userId).execute();
}

/** Keys are kept at least this long (docs/decisions/005-idempotency.md). */
export const KEEP_HOURS = 24;

/** Deletes keys older than KEEP_HOURS; run now and then as keys are claimed. Returns how many went. */
export async function forgetOldKeys(db: Kysely<Database>): Promise<number> {
  const deleted = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', sql<string>`now() - make_interval(hours => ${KEEP_HOURS})`)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
