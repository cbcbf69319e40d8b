import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const healthSchema = z.object({ status: z.literal('ok') });

/**
 * `GET /api/health`: the server answers. Public and cheap (no token, no database, nothing about the setup): the
 * console's outbox asks it every few seconds while its sends reach no server, to send again as soon as one answers.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { security: [], summary: 'Whether the server answers', response: { 200: healthSchema } } }, async () => ({
    status: 'ok' as const,
  }));
};
