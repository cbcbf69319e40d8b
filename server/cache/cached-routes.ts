import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { KeptAnswer, ReadCache, ReadTicket } from './read-cache.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET route whose answer is read from these tables only (no clock, no upstream system, the same for every
     * signed-in user): its answer is kept per URL by each server process until one of them changes (server/cache).
     */
    readsTables?: readonly string[];
  }
}

const gzipped = promisify(gzip);

/**
 * Keeps the answers of the routes in `app` that say `config.readsTables` (docs/decisions/024-schedule-day-cache.md):
 * a kept answer is sent as it is (gzipped when the client takes it), after every hook before the handler (the
 * bearer token is verified on every request); a missed one is read by the handler and kept once sent, unless a
 * change of its tables came meanwhile. Every read first waits until each change committed before it has been heard
 * (`catchUp`): a write's next read has it, whichever process wrote. Register in the scope of the routes, inside the
 * authenticated one.
 */
export function registerReadCache(app: FastifyInstance, cache: ReadCache): void {
  const tickets = new WeakMap<FastifyRequest, ReadTicket>();

  app.addHook('preHandler', async (request, reply) => {
    const tables = request.routeOptions.config.readsTables;
    if (!tables || request.method !== 'GET') return;
    void reply.header('vary', 'accept-encoding');
    // Every change committed before this request is heard first: nothing kept from before it is served.
    if (!(await cache.catchUp())) return;
    const found = cache.lookUp(request.url, tables);
    if ('answer' in found) return sendKept(request, reply, found.answer);
    if (found.ticket) tickets.set(request, found.ticket);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const ticket = tickets.get(request);
    if (ticket && reply.statusCode === 200 && typeof payload === 'string') {
      tickets.delete(request);
      const json = Buffer.from(payload);
      // Not awaited: the answer goes out now; it is kept once gzipped, unless a change came in the meantime.
      gzipped(json).then(
        (zipped) => cache.keep(ticket, { json, gzip: zipped }),
        (err: unknown) => request.log.warn({ err }, 'could not gzip an answer to keep'),
      );
    }
    return payload;
  });
}

function sendKept(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer): FastifyReply {
  void reply.type('application/json; charset=utf-8');
  const encoding = request.headers['accept-encoding'];
  if (encoding && negotiate(encoding, ['gzip', 'identity']) === 'gzip')
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.json);
}
