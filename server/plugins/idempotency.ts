import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while this request holds an Idempotency-Key: its answer is stored for replays. */
    idempotency?: { key: string; userId: string };
  }
}

const HEADER = 'idempotency-key';
/** The outbox makes its keys with crypto.randomUUID(); any UUID (any version, any case) is accepted. */
const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A pending key older than this belongs to a request that died; a retry may take it over. */
const ABANDONED_MS = 60_000;
/**
 * How long a repeat waits for the first request with its key to finish. After that it gets 503 + Retry-After, not
 * 409: the outbox treats a 4xx as a refusal the host must see, but the first request may well succeed.
 */
const WAIT_MS = 5_000;
export const IN_PROGRESS_MESSAGE = 'A request with this Idempotency-Key is in progress.';
export const KEEP_HOURS = 24;

/** What a request is, for "same key, same request?": method, URL and body. */
export function fingerprint(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/**
 * Every state-changing /api route honours an `Idempotency-Key` header (docs/decisions/005-idempotency.md): the
 * first request with a key runs and its 2xx answer is kept (per user, at least 24 hours); a repeat with the same
 * key and request gets that answer again without running; the same key with another request gets 422. A failed
 * answer (4xx, 5xx) releases the key, so a retry runs anew. Register inside the authenticated scope.
 */
export function registerIdempotency(app: FastifyInstance, db: Kysely<Database>): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    const raw = request.headers[HEADER];
    if (raw === undefined) return;
    const given = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (!given || !KEY_PATTERN.test(given)) {
      const message = 'must be a UUID';
      return reply.code(400).send({ message: `Invalid request: header Idempotency-Key: ${message}`, errors: [{ field: 'header.Idempotency-Key', message }] });
    }
    // One UUID in any case is one key.
    const key = given.toLowerCase();
    const userId = request.user.id;
    const hash = fingerprint(request);

    if (await claim(db, key, userId, hash)) {
      request.idempotency = { key, userId };
      if (Math.random() < 0.02) {
        forgetOldKeys(db).catch((err: unknown) => request.log.warn({ err }, 'could not delete old idempotency keys'));
      }
      return;
    }

    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const row = await db
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status_code', 'response_body', 'created_at'])
        .where('key', '=', key)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (!row) {
        // Released by a failed first attempt a moment ago: this one runs (unless a third request was quicker).
        if (await claim(db, key, userId, hash)) {
          request.idempotency = { key, userId };
          return;
        }
        if (Date.now() > deadline) return inProgress(reply);
        continue;
      }
      if (row.request_hash !== hash) {
        return reply.code(422).send({ message: 'This Idempotency-Key was already used for a different request.' });
      }
      if (row.status_code !== 0) {
        return reply
          .code(row.status_code)
          .header('content-type', 'application/json; charset=utf-8')
          .header('idempotent-replayed', 'true')
          .send(row.response_body);
      }
      if (Date.now() - Date.parse(row.created_at) > ABANDONED_MS && (await takeOver(db, key, userId))) {
        request.idempotency = { key, userId };
        return;
      }
      if (Date.now() > deadline) return inProgress(reply);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = undefined;
    const where = db.updateTable('idempotency_keys').where('key', '=', held.key).where('user_id', '=', held.userId);
    if (reply.statusCode >= 200 && reply.statusCode < 300 && (typeof payload === 'string' || payload === null || payload === undefined)) {
      await where.set({ status_code: reply.statusCode, response_body: typeof payload === 'string' ? payload : '' }).execute();
    } else {
      await db.deleteFrom('idempotency_keys').where('key', '=', held.key).where('user_id', '=', held.userId).execute();
    }
    return payload;
  });
}

function inProgress(reply: FastifyReply) {
  return reply.code(503).header('retry-after', '2').send({ message: IN_PROGRESS_MESSAGE });
}

/**
 * Takes over a running marker whose request died (older than ABANDONED_MS, still running). Conditional, so of
 * several waiting repeats only one runs. If the dead request had committed before dying, its change applies twice:
 * the price of not holding a transaction open across the handler (docs/decisions/005-idempotency.md).
 */
async function takeOver(db: Kysely<Database>, key: string, userId: string): Promise<boolean> {
  const taken = await db
    .updateTable('idempotency_keys')
    .set({ created_at: sql<string>`now()` })
    .where('key', '=', key)
    .where('user_id', '=', userId)
    .where('status_code', '=', 0)
    .where('created_at', '<', sql<string>`now() - make_interval(secs => ${ABANDONED_MS / 1000})`)
    .executeTakeFirst();
  return Number(taken.numUpdatedRows) > 0;
}

/** Inserts the running marker; false when the key is already held (the primary key decides races). */
async function claim(db: Kysely<Database>, key: string, userId: string, hash: string): Promise<boolean> {
  const claimed = await db
    .insertInto('idempotency_keys')
    .values({ key, user_id: userId, request_hash: hash, status_code: 0, response_body: '' })
    .onConflict((oc) => oc.columns(['key', 'user_id']).doNothing())
    .returning('key')
    .executeTakeFirst();
  return Boolean(claimed);
}

/** Deletes keys older than KEEP_HOURS; run now and then as keys are claimed. Returns how many went. */
export async function forgetOldKeys(db: Kysely<Database>): Promise<number> {
  const deleted = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', sql<string>`now() - make_interval(hours => ${KEEP_HOURS})`)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}
