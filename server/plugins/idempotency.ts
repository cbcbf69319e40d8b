import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ControlledTransaction, Kysely, RawBuilder } from 'kysely';
import type { Database } from '../db/schema.ts';
import {
  claimKey,
  findKey,
  forgetOldKeys,
  isStillRunning,
  releaseKey,
  storeAnswer,
  takeOverKey,
} from '../repositories/idempotency.ts';
import { doneAtOf, nameTheWriter, originOf } from '../history/writer.ts';
import { englishOf } from '../../contract/server-codes.ts';
import { headerRefused, RetryLaterError, said, UnprocessableError } from '../http-errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set while a state-changing request runs: the one transaction its handler runs in (`request.db`), with its
     * version check (plugins/versions.ts) and, when it holds an Idempotency-Key, the claim and the stored answer.
     */
    writeTransaction?: WriteTransaction;
    /**
     * The one hook point for what must follow a write's commit (server/live/announce.ts, server/cache): runs `then`
     * once this request's writes are final, before its answer goes out: after its transaction (every state-changing
     * request holds one, Idempotency-Key or not) has committed or rolled back. A route's own onSend hook would have
     * to run after this plugin's, which commits.
     */
    afterCommit(then: () => void): void;
  }
}

/** A state-changing request's transaction, and the Idempotency-Key it claimed in it, if it sent one. */
export interface WriteTransaction {
  trx: ControlledTransaction<Database>;
  claim?: { key: string; userId: string };
}

/** What each request asked to run once its writes are final (`request.afterCommit`). */
const afterCommit = new WeakMap<FastifyRequest, Array<() => void>>();

/** Runs what the request asked to run once its writes are final: once, whichever way the request ended. */
function settle(request: FastifyRequest): void {
  const then = afterCommit.get(request);
  afterCommit.delete(request);
  for (const run of then ?? []) run();
}

