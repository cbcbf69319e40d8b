import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BATCH_PATH,
  NOT_RUN_MESSAGE,
  batchRequestSchema,
  batchResponseSchema,
  type BatchResult,
} from '../../contract/batch.ts';
import { CLIENT_ID_HEADER } from '../../contract/live.ts';
import { DONE_AT_HEADER } from '../../contract/history.ts';
import { CSRF_HEADER } from './csrf.ts';
import { said, saidBody } from '../http-errors.ts';

/** What an item carries over from the batch's own request: who asks, the anti-forgery pair, which tab. */
const CARRIED = [
  'authorization',
  'cookie',
  CSRF_HEADER,
  CLIENT_ID_HEADER.toLowerCase(),
  'accept-language',
  'user-agent',
];

/**
 * `POST /api/batch` (contract/batch.ts): runs each item as the request it stands for, one after another, through the
 * whole app (`inject`: the item is authenticated, checked for the anti-forgery header, validated, and claims its
 * Idempotency-Key in its own transaction exactly as it would alone), and answers each item's status and body.
 *
 * Registered in a scope of its own, authenticated but outside the Idempotency-Key scope: the batch holds no
 * transaction of its own, so on PGlite's one connection an item never waits for the batch that runs it.
 */
export const batchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    `/${BATCH_PATH}`,
    {
      config: { unversioned: 'runs each item as the request it stands for: each is checked by its own route' },
      schema: {
        summary: 'Runs several state-changing requests, each with its own Idempotency-Key, one after another',
        body: batchRequestSchema,
        response: { 200: batchResponseSchema },
      },
    },
    async (request) => {
      const headers: Record<string, string> = {};
      for (const name of CARRIED) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const results: BatchResult[] = [];
      let failed = false;
      for (const item of request.body.requests) {
        if (failed) {
          results.push({ status: 503, body: saidBody(NOT_RUN_MESSAGE, said('batchNotRun')), replayed: false });
          continue;
        }
        const hasBody = item.body !== undefined;
        const answer = await app.inject({
          method: item.method,
          url: item.url,
          headers: {
            ...headers,
            'idempotency-key': item.idempotencyKey,
            ...(item.doneAt === undefined ? {} : { [DONE_AT_HEADER.toLowerCase()]: item.doneAt }),
            ...(hasBody ? { 'content-type': 'application/json' } : {}),
          },
          payload: hasBody ? JSON.stringify(item.body) : undefined,
        });
        if (answer.statusCode >= 500) failed = true;
        results.push({
          status: answer.statusCode,
          body: jsonBody(answer.body, answer.headers['content-type']),
          replayed: answer.headers['idempotent-replayed'] === 'true',
        });
      }
      return { results };
    },
  );
};

function jsonBody(text: string, contentType: string | string[] | number | undefined): unknown {
  if (!text) return null;
  if (typeof contentType === 'string' && contentType.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  }
  return { message: text };
}
