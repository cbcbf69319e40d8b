import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deletedIdSchema, idParamSchema, pagedQuerySchema, pagedSchema } from '../../contract/common.ts';
import { imageInputSchema, imageSchema } from '../../contract/images.ts';
import type { RouteDeps } from '../deps.ts';
import { byParam, versioned } from '../versioned-routes.ts';
import { createImage, deleteImage, findImage, listImages, pagedImages, updateImage } from '../repositories/images.ts';

/** What the image lists are read from. */
const IMAGE_TABLES = ['images'];

/** The image a PUT or DELETE images/{id} changes. */
const anImage = versioned({ table: 'images', key: 'id', id: byParam<number>(), load: findImage });

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

  app.post(
    '/images',
    {
      config: { unversioned: 'makes a new image' },
      schema: { body: imageInputSchema, response: { 200: imageSchema } },
    },
    async (request) => createImage(request.db, request.body),
  );

  app.put(
    '/images/:id',
    {
      config: { versioned: anImage },
      schema: { params: idParamSchema, body: imageInputSchema, response: { 200: imageSchema } },
    },
    async (request) => updateImage(request.db, request.params.id, request.body),
  );

  app.delete(
    '/images/:id',
    { config: { versioned: anImage }, schema: { params: idParamSchema, response: { 200: deletedIdSchema } } },
    async (request) => {
      await deleteImage(request.db, request.params.id);
      return { id: request.params.id };
    },
  );
};
