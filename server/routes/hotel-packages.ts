import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clockIdParamSchema, deletedClockIdSchema } from '../../contract/common.ts';
import {
  attachAddonInputSchema,
  attachedAddonSchema,
  hotelPackageInputSchema,
  hotelPackageSchema,
  lowestPriceSchema,
} from '../../contract/hotel-products.ts';
import type { RouteDeps } from '../deps.ts';
import { packageLowestPrice, withPriceFrom } from '../domain/lowest-price.ts';
import { byBody, byParam, versioned } from '../versioned-routes.ts';
import {
  attachAddon,
  attachedAddons,
  deletePackage,
  detachAddon,
  findPackage,
  listPackages,
  loadPackage,
  requirePackage,
  savePackage,
} from '../repositories/hotel-packages.ts';

const attachedAnswer = { 200: z.array(attachedAddonSchema) };

/** The package a save (by body.clockId: none there yet makes it) or a delete (by path id) changes. */
const savedPackage = versioned({
  table: 'hotel_packages',
  key: 'clock_id',
  id: byBody<string>('clockId'),
  load: loadPackage,
});
const deletedPackage = versioned({
  table: 'hotel_packages',
  key: 'clock_id',
  id: byParam<string>(),
  load: loadPackage,
});

/** Hotel packages (spec section 7, Products): list, one, save, delete, lowest price, attached add-ons. */
export const hotelPackageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { catalogs }) => {
  app.get('/products/hotelPackage', { schema: { response: { 200: z.array(hotelPackageSchema) } } }, async (request) =>
    (await listPackages(request.db)).map((p) => withPriceFrom(catalogs.hotel, p)),
  );

  app.get(
    '/products/hotelPackage/:id',
    { schema: { params: clockIdParamSchema, response: { 200: hotelPackageSchema } } },
    async (request) => withPriceFrom(catalogs.hotel, await findPackage(request.db, request.params.id)),
  );

  app.post(
    '/products/hotelPackage',
    {
      config: { versioned: savedPackage },
      schema: { body: hotelPackageInputSchema, response: { 200: hotelPackageSchema } },
    },
    async (request) => withPriceFrom(catalogs.hotel, await savePackage(request.db, request.body)),
  );

  app.delete(
    '/products/:id/hotelPackage',
    {
      config: { versioned: deletedPackage },
      schema: { params: clockIdParamSchema, response: { 200: deletedClockIdSchema } },
    },
    async (request) => {
      await deletePackage(request.db, request.params.id);
      return { clockId: request.params.id };
    },
  );

  app.get(
    '/products/hotelPackage/:id/lowestPrice',
    { schema: { params: clockIdParamSchema, response: { 200: lowestPriceSchema } } },
    async (request) => packageLowestPrice(catalogs.hotel, request.params.id),
  );

  app.get(
    '/products/hotelPackage/:id/addons',
    { schema: { params: clockIdParamSchema, response: attachedAnswer } },
    async (request) => {
      await requirePackage(request.db, request.params.id);
      return attachedAddons(request.db, request.params.id);
    },
  );

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/products/hotelPackage/addons',
      config: { unversioned: 'adds a link of a package to an add-on: adding it again is a 409' },
      schema: { body: attachAddonInputSchema, response: attachedAnswer },
      handler: async (request) => attachAddon(request.db, request.body.hotelPackageId, request.body.addonId),
    });
  }

  app.delete(
    '/products/hotelPackage/:id/addons/:addonId',
    {
      config: { unversioned: 'removes a link of a package to an add-on: removing it again is a 404' },
      schema: { params: z.object({ id: z.string().min(1), addonId: z.string().min(1) }), response: attachedAnswer },
    },
    async (request) => detachAddon(request.db, request.params.id, request.params.addonId),
  );
};
