import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deletedIdSchema, idParamSchema } from '../../contract/common.ts';
import {
  deletedBrpProductSchema,
  includedServiceCopySchema,
  includedServiceInputSchema,
  includedServicePositionsSchema,
  includedServiceSchema,
  spaPackageGroupInputSchema,
  spaPackageGroupSchema,
  spaProductInputSchema,
  spaProductSchema,
} from '../../contract/spa.ts';
import type { RouteDeps } from '../deps.ts';
import {
  copyIncludedServices,
  deleteIncludedService,
  listIncludedServices,
  saveIncludedService,
  setIncludedServicePositions,
} from '../repositories/included-services.ts';
import {
  createGroup,
  deleteGroup,
  deleteSpaProduct,
  listGroups,
  saveSpaProduct,
  updateGroup,
} from '../repositories/spa-packages.ts';

const services = { 200: z.array(includedServiceSchema) };

/**
 * Spa packages (spec section 7, Groups and Products): the groups with their products (`products/spaPackage`), the
 * groups' own fields (`groups`) and their included services (`groups/included-services`).
 */
export const spaPackageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { catalogs }) => {
  app.get('/products/spaPackage', { schema: { response: { 200: z.array(spaPackageGroupSchema) } } }, async (request) =>
    listGroups(request.db),
  );

  app.post(
    '/products/spaPackage',
    { schema: { body: spaProductInputSchema, response: { 200: spaProductSchema } } },
    async (request) => saveSpaProduct(request.db, catalogs.spa, request.body),
  );

  app.delete(
    '/products/:id/spaPackage',
    { schema: { params: idParamSchema, response: { 200: deletedBrpProductSchema } } },
    async (request) => {
      await deleteSpaProduct(request.db, request.params.id);
      return { brpProductId: request.params.id };
    },
  );

  app.post(
    '/groups',
    { schema: { body: spaPackageGroupInputSchema, response: { 200: spaPackageGroupSchema } } },
    async (request) => createGroup(request.db, request.body),
  );

  app.put(
    '/groups/:id',
    { schema: { params: idParamSchema, body: spaPackageGroupInputSchema, response: { 200: spaPackageGroupSchema } } },
    async (request) => updateGroup(request.db, request.params.id, request.body),
  );

  app.delete(
    '/groups/:id',
    { schema: { params: idParamSchema, response: { 200: deletedIdSchema } } },
    async (request) => {
      await deleteGroup(request.db, request.params.id);
      return { id: request.params.id };
    },
  );

  app.get('/groups/:id/included-services', { schema: { params: idParamSchema, response: services } }, async (request) =>
    listIncludedServices(request.db, request.params.id),
  );

  app.post(
    '/groups/included-services',
    { schema: { body: includedServiceInputSchema, response: { 200: includedServiceSchema } } },
    async (request) => saveIncludedService(request.db, request.body),
  );

  app.delete(
    '/groups/included-services/:id',
    { schema: { params: idParamSchema, response: { 200: deletedIdSchema } } },
    async (request) => {
      await deleteIncludedService(request.db, request.params.id);
      return { id: request.params.id };
    },
  );

  app.post(
    '/groups/included-services/position',
    { schema: { body: includedServicePositionsSchema, response: services } },
    async (request) => setIncludedServicePositions(request.db, request.body),
  );

  app.post(
    '/groups/included-services/copy',
    { schema: { body: includedServiceCopySchema, response: services } },
    async (request) => copyIncludedServices(request.db, request.body.sourceId, request.body.destinationId),
  );
};
