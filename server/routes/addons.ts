import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clockIdParamSchema, deletedClockIdSchema } from '../../contract/common.ts';
import { hotelPackageAddonInputSchema, hotelPackageAddonSchema } from '../../contract/hotel-products.ts';
import { addonRestrictionsInputSchema, restrictionSchema } from '../../contract/restrictions.ts';
import type { RouteDeps } from '../deps.ts';
import { deleteAddon, findAddon, listAddons, saveAddon, saveRestrictionsOfAddon } from '../repositories/addons.ts';

/** Hotel package add-ons with their restrictions (spec section 7, Products). */
export const addonRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app) => {
  app.get(
    '/products/hotelPackageAddon',
    { schema: { response: { 200: z.array(hotelPackageAddonSchema) } } },
    async (request) => listAddons(request.db),
  );

  app.get(
    '/products/hotelPackageAddon/:id',
    { schema: { params: clockIdParamSchema, response: { 200: hotelPackageAddonSchema } } },
    async (request) => findAddon(request.db, request.params.id),
  );

  app.post(
    '/products/hotelPackageAddon',
    { schema: { body: hotelPackageAddonInputSchema, response: { 200: hotelPackageAddonSchema } } },
    async (request) => saveAddon(request.db, request.body),
  );

  app.delete(
    '/products/:id/hotelPackageAddon',
    { schema: { params: clockIdParamSchema, response: { 200: deletedClockIdSchema } } },
    async (request) => {
      await deleteAddon(request.db, request.params.id);
      return { clockId: request.params.id };
    },
  );

  /** Saves an add-on's restrictions at once: new ones (id 0) inserted, changed ones updated, deleted ones removed. */
  app.post(
    '/products/hotelPackageAddonRestrictions',
    { schema: { body: addonRestrictionsInputSchema, response: { 200: z.array(restrictionSchema) } } },
    async (request) => saveRestrictionsOfAddon(request.db, request.body.clockId, request.body.restrictions),
  );
};
