import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hotelPackageAddonInputSchema, type HotelPackageAddon } from '../../contract/hotel-products.ts';
import { addonRestrictionsInputSchema } from '../../contract/restrictions.ts';
import { addonRestrictions } from '../domain/date-filters.ts';
import { notFound } from './hotel-packages.ts';
import { includedMealProblem, invalid } from '../domain/included-meal.ts';
import type { RouteDeps } from './index.ts';

const clockParam = z.object({ id: z.string().trim().min(1).max(50) });
const columns = [
  'clock_id as clockId',
  'name',
  'name_en as nameEn',
  'url',
  'description',
  'description_en as descriptionEn',
  'position',
  'unit',
  'unit_en as unitEn',
  'included_meal_description as includedMealDescription',
  'included_restaurant_fk as includedRestaurantFk',
  'included_meal_fk as includedMealFk',
] as const;

/** Hotel package add-ons with their restrictions (spec section 7, Products). */
export const addonRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const load = async (clockId?: string): Promise<HotelPackageAddon[]> => {
    let query = db.selectFrom('hotel_package_addons').select(columns).orderBy('position').orderBy('clock_id');
    if (clockId) query = query.where('clock_id', '=', clockId);
    const rows = await query.execute();
    const restrictions = await addonRestrictions(db, rows.map((r) => r.clockId));
    return rows.map((row) => ({ ...row, restrictions: restrictions.get(row.clockId) ?? [] }));
  };

  app.get('/products/hotelPackageAddon', async () => load());

  app.get('/products/hotelPackageAddon/:id', { schema: { params: clockParam } }, async (request, reply) => {
    const [addon] = await load(request.params.id);
    return addon ?? reply.code(404).send(notFound('Hotel package add-on', request.params.id));
  });

  app.post('/products/hotelPackageAddon', { schema: { body: hotelPackageAddonInputSchema } }, async (request, reply) => {
    const b = request.body;
    const mealOn = b.includedMealDescription.trim() !== '';
    const mealProblem = mealOn ? await includedMealProblem(db, b.includedRestaurantFk, b.includedMealFk) : null;
    if (mealProblem) return reply.code(400).send(invalid([mealProblem]));
    const changes = {
      name: b.name,
      name_en: b.nameEn,
      url: b.url,
      description: b.description,
      description_en: b.descriptionEn,
      position: b.position,
      unit: b.unit,
      unit_en: b.unitEn,
      included_meal_description: mealOn ? b.includedMealDescription.trim() : '',
      included_restaurant_fk: mealOn ? b.includedRestaurantFk : null,
      included_meal_fk: mealOn ? b.includedMealFk : null,
    };
    await db
      .insertInto('hotel_package_addons')
      .values({ clock_id: b.clockId, ...changes })
      .onConflict((oc) => oc.column('clock_id').doUpdateSet(changes))
      .execute();
    const [saved] = await load(b.clockId);
    return saved;
  });

  app.delete('/products/:id/hotelPackageAddon', { schema: { params: clockParam } }, async (request, reply) => {
    const deleted = await db.deleteFrom('hotel_package_addons').where('clock_id', '=', request.params.id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return reply.code(404).send(notFound('Hotel package add-on', request.params.id));
    return { clockId: request.params.id };
  });

  /** Saves an add-on's restrictions at once: new ones (id 0) inserted, changed ones updated, deleted ones removed. */
  app.post('/products/hotelPackageAddonRestrictions', { schema: { body: addonRestrictionsInputSchema } }, async (request, reply) => {
    const { clockId, restrictions } = request.body;
    const addon = await db.selectFrom('hotel_package_addons').select('clock_id').where('clock_id', '=', clockId).executeTakeFirst();
    if (!addon) return reply.code(404).send(notFound('Hotel package add-on', clockId));
    // Unknown date filters are a bad body (else a foreign-key 500); restrictions of another product are not found.
    const filterIds = new Set((await db.selectFrom('date_filters').select('id').execute()).map((f) => f.id));
    const unknownFilters = restrictions.flatMap((r, i) =>
      r.dateFilterFk !== null && !filterIds.has(r.dateFilterFk)
        ? [{ field: `body.restrictions.${i}.dateFilterFk`, message: `date filter ${r.dateFilterFk} not found` }]
        : [],
    );
    if (unknownFilters.length) return reply.code(400).send(invalid(unknownFilters));
    const ownIds = new Set((await db.selectFrom('restrictions').select('id').where('addon_fk', '=', clockId).execute()).map((r) => r.id));
    const foreign = restrictions.find((r) => r.id > 0 && !ownIds.has(r.id));
    if (foreign) return reply.code(404).send(notFound('Restriction', foreign.id));
    await db.transaction().execute(async (trx) => {
      for (const r of restrictions) {
        if (r.id > 0 && r.isDeleted) {
          await trx.deleteFrom('restrictions').where('id', '=', r.id).where('addon_fk', '=', clockId).execute();
        } else if (r.id > 0) {
          await trx
            .updateTable('restrictions')
            .set({ priority: r.priority, is_product_available: r.isProductAvailable, date_filter_fk: r.dateFilterFk, is_global: r.isGlobal })
            .where('id', '=', r.id)
            .where('addon_fk', '=', clockId)
            .execute();
        } else if (!r.isDeleted) {
          await trx
            .insertInto('restrictions')
            .values({ addon_fk: clockId, priority: r.priority, is_product_available: r.isProductAvailable, date_filter_fk: r.dateFilterFk, is_global: r.isGlobal })
            .execute();
        }
      }
    });
    return (await addonRestrictions(db, [clockId])).get(clockId) ?? [];
  });
};
