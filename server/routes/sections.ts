import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema, pagedQuerySchema, pagedSchema } from '../../contract/common.ts';
import { sectionInputSchema, sectionSchema } from '../../contract/sections.ts';
import type { RouteDeps } from '../deps.ts';
import { byParam, versioned } from '../versioned-routes.ts';
import { findSection, listSections, pagedSections, updateSection } from '../repositories/sections.ts';

/** The section a PUT sections/{id} changes. */
const aSection = versioned({ table: 'sections', key: 'id', id: byParam<number>(), load: findSection });

/** Hero sections: GET sections, GET sections/paged, PUT sections/{id}. The checkout owns the set: no insert or delete. */
export const sectionRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app) => {
  app.get(
    '/sections',
    { config: { readsTables: ['sections'] }, schema: { response: { 200: z.array(sectionSchema) } } },
    async (request) => listSections(request.db),
  );

  app.get(
    '/sections/paged',
    {
      config: { readsTables: ['sections'] },
      schema: { querystring: pagedQuerySchema, response: { 200: pagedSchema(sectionSchema) } },
    },
    async (request) => pagedSections(request.db, request.query.page, request.query.itemsPerPage),
  );

  app.put(
    '/sections/:id',
    {
      config: { versioned: aSection },
      schema: { params: idParamSchema, body: sectionInputSchema, response: { 200: sectionSchema } },
    },
    async (request) => updateSection(request.db, request.params.id, request.body),
  );
};
