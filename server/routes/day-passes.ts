import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../contract/common.ts';
import { dayPassInputSchema, dayPassSchema, deletedBrpProductSchema } from '../../contract/spa.ts';
import type { RouteDeps } from '../deps.ts';
import { byBody, byParam, versioned } from '../versioned-routes.ts';
import { dayPasses } from '../repositories/spa-pass-kinds.ts';
import { deletePass, findPass, listPasses, passReader, savePass } from '../repositories/spa-passes.ts';

/** Day passes with their restrictions and included services (spec section 7, Products; `{id}` is the brp product id). */
/** The pass a POST products/daypass saves (insert or update by brpProductId) or DELETE products/{id}/daypass deletes. */
const aPass = {
  table: 'day_passes',
  key: 'brp_product_id',
  load: passReader(dayPasses),
} as const;

export const dayPassRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { catalogs }) => {
  app.get('/products/daypass', { schema: { response: { 200: z.array(dayPassSchema) } } }, async (request) =>
    listPasses(request.db, dayPasses),
  );

  app.get(
    '/products/daypass/:id',
    { schema: { params: idParamSchema, response: { 200: dayPassSchema } } },
    async (request) => findPass(request.db, dayPasses, request.params.id),
  );

  /** Insert or update by brpProductId, with its restrictions and included services, all at once. */
  app.post(
    '/products/daypass',
    {
      config: { versioned: versioned({ ...aPass, id: byBody<number>('brpProductId') }) },
      schema: { body: dayPassInputSchema, response: { 200: dayPassSchema } },
    },
    async (request) => savePass(request.db, dayPasses, catalogs.spa.dayPasses(), request.body),
  );

  app.delete(
    '/products/:id/daypass',
    {
      config: { versioned: versioned({ ...aPass, id: byParam<number>() }) },
      schema: { params: idParamSchema, response: { 200: deletedBrpProductSchema } },
    },
    async (request) => {
      await deletePass(request.db, dayPasses, request.params.id);
      return { brpProductId: request.params.id };
    },
  );
};
