import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedQuerySchema, pagedSchema } from '../../contract/common.ts';
import {
  deletedBrpProductSchema,
  treatmentIdParamSchema,
  treatmentInputSchema,
  treatmentSchema,
} from '../../contract/spa.ts';
import type { RouteDeps } from '../deps.ts';
import { deleteTreatment, findTreatment, pagedTreatments, saveTreatment } from '../repositories/treatments.ts';

/** Treatments (spec section 7): paged list, one by brp product id, insert or update, delete. */
export const treatmentRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { catalogs }) => {
  app.get(
    '/treatments/paged',
    { schema: { querystring: pagedQuerySchema, response: { 200: pagedSchema(treatmentSchema) } } },
    async (request) => pagedTreatments(request.db, request.query.page, request.query.itemsPerPage),
  );

  app.get(
    '/treatments/:id',
    { schema: { params: treatmentIdParamSchema, response: { 200: treatmentSchema } } },
    async (request) => findTreatment(request.db, request.params.id),
  );

  app.post(
    '/treatments',
    { schema: { body: treatmentInputSchema, response: { 200: treatmentSchema } } },
    async (request) => saveTreatment(request.db, catalogs.spa, request.body),
  );

  app.delete(
    '/treatments/:id',
    { schema: { params: treatmentIdParamSchema, response: { 200: deletedBrpProductSchema } } },
    async (request) => ({
      brpProductId: await deleteTreatment(request.db, request.params.id),
    }),
  );
};
