import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deletedIdSchema, idParamSchema, pagedQuerySchema, pagedSchema } from '../../contract/common.ts';
import { dateFilterInputSchema, dateFilterSchema } from '../../contract/date-filters.ts';
import type { RouteDeps } from '../deps.ts';
import { byBody, byParam, versioned } from '../versioned-routes.ts';
import {
  deleteDateFilter,
  findDateFilter,
  listDateFilters,
  pagedDateFilters,
  saveDateFilter,
} from '../repositories/date-filters.ts';

/** The date filter a POST date-filters changes (by its body's id; none: a new one) or DELETE date-filters/{id} deletes. */
const aDateFilter = { table: 'date_filters', key: 'id', load: findDateFilter } as const;

/** Date filters (spec section 7): list, paged list, insert or update, delete. */
export const dateFilterRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app) => {
  app.get(
    '/date-filters',
    { config: { readsTables: ['date_filters'] }, schema: { response: { 200: z.array(dateFilterSchema) } } },
    async (request) => listDateFilters(request.db),
  );

  app.get(
    '/date-filters/paged',
    {
      config: { readsTables: ['date_filters'] },
      schema: { querystring: pagedQuerySchema, response: { 200: pagedSchema(dateFilterSchema) } },
    },
    async (request) => pagedDateFilters(request.db, request.query.page, request.query.itemsPerPage),
  );

  app.post(
    '/date-filters',
    {
      config: { versioned: versioned({ ...aDateFilter, id: byBody<number>('id') }) },
      schema: { body: dateFilterInputSchema, response: { 200: dateFilterSchema } },
    },
    async (request) => saveDateFilter(request.db, request.body),
  );

  app.delete(
    '/date-filters/:id',
    {
      config: { versioned: versioned({ ...aDateFilter, id: byParam<number>() }) },
      schema: { params: idParamSchema, response: { 200: deletedIdSchema } },
    },
    async (request) => {
      await deleteDateFilter(request.db, request.params.id);
      return { id: request.params.id };
    },
  );
};