/** Rolls a transaction back, never throwing: its connection may be gone, and the transaction with it. */
async function rollBack(trx: ControlledTransaction<Database>, onError: (err: unknown) => void = () => undefined) {
  await trx.rollback().execute().catch(onError);
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
export const IN_PROGRESS_MESSAGE = englishOf('idempotencyKeyInProgress');

/** What a request is, for "same key, same request?": method, URL and body. */
export function fingerprint(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/**
 * Every state-changing /api request runs in one database transaction, from its first check to its answer: a refusal
 * (4xx) or a failure rolls back all it did, version check included (docs/decisions/027-record-versions.md).
 *
 * Every state-changing /api route honours an `Idempotency-Key` header (docs/decisions/005-idempotency.md): the
 * first request with a key runs and its 2xx answer is kept (per user, `keepDays`: IDEMPOTENCY_KEEP_DAYS); a repeat with the same
 * key and request gets that answer again without running; the same key with another request gets 422. A failed
 * answer (4xx, 5xx) keeps nothing, so a retry runs anew.
 *
 * Exactly once with no window: a request that claims a key runs in one database transaction, from the claim to its
 * stored answer. `request.db` is that transaction (routes use it, never the app-wide `db`: on PGlite's one
 * connection that would wait forever); the answer is written in it in onSend, once serialized, and then it commits.
 * A crash at any point leaves either nothing (the retry runs once) or the change with its answer (the retry gets
 * the answer). Register inside the authenticated scope, before the routes.
 */
export function registerIdempotency(
  app: FastifyInstance,
  db: Kysely<Database>,
  { oneConnection, keepDays }: { oneConnection: boolean; keepDays: number },
): void {
  app.decorateRequest('afterCommit', function (this: FastifyRequest, then: () => void) {
    afterCommit.set(this, [...(afterCommit.get(this) ?? []), then]);
  });
  app.decorateRequest('db', {
    getter(this: FastifyRequest): Kysely<Database> {
      return this.writeTransaction?.trx ?? db;
    },
  });

  app.addHook('preHandler', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method)) return;
    // Every transaction a change runs in names who makes it, for the change log (server/history/writer.ts).
    const doneAt = doneAtOf(request, keepDays);
    const origin = originOf(request);
    /** Opens the request's transaction, naming the writer; with `claim`, claims its key in the same statement. */
    const begin = async (claim?: RawBuilder<boolean>) => {
      const trx = await db.startTransaction().execute();
      try {
        return { trx, taken: (await nameTheWriter(trx, request.user, { doneAt, origin }, claim)) === true };
      } catch (err) {
        await rollBack(trx);
        throw err;
      }
    };
    const raw = request.headers[HEADER];
    if (raw === undefined) {
      request.writeTransaction = { trx: (await begin()).trx };
      return;
    }
    const given = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (!given || !KEY_PATTERN.test(given)) {
      throw headerRefused('Idempotency-Key', 'field.uuid');
    }
    // One UUID in any case is one key.
    const key = given.toLowerCase();
    const userId = request.user.id;
    const hash = fingerprint(request);

    /** Keeps the transaction `open` opened if it took the key; else rolls it back. */
    const hold = async (open: () => Promise<{ trx: ControlledTransaction<Database>; taken: boolean }>) => {
      const { trx, taken } = await open();
      if (taken) {
        request.writeTransaction = { trx, claim: { key, userId } };
        return true;
      }
      await trx.rollback().execute();
      return false;
    };
    /** Claims the key; waits for a first request that holds it, up to the time left. */
    const claim = async (deadline: number): Promise<boolean | 'running'> => {
      try {
        // On one connection the first request holds it until it ends: the repeat waits for the connection, never a lock.
        return await hold(() =>
          begin(claimKey(key, userId, hash, oneConnection ? undefined : Math.max(deadline - Date.now(), 1))),
        );
      } catch (err) {
        if (isStillRunning(err)) return 'running';
        throw err;
      }
    };

    const deadline = Date.now() + WAIT_MS;
    const first = await claim(deadline);
    if (first === 'running') throw inProgress();
    if (first) {
      if (Math.random() < 0.02) {
        forgetOldKeys(db, keepDays).catch((err: unknown) =>
          request.log.warn({ err }, 'could not delete old idempotency keys'),
        );
      }
      return;
    }

    for (;;) {
      const row = await findKey(db, key, userId);
      if (!row) {
        // Released by a failed first attempt a moment ago: this one runs (unless a third request was quicker).
        const again = await claim(deadline);
        if (again === true) return;
        if (again === 'running' || Date.now() > deadline) throw inProgress();
        continue;
      }
      if (row.requestHash !== hash) {
        throw new UnprocessableError(said('idempotencyKeyReused'));
      }
      if (row.statusCode !== 0) {
        return reply
          .code(row.statusCode)
          .header('content-type', 'application/json; charset=utf-8')
          .header('idempotent-replayed', 'true')
          .send(row.responseBody);
      }
      // A committed running marker: left by a server from before the answer shared the change's transaction.
      if (
        Date.now() - Date.parse(row.createdAt) > ABANDONED_MS &&
        (await hold(async () => {
          const { trx } = await begin();
          try {
            return { trx, taken: await takeOverKey(trx, key, userId, ABANDONED_MS) };
          } catch (err) {
            await rollBack(trx);
            throw err;
          }
        }))
      ) {
        return;
      }
      if (Date.now() > deadline) throw inProgress();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  // Ends the request's transaction (commits a 2xx answer with it, else rolls it back), then runs what waits for that.
  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.writeTransaction;
    request.writeTransaction = undefined;
    try {
      if (held) await end(held, reply.statusCode, payload, request);
    } finally {
      settle(request);
    }
    return payload;
  });

  // A request that ends without an answer being sent (an aborted one) still ends its transaction.
  app.addHook('onResponse', async (request) => {
    const held = request.writeTransaction;
    request.writeTransaction = undefined;
    if (held) {
      await rollBack(held.trx, (err) => request.log.warn({ err }, 'could not roll back an unanswered request'));
    }
    settle(request);
  });
}

/** Commits the request's change, with its stored answer when it claimed a key (2xx), or rolls it back (anything else). */
async function end(
  { claim, trx }: WriteTransaction,
  statusCode: number,
  payload: unknown,
  request: FastifyRequest,
): Promise<void> {
  if (statusCode < 200 || statusCode >= 300) {
    // A refusal or a failure changes nothing and keeps nothing: the retry runs anew. When the failure was the
    // database going away, the rollback fails too (its connection is gone, and the transaction with it): the
    // answer being sent (503) stands, rather than a second error replacing it with Fastify's default one.
    await rollBack(trx, (err) =>
      request.log.warn({ err: (err as Error).message }, 'could not roll back a failed request'),
    );
    return;
  }
  try {
    if (claim && (typeof payload === 'string' || payload === null || payload === undefined)) {
      await storeAnswer(trx, claim.key, claim.userId, statusCode, typeof payload === 'string' ? payload : '');
    } else if (claim) {
      // A binary answer is not kept (none is state-changing today): the change commits, the key is let go.
      await releaseKey(trx, claim.key, claim.userId);
    }
    await trx.commit().execute();
  } catch (err) {
    // Nothing committed: the client gets an error and its retry runs anew.
    await rollBack(trx);
    throw err;
  }
}

/** The answer to a repeat whose first request is still running after WAIT_MS. */
function inProgress(): RetryLaterError {
  return new RetryLaterError(said('idempotencyKeyInProgress'), 2);
}
