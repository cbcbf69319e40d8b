import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deletedKeySchema,
  dictionaryEntryInputSchema,
  dictionaryEntrySchema,
  dictionaryKeyBodySchema,
  dictionaryListQuerySchema,
} from '../../contract/dictionary.ts';
import type { RouteDeps } from '../deps.ts';
import { deleteDictionaryEntry, listDictionary, saveDictionaryEntry } from '../repositories/dictionary.ts';

/** String editor, the translation dictionary (spec section 7): list, add or edit by key, delete by a `{ key }` body. */
export const stringEditorRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app) => {
  app.get(
    '/string-editor',
    { schema: { querystring: dictionaryListQuerySchema, response: { 200: z.array(dictionaryEntrySchema) } } },
    async (request) => listDictionary(request.db, { sorted: request.query.sort === 'true' }),
  );

  app.post(
    '/string-editor',
    { schema: { body: dictionaryEntryInputSchema, response: { 200: dictionaryEntrySchema } } },
    async (request) => saveDictionaryEntry(request.db, request.body),
  );

  app.delete(
    '/string-editor',
    { schema: { body: dictionaryKeyBodySchema, response: { 200: deletedKeySchema } } },
    async (request) => {
      await deleteDictionaryEntry(request.db, request.body.key);
      return { key: request.body.key };
    },
  );
};
