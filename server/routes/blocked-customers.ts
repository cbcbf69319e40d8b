import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedIdSchema, idParamSchema, pagedSchema } from '../../contract/common.ts';
import {
  blockedCustomerInputSchema,
  blockedCustomerSchema,
  blockedCustomersQuerySchema,
} from '../../contract/blocked-customers.ts';
import type { RouteDeps } from '../deps.ts';
import { byParam, versioned } from '../versioned-routes.ts';
import {
  createBlockedCustomer,
  deleteBlockedCustomer,
  findBlockedCustomer,
  listBlockedCustomers,
  updateBlockedCustomer,
} from '../repositories/blocked-customers.ts';

/** The blocked customer a PUT or DELETE blocked-customers/{id} changes. */
const aBlockedCustomer = versioned({
  table: 'blocked_customers',
  key: 'id',
  id: byParam<number>(),
  load: findBlockedCustomer,
});

/** Blocked customers (spec section 7): GET (paged when asked), POST, PUT and DELETE blocked-customers/{id}. */
export const blockedCustomerRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app) => {
  app.get(
    '/blocked-customers',
    { schema: { querystring: blockedCustomersQuerySchema, response: { 200: pagedSchema(blockedCustomerSchema) } } },
    async (request) => listBlockedCustomers(request.db, request.query.page, request.query.itemsPerPage),
  );

  app.post(
    '/blocked-customers',
    {
      config: { unversioned: 'makes a new blocked customer' },
      schema: { body: blockedCustomerInputSchema, response: { 200: blockedCustomerSchema } },
    },
    async (request) => createBlockedCustomer(request.db, request.body),
  );

  app.put(
    '/blocked-customers/:id',
    {
      config: { versioned: aBlockedCustomer },
      schema: { params: idParamSchema, body: blockedCustomerInputSchema, response: { 200: blockedCustomerSchema } },
    },
    async (request) => updateBlockedCustomer(request.db, request.params.id, request.body),
  );

  app.delete(
    '/blocked-customers/:id',
    { config: { versioned: aBlockedCustomer }, schema: { params: idParamSchema, response: { 200: deletedIdSchema } } },
    async (request) => {
      await deleteBlockedCustomer(request.db, request.params.id);
      return { id: request.params.id };
    },
  );
};
