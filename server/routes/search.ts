import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SEARCH_KINDS, type SearchHit } from '../../contract/hotel-products.ts';
import { seededCatalog } from '../catalog/hotel-catalog.ts';
import type { RouteDeps } from './index.ts';

const excludeList = z
  .string()
  .max(5000)
  .default('')
  .transform((v) => v.split(',').map((id) => id.trim()).filter(Boolean));

/**
 * Pickers (spec section 7): `search/rates` and `search/{kind}?exclude=`. Catalogue kinds list what the hotel
 * system has and this console has not configured yet; `hotelpackageaddons` is ours (the add-on picker), beside the
 * spec's images, spapackages and hotelpackages (decision 006).
 */
export const searchRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, catalog = seededCatalog }) => {
  app.get(
    '/search/rates',
    { schema: { querystring: z.object({ ratePackageId: z.string().trim().min(1, 'is required'), id: z.string().optional() }) } },
    async (request) => catalog.rates(request.query.ratePackageId).filter((rate) => !request.query.id || rate.id === request.query.id),
  );

  app.get(
    '/search/:kind',
    { schema: { params: z.object({ kind: z.enum(SEARCH_KINDS) }), querystring: z.object({ exclude: excludeList }) } },
    async (request): Promise<SearchHit[]> => {
      const exclude = new Set(request.query.exclude);
      switch (request.params.kind) {
        case 'images': {
          const rows = await db.selectFrom('images').select(['id', 'name', 'name_en as nameEn', 'src']).orderBy('id').execute();
          return rows.filter((row) => !exclude.has(String(row.id)));
        }
        case 'spapackages': {
          const rows = await db.selectFrom('spa_package_groups').select(['id', 'name', 'name_en as nameEn']).orderBy('position').execute();
          return rows.filter((row) => !exclude.has(String(row.id)));
        }
        case 'hotelpackages': {
          const configured = new Set((await db.selectFrom('hotel_packages').select('clock_id').execute()).map((r) => r.clock_id));
          return catalog
            .packages()
            .filter((p) => !configured.has(p.clockId) && !exclude.has(p.clockId))
            .map((p) => ({ id: p.clockId, name: p.name, nameEn: p.nameEn }));
        }
        case 'hotelpackageaddons': {
          const configured = new Set((await db.selectFrom('hotel_package_addons').select('clock_id').execute()).map((r) => r.clock_id));
          return catalog
            .addons()
            .filter((a) => !configured.has(a.clockId) && !exclude.has(a.clockId))
            .map((a) => ({ id: a.clockId, name: a.name, nameEn: a.nameEn }));
        }
      }
    },
  );
};
