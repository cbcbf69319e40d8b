import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deletedIdSchema, idParamSchema, pagedQuerySchema, pagedSchema } from '../../contract/common.ts';
import { imageInputSchema, imageSchema } from '../../contract/images.ts';
import type { RouteDeps } from '../deps.ts';
import { createImage, deleteImage, listImages, pagedImages, updateImage } from '../repositories/images.ts';

/** What the image lists are read from. */
const IMAGE_TABLES = ['images'];

/** Images: GET images, GET images/paged, POST images, PUT and DELETE images/{id}. */
export const imageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app) => {
  app.get(
    '/images',
    { config: { readsTables: IMAGE_TABLES }, schema: { response: { 200: z.array(imageSchema) } } },
    async (request) => listImages(request.db),
  );

  app.get(
    '/images/paged',
    {
      config: { readsTables: IMAGE_TABLES },
      schema: { querystring: pagedQuerySchema, response: { 200: pagedSchema(imageSchema) } },
    },
    async (request) => pagedImages(request.db, request.query.page, request.query.itemsPerPage),
  );

  app.post('/images', { schema: { body: imageInputSchema, response: { 200: imageSchema } } }, async (request) =>
    createImage(request.db, request.body),
  );

  app.put(
    '/images/:id',
    { schema: { params: idParamSchema, body: imageInputSchema, response: { 200: imageSchema } } },
    async (request) => updateImage(request.db, request.params.id, request.body),
  );

  app.delete(
    '/images/:id',
    { schema: { params: idParamSchema, response: { 200: deletedIdSchema } } },
    async (request) => {
      await deleteImage(request.db, request.params.id);
      return { id: request.params.id };
    },
  );
};
