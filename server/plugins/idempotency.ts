import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { claimKey, findKey, forgetOldKeys, releaseKey, storeAnswer, takeOverKey } from '../repositories/idempotency.ts';

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

    if (await claimKey(db, key, userId, hash)) {
      request.idempotency = { key, userId };
      if (Math.random() < 0.02) {
        forgetOldKeys(db).catch((err: unknown) => request.log.warn({ err }, 'could not delete old idempotency keys'));
      }
      return;
    }

    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const row = await findKey(db, key, userId);
      if (!row) {
        // Released by a failed first attempt a moment ago: this one runs (unless a third request was quicker).
        if (await claimKey(db, key, userId, hash)) {
          request.idempotency = { key, userId };
          return;
        }
        if (Date.now() > deadline) return inProgress(reply);
        continue;
      }
      if (row.requestHash !== hash) {
        return reply.code(422).send({ message: 'This Idempotency-Key was already used for a different request.' });
      }
      if (row.statusCode !== 0) {
        return reply
          .code(row.statusCode)
          .header('content-type', 'application/json; charset=utf-8')
          .header('idempotent-replayed', 'true')
          .send(row.responseBody);
      }
      if (Date.now() - Date.parse(row.createdAt) > ABANDONED_MS && (await takeOverKey(db, key, userId, ABANDONED_MS))) {
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
    if (reply.statusCode >= 200 && reply.statusCode < 300 && (typeof payload === 'string' || payload === null || payload === undefined)) {
      await storeAnswer(db, held.key, held.userId, reply.statusCode, typeof payload === 'string' ? payload : '');
    } else {
      await releaseKey(db, held.key, held.userId);
    }
    return payload;
  });
}

function inProgress(reply: FastifyReply) {
  return reply.code(503).header('retry-after', '2').send({ message: IN_PROGRESS_MESSAGE });
}
