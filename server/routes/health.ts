import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The server's version: package.json's, read once. */
export const SERVER_VERSION = (
  JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }
).version;

export const healthSchema = z.object({ status: z.literal('ok'), version: z.string(), database: z.literal('ok') });
export const unhealthySchema = z.object({
  status: z.literal('unavailable'),
  version: z.string(),
  database: z.literal('unreachable'),
});

/** How long the database may take to answer `SELECT 1` before the server counts it unreachable. */
const DATABASE_TIMEOUT_MS = 2_000;

export interface HealthOptions {
  /**
   * Asks the database something trivial (app.ts: `SELECT 1` on the app-wide pool, never inside a request's
   * transaction, which this public GET has none of); rejects when it cannot.
   */
  pingDatabase: () => Promise<unknown>;
}

/**
 * `GET /api/health`: whether this process serves, for a load balancer and for the console. Public and cheap (no
 * token; one `SELECT 1`, shared by the requests that arrive while it runs): 200 `{status: 'ok'}` when the database
 * answers, 503 `{status: 'unavailable'}` when it does not (within 2 s), and 503 too once the process is shutting
 * down (Fastify answers so while it closes). The console's outbox asks it every few seconds while its sends reach
 * no server, and sends again as soon as it is 200 (src/offline/send.ts: 502/503/504 is "not reachable").
 */
export const healthRoutes: FastifyPluginAsyncZod<HealthOptions> = async (app, { pingDatabase }) => {
  let running: Promise<boolean> | undefined;
  const databaseAnswers = () =>
    (running ??= answersWithin(pingDatabase, DATABASE_TIMEOUT_MS).finally(() => {
      running = undefined;
    }));

  app.get(
    '/health',
    {
      schema: {
        security: [],
        summary: 'Whether the server serves (its database answers)',
        response: { 200: healthSchema, 503: unhealthySchema },
      },
    },
    async (_request, reply) => {
      if (await databaseAnswers()) return { status: 'ok' as const, version: SERVER_VERSION, database: 'ok' as const };
      return reply
        .code(503)
        .send({ status: 'unavailable' as const, version: SERVER_VERSION, database: 'unreachable' as const });
    },
  );
};

/** Whether `ask` resolves within `ms`. */
async function answersWithin(ask: () => Promise<unknown>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const ping = ask().then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
