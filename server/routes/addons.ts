import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clockIdParamSchema, deletedClockIdSchema } from '../../contract/common.ts';
import { hotelPackageAddonInputSchema, hotelPackageAddonSchema } from '../../contract/hotel-products.ts';
import { addonRestrictionsInputSchema, restrictionSchema } from '../../contract/restrictions.ts';
import type { RouteDeps } from '../deps.ts';
import { byBody, byParam, versioned } from '../versioned-routes.ts';
import {
  deleteAddon,
  findAddon,
  listAddons,
  loadAddon,
  saveAddon,
  saveRestrictionsOfAddon,
} from '../repositories/addons.ts';

/**
 * The add-on a save (by body.clockId: none there yet makes it), a save of its restrictions (they are part of the
 * add-on: body.clockId) or a delete (by path id) changes.
 */
const savedAddon = versioned({
  table: 'hotel_package_addons',
  key: 'clock_id',
  id: byBody<string>('clockId'),
  load: loadAddon,
});
const deletedAddon = versioned({
  table: 'hotel_package_addons',
  key: 'clock_id',
  id: byParam<string>(),
  load: loadAddon,
});

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
    {
      config: { versioned: savedAddon },
      schema: { body: hotelPackageAddonInputSchema, response: { 200: hotelPackageAddonSchema } },
    },
    async (request) => saveAddon(request.db, request.body),
  );

  app.delete(
    '/products/:id/hotelPackageAddon',
    {
      config: { versioned: deletedAddon },
      schema: { params: clockIdParamSchema, response: { 200: deletedClockIdSchema } },
    },
    async (request) => {
      await deleteAddon(request.db, request.params.id);
      return { clockId: request.params.id };
    },
  );

  /**
   * Saves an add-on's restrictions at once: new ones (id 0) inserted, changed ones updated, deleted ones removed.
   * They are part of the add-on: the save moves the add-on's version on (its answer, the restrictions, does not
   * carry it: the add-on read after it does).
   */
  app.post(
    '/products/hotelPackageAddonRestrictions',
    {
      config: { versioned: savedAddon },
      schema: { body: addonRestrictionsInputSchema, response: { 200: z.array(restrictionSchema) } },
    },
    async (request) => saveRestrictionsOfAddon(request.db, request.body.clockId, request.body.restrictions),
  );
};
