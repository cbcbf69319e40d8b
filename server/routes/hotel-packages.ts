import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { attachAddonInputSchema, hotelPackageInputSchema, type AttachedAddon, type HotelPackage } from '../../contract/hotel-products.ts';
import { lowestPrice, seededCatalog } from '../catalog/hotel-catalog.ts';
import type { Database } from '../db/schema.ts';
import { includedMealProblem, invalid } from '../domain/included-meal.ts';
import type { RouteDeps } from './index.ts';

const clockParam = z.object({ id: z.string().trim().min(1).max(50) });

const columns = [
  'clock_id as clockId',
  'name',
  'name_en as nameEn',
  'url',
  'position',
  'image_fk as imageFk',
  'display_on_site as displayOnSite',
  'only_with_special_code as onlyWithSpecialCode',
  'intro_text as introText',
  'intro_text_en as introTextEn',
  'footer_text as footerText',
  'footer_text_en as footerTextEn',
  'description_items as descriptionItems',
  'description_items_en as descriptionItemsEn',
  'description_unique_items as descriptionUniqueItems',
  'description_unique_items_en as descriptionUniqueItemsEn',
  'price_from as priceFrom',
  'availability_rate_id as availabilityRateId',
  'availability_rate_name as availabilityRateName',
  'min_stay as minStay',
  'max_stay as maxStay',
  'included_meal_description as includedMealDescription',
  'included_restaurant_fk as includedRestaurantFk',
  'included_meal_fk as includedMealFk',
] as const;

export const notFound = (what: string, id: string | number) => ({ message: `${what} ${id} not found.` });

async function attachedAddons(db: Kysely<Database>, packageId: string): Promise<AttachedAddon[]> {
  return db
    .selectFrom('hotel_package_attached_addons as a')
    .innerJoin('hotel_package_addons as addon', 'addon.clock_id', 'a.addon_id')
    .select(['a.package_id as packageId', 'a.addon_id as addonId', 'addon.name as addonName'])
    .where('a.package_id', '=', packageId)
    .orderBy('addon.position')
    .orderBy('addon.clock_id')
    .execute();
}

