import type { FastifyRequest } from 'fastify';
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
import { byBody, versioned } from '../versioned-routes.ts';
import {
  deleteDictionaryEntry,
  findDictionaryEntry,
  listDictionary,
  saveDictionaryEntry,
} from '../repositories/dictionary.ts';

const anEntry = { table: 'dictionary_entries', key: 'key', load: findDictionaryEntry } as const;
const byKey = byBody<string>('key');
/**
 * The entry a POST string-editor changes, by key. A new one (`isNew`, the console's Add) names none: it changes no
 * entry, and a key already taken is its 409 (the repository's), not a missing version.
 */
const savedKey = (request: FastifyRequest) =>
  (request.body as { isNew?: boolean }).isNew ? undefined : byKey(request);

/** String editor, the translation dictionary (spec section 7): list, add or edit by key, delete by a `{ key }` body. */
export const stringEditorRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app) => {
  app.get(
    '/string-editor',
    { schema: { querystring: dictionaryListQuerySchema, response: { 200: z.array(dictionaryEntrySchema) } } },
    async (request) => listDictionary(request.db, { sorted: request.query.sort === 'true' }),
  );

  app.post(
    '/string-editor',
    {
      config: { versioned: versioned({ ...anEntry, id: savedKey }) },
      schema: { body: dictionaryEntryInputSchema, response: { 200: dictionaryEntrySchema } },
    },
    async (request) => saveDictionaryEntry(request.db, request.body),
  );

  app.delete(
    '/string-editor',
    {
      config: { versioned: versioned({ ...anEntry, id: byKey }) },
      schema: { body: dictionaryKeyBodySchema, response: { 200: deletedKeySchema } },
    },
    async (request) => {
      await deleteDictionaryEntry(request.db, request.body.key);
      return { key: request.body.key };
    },
  );
};
