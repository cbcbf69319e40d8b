import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userSettingsInputSchema, userSettingsSchema } from '../../contract/user-settings.ts';
import type { RouteDeps } from '../deps.ts';
import { findUserSettings, saveUserLanguage } from '../repositories/user-settings.ts';

/** The signed-in person's own settings (decision 039): their language, kept for them whichever device they use. */
export const userSettingsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app) => {
  app.get(
    '/me/settings',
    { schema: { summary: "The signed-in person's settings", response: { 200: userSettingsSchema } } },
    async (request) => findUserSettings(request.db, request.user.id),
  );

  app.put(
    '/me/settings',
    {
      config: { unversioned: "sets one state of the person's own (a language): sent twice, it is the same" },
      schema: {
        summary: "Keeps the signed-in person's language",
        body: userSettingsInputSchema,
        response: { 200: userSettingsSchema },
      },
    },
    async (request) => saveUserLanguage(request.db, request.user.id, request.body.language),
  );
};
