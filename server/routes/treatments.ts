import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pagedQuerySchema, pagedSchema } from '../../contract/common.ts';
import {
  deletedBrpProductSchema,
  treatmentIdParamSchema,
  treatmentInputSchema,
  treatmentSchema,
} from '../../contract/spa.ts';
import type { RouteDeps } from '../deps.ts';
import { byBody, versioned } from '../versioned-routes.ts';
import {
  brpIdOf,
  deleteTreatment,
  findTreatment,
  pagedTreatments,
  readTreatment,
  saveTreatment,
} from '../repositories/treatments.ts';

const aTreatment = { table: 'treatments', key: 'brp_product_id', load: readTreatment } as const;
/**
 * The treatment DELETE treatments/{id} deletes: `{id}` is any text (contract/spa.ts), and one that is not a brp
 * product id names no treatment (the delete answers 404).
 */
const byUrlId = (request: FastifyRequest) => brpIdOf((request.params as { id: string }).id) ?? undefined;

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
    {
      config: { versioned: versioned({ ...aTreatment, id: byBody<number>('brpProductId') }) },
      schema: { body: treatmentInputSchema, response: { 200: treatmentSchema } },
    },
    async (request) => saveTreatment(request.db, catalogs.spa, request.body),
  );

  app.delete(
    '/treatments/:id',
    {
      config: { versioned: versioned({ ...aTreatment, id: byUrlId }) },
      schema: { params: treatmentIdParamSchema, response: { 200: deletedBrpProductSchema } },
    },
    async (request) => ({
      brpProductId: await deleteTreatment(request.db, request.params.id),
    }),
  );
};
