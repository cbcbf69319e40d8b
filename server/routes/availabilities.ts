import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityInputSchema,
  availabilityListQuerySchema,
  availabilityRuleSchema,
} from '../../contract/availability.ts';
import { deletedIdSchema, idParamSchema, pagedSchema } from '../../contract/common.ts';
import { restaurantParamSchema } from '../../contract/restaurants.ts';
import type { RouteDeps } from '../deps.ts';
import { byParam, versioned } from '../versioned-routes.ts';
import { createRule, deleteRule, findRule, pagedRules, updateRule } from '../repositories/availabilities.ts';
import { requireRestaurant } from '../repositories/restaurants.ts';

/** The rule a PUT or DELETE restaurant/v2/availability/{id} changes. */
const aRule = versioned({ table: 'availability_rules', key: 'id', id: byParam<number>(), load: findRule });

/** Seat availability rules (spec section 7, Availabilities): paged list, create, update, delete. */
export const availabilityRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { live }) => {
  // A rule may apply to any day: once a write's transaction has ended (request.afterCommit), this process drops every
  // day it kept, so the writer's next read has the change even before the database's notification (migration 003)
  // has come round. Rare enough to drop them all.
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') request.afterCommit(() => live.committed('all'));
  });
  const ruleAnswer = { 200: availabilityRuleSchema };
  const listSchema = {
    params: restaurantParamSchema,
    querystring: availabilityListQuerySchema,
    response: { 200: pagedSchema(availabilityRuleSchema) },
  };
  // The spec writes the list with a trailing slash; both forms answer.
  for (const path of ['/restaurant/v2/:restaurant/availabilities', '/restaurant/v2/:restaurant/availabilities/']) {
    app.get(path, { schema: listSchema }, async (request) => {
      const restaurant = await requireRestaurant(request.db, request.params.restaurant);
      return pagedRules(request.db, restaurant.id, request.query);
    });
  }

  app.post(
    '/restaurant/v2/availability',
    { config: { unversioned: 'makes a new rule' }, schema: { body: availabilityInputSchema, response: ruleAnswer } },
    async (request) => {
      return createRule(request.db, request.body);
    },
  );

  app.put(
    '/restaurant/v2/availability/:id',
    {
      config: { versioned: aRule },
      schema: { params: idParamSchema, body: availabilityInputSchema, response: ruleAnswer },
    },
    async (request) => {
      return updateRule(request.db, request.params.id, request.body);
    },
  );

  app.delete(
    '/restaurant/v2/availability/:id',
    { config: { versioned: aRule }, schema: { params: idParamSchema, response: { 200: deletedIdSchema } } },
    async (request) => {
      await deleteRule(request.db, request.params.id);
      return { id: request.params.id };
    },
  );
};
