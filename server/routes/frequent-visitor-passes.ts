import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../contract/common.ts';
import {
  deletedBrpProductSchema,
  frequentVisitorPassInputSchema,
  frequentVisitorPassSchema,
} from '../../contract/spa.ts';
import type { RouteDeps } from '../deps.ts';
import { byBody, byParam, versioned } from '../versioned-routes.ts';
import { frequentVisitorPasses } from '../repositories/spa-pass-kinds.ts';
import { deletePass, findPass, listPasses, passReader, savePass } from '../repositories/spa-passes.ts';

/** Frequent visitor passes (spec section 7, Products: the pattern of products/daypass; `{id}` is the brp product id). */
/** The pass a POST products/fvp saves (insert or update by brpProductId) or DELETE products/{id}/fvp deletes. */
const aPass = {
  table: 'frequent_visitor_passes',
  key: 'brp_product_id',
  load: passReader(frequentVisitorPasses),
} as const;

export const frequentVisitorPassRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { catalogs }) => {
  app.get('/products/fvp', { schema: { response: { 200: z.array(frequentVisitorPassSchema) } } }, async (request) =>
    listPasses(request.db, frequentVisitorPasses),
  );

  app.get(
    '/products/fvp/:id',
    { schema: { params: idParamSchema, response: { 200: frequentVisitorPassSchema } } },
    async (request) => findPass(request.db, frequentVisitorPasses, request.params.id),
  );

  app.post(
    '/products/fvp',
    {
      config: { versioned: versioned({ ...aPass, id: byBody<number>('brpProductId') }) },
      schema: { body: frequentVisitorPassInputSchema, response: { 200: frequentVisitorPassSchema } },
    },
    async (request) => savePass(request.db, frequentVisitorPasses, catalogs.spa.frequentVisitorPasses(), request.body),
  );

  app.delete(
    '/products/:id/fvp',
    {
      config: { versioned: versioned({ ...aPass, id: byParam<number>() }) },
      schema: { params: idParamSchema, response: { 200: deletedBrpProductSchema } },
    },
    async (request) => {
      await deletePass(request.db, frequentVisitorPasses, request.params.id);
      return { brpProductId: request.params.id };
    },
  );
};
