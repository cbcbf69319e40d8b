import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rateSchema, SEARCH_KINDS, searchHitSchema } from '../../contract/hotel-products.ts';
import type { RouteDeps } from '../deps.ts';
import { searchHits } from '../domain/search.ts';

const excludeList = z
  .string()
  .max(5000)
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  );

/**
 * Pickers (spec section 7): `search/rates` and `search/{kind}?exclude=`. Catalogue kinds list what the hotel
 * system has and this console has not configured yet; `hotelpackageaddons`, `treatments`, `daypasses` and `fvps` are
 * ours (their pickers), beside the
 * spec's images, spapackages and hotelpackages (decision 006).
 */
export const searchRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { catalogs }) => {
  app.get(
    '/search/rates',
    {
      schema: {
        querystring: z.object({ ratePackageId: z.string().trim().min(1, 'is required'), id: z.string().optional() }),
        response: { 200: z.array(rateSchema) },
      },
    },
    async (request) =>
      catalogs.hotel
        .rates(request.query.ratePackageId)
        .filter((rate) => !request.query.id || rate.id === request.query.id),
  );

  app.get(
    '/search/:kind',
    {
      schema: {
        params: z.object({ kind: z.enum(SEARCH_KINDS) }),
        querystring: z.object({ exclude: excludeList }),
        response: { 200: z.array(searchHitSchema) },
      },
    },
    async (request) => searchHits(request.db, catalogs, request.params.kind, new Set(request.query.exclude)),
  );
};
