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
import { byBody, byParam, versioned } from '../versioned-routes.ts';
import {
  copyIncludedServices,
  deleteIncludedService,
  findIncludedService,
  listIncludedServices,
  saveIncludedService,
  setIncludedServicePositions,
} from '../repositories/included-services.ts';
import {
  createGroup,
  deleteGroup,
  deleteSpaProduct,
  listGroups,
  readGroup,
  readSpaProduct,
  saveSpaProduct,
  updateGroup,
} from '../repositories/spa-packages.ts';

const services = { 200: z.array(includedServiceSchema) };

/** The group a PUT or DELETE groups/{id} changes. */
const aGroup = versioned({ table: 'spa_package_groups', key: 'id', id: byParam<number>(), load: readGroup });
/** The spa product POST products/spaPackage saves (insert or update by brpProductId) or DELETE products/{id}/spaPackage deletes. */
const aSpaProduct = {
  table: 'spa_products',
  key: 'brp_product_id',
  load: readSpaProduct,
} as const;
/** The included service a POST groups/included-services changes (id 0: a new one) or DELETE .../{id} deletes. */
const anIncludedService = {
  table: 'included_services',
  key: 'id',
  load: findIncludedService,
} as const;

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
    {
      config: { versioned: versioned({ ...aSpaProduct, id: byBody<number>('brpProductId') }) },
      schema: { body: spaProductInputSchema, response: { 200: spaProductSchema } },
    },
    async (request) => saveSpaProduct(request.db, catalogs.spa, request.body),
  );

  app.delete(
    '/products/:id/spaPackage',
    {
      config: { versioned: versioned({ ...aSpaProduct, id: byParam<number>() }) },
      schema: { params: idParamSchema, response: { 200: deletedBrpProductSchema } },
    },
    async (request) => {
      await deleteSpaProduct(request.db, request.params.id);
      return { brpProductId: request.params.id };
    },
  );

  app.post(
    '/groups',
    {
      config: { unversioned: 'makes a new group' },
      schema: { body: spaPackageGroupInputSchema, response: { 200: spaPackageGroupSchema } },
    },
    async (request) => createGroup(request.db, request.body),
  );

  app.put(
    '/groups/:id',
    {
      config: { versioned: aGroup },
      schema: { params: idParamSchema, body: spaPackageGroupInputSchema, response: { 200: spaPackageGroupSchema } },
    },
    async (request) => updateGroup(request.db, request.params.id, request.body),
  );

  app.delete(
    '/groups/:id',
    { config: { versioned: aGroup }, schema: { params: idParamSchema, response: { 200: deletedIdSchema } } },
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
    {
      config: { versioned: versioned({ ...anIncludedService, id: byBody<number>('id') }) },
      schema: { body: includedServiceInputSchema, response: { 200: includedServiceSchema } },
    },
    async (request) => saveIncludedService(request.db, request.body),
  );

  app.delete(
    '/groups/included-services/:id',
    {
      config: { versioned: versioned({ ...anIncludedService, id: byParam<number>() }) },
      schema: { params: idParamSchema, response: { 200: deletedIdSchema } },
    },
    async (request) => {
      await deleteIncludedService(request.db, request.params.id);
      return { id: request.params.id };
    },
  );

  app.post(
    '/groups/included-services/position',
    {
      config: {
        // The body lists services by id, naming no group: there is no one record to version. It writes only their
        // order, never their texts (an edit sends no position and keeps its place), so no text is overwritten; two
        // reorders at once are last-wins on the order alone, which the list shows as it is.
        unversioned: 'writes only the order of services (their positions), never their content',
      },
      schema: { body: includedServicePositionsSchema, response: services },
    },
    async (request) => setIncludedServicePositions(request.db, request.body),
  );

  app.post(
    '/groups/included-services/copy',
    {
      config: { unversioned: 'makes new services (copies appended to the destination group); changes none' },
      schema: { body: includedServiceCopySchema, response: services },
    },
    async (request) => copyIncludedServices(request.db, request.body.sourceId, request.body.destinationId),
  );
};