/** Hotel packages (spec section 7, Products): list, one, save, delete, lowest price, attached add-ons. */
export const hotelPackageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, catalog = seededCatalog }) => {
  app.get('/products/hotelPackage', async (): Promise<HotelPackage[]> =>
    db.selectFrom('hotel_packages').select(columns).orderBy('position').orderBy('clock_id').execute(),
  );

  app.get('/products/hotelPackage/:id', { schema: { params: clockParam } }, async (request, reply) => {
    const row = await db.selectFrom('hotel_packages').select(columns).where('clock_id', '=', request.params.id).executeTakeFirst();
    return row ?? reply.code(404).send(notFound('Hotel package', request.params.id));
  });

  app.post('/products/hotelPackage', { schema: { body: hotelPackageInputSchema } }, async (request, reply) => {
    const b = request.body;
    const mealOn = b.includedMealDescription.trim() !== '';
    const mealProblem = mealOn ? await includedMealProblem(db, b.includedRestaurantFk, b.includedMealFk) : null;
    if (mealProblem) return reply.code(400).send(invalid([mealProblem]));
    if (b.imageFk !== null && !(await db.selectFrom('images').select('id').where('id', '=', b.imageFk).executeTakeFirst())) {
      return reply.code(400).send(invalid([{ field: 'body.imageFk', message: `image ${b.imageFk} not found` }]));
    }
    const values = {
      clock_id: b.clockId,
      name: b.name,
      name_en: b.nameEn,
      url: b.url,
      position: b.position,
      image_fk: b.imageFk,
      display_on_site: b.displayOnSite,
      only_with_special_code: b.onlyWithSpecialCode,
      intro_text: b.introText,
      intro_text_en: b.introTextEn,
      footer_text: b.footerText,
      footer_text_en: b.footerTextEn,
      description_items: b.descriptionItems,
      description_items_en: b.descriptionItemsEn,
      description_unique_items: b.descriptionUniqueItems,
      description_unique_items_en: b.descriptionUniqueItemsEn,
      price_from: b.priceFrom,
      availability_rate_id: b.availabilityRateId,
      availability_rate_name: b.availabilityRateName,
      min_stay: b.minStay,
      max_stay: b.maxStay,
      // The included-meal switch off: no description, no restaurant, no meal (spec section 4).
      included_meal_description: mealOn ? b.includedMealDescription.trim() : '',
      included_restaurant_fk: mealOn ? b.includedRestaurantFk : null,
      included_meal_fk: mealOn ? b.includedMealFk : null,
    };
    const { clock_id: _id, ...changes } = values;
    return db
      .insertInto('hotel_packages')
      .values(values)
      .onConflict((oc) => oc.column('clock_id').doUpdateSet(changes))
      .returning(columns)
      .executeTakeFirstOrThrow();
  });

  app.delete('/products/:id/hotelPackage', { schema: { params: clockParam } }, async (request, reply) => {
    const deleted = await db.deleteFrom('hotel_packages').where('clock_id', '=', request.params.id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return reply.code(404).send(notFound('Hotel package', request.params.id));
    return { clockId: request.params.id };
  });

  app.get('/products/hotelPackage/:id/lowestPrice', { schema: { params: clockParam } }, async (request, reply) => {
    if (catalog.rates(request.params.id).length === 0) return reply.code(404).send(notFound('Hotel package', request.params.id));
    // The hotel's today (the server runs in its time zone), not UTC's: after local midnight the window moves on.
    const now = new Date();
    const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
    return { clockId: request.params.id, ...lowestPrice(catalog, request.params.id, today) };
  });

  app.get('/products/hotelPackage/:id/addons', { schema: { params: clockParam } }, async (request, reply) => {
    const pkg = await db.selectFrom('hotel_packages').select('clock_id').where('clock_id', '=', request.params.id).executeTakeFirst();
    if (!pkg) return reply.code(404).send(notFound('Hotel package', request.params.id));
    return attachedAddons(db, request.params.id);
  });

  const attach = async (body: z.infer<typeof attachAddonInputSchema>, reply: { code: (n: number) => { send: (b: unknown) => unknown } }) => {
    const [pkg, addon] = await Promise.all([
      db.selectFrom('hotel_packages').select('clock_id').where('clock_id', '=', body.hotelPackageId).executeTakeFirst(),
      db.selectFrom('hotel_package_addons').select('clock_id').where('clock_id', '=', body.addonId).executeTakeFirst(),
    ]);
    if (!pkg) return reply.code(404).send(notFound('Hotel package', body.hotelPackageId));
    if (!addon) return reply.code(404).send(notFound('Hotel package add-on', body.addonId));
    const inserted = await db
      .insertInto('hotel_package_attached_addons')
      .values({ package_id: body.hotelPackageId, addon_id: body.addonId })
      .onConflict((oc) => oc.columns(['package_id', 'addon_id']).doNothing())
      .returning('addon_id')
      .executeTakeFirst();
    if (!inserted) return reply.code(409).send({ message: 'This add-on is already attached to the hotel package.' });
    return attachedAddons(db, body.hotelPackageId);
  };
  app.post('/products/hotelPackage/addons', { schema: { body: attachAddonInputSchema } }, async (request, reply) => attach(request.body, reply));
  app.put('/products/hotelPackage/addons', { schema: { body: attachAddonInputSchema } }, async (request, reply) => attach(request.body, reply));

  app.delete(
    '/products/hotelPackage/:id/addons/:addonId',
    { schema: { params: z.object({ id: z.string().min(1), addonId: z.string().min(1) }) } },
    async (request, reply) => {
      const deleted = await db
        .deleteFrom('hotel_package_attached_addons')
        .where('package_id', '=', request.params.id)
        .where('addon_id', '=', request.params.addonId)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return reply.code(404).send(notFound('Attached add-on', request.params.addonId));
      return attachedAddons(db, request.params.id);
    },
  );
};
