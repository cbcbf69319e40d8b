import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deletedIdSchema, idParamSchema, pagedSchema } from '../../contract/common.ts';
import {
  blockedCustomerInputSchema,
  blockedCustomerSchema,
  blockedCustomersQuerySchema,
} from '../../contract/blocked-customers.ts';
import type { RouteDeps } from '../deps.ts';
import {
  createBlockedCustomer,
  deleteBlockedCustomer,
  listBlockedCustomers,
  updateBlockedCustomer,
} from '../repositories/blocked-customers.ts';

/** Blocked customers (spec section 7): GET (paged when asked), POST, PUT and DELETE blocked-customers/{id}. */
export const blockedCustomerRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app) => {
  app.get(
    '/blocked-customers',
    { schema: { querystring: blockedCustomersQuerySchema, response: { 200: pagedSchema(blockedCustomerSchema) } } },
    async (request) => listBlockedCustomers(request.db, request.query.page, request.query.itemsPerPage),
  );

  app.post(
    '/blocked-customers',
    { schema: { body: blockedCustomerInputSchema, response: { 200: blockedCustomerSchema } } },
    async (request) => createBlockedCustomer(request.db, request.body),
  );

  app.put(
    '/blocked-customers/:id',
    { schema: { params: idParamSchema, body: blockedCustomerInputSchema, response: { 200: blockedCustomerSchema } } },
    async (request) => updateBlockedCustomer(request.db, request.params.id, request.body),
  );

  app.delete(
    '/blocked-customers/:id',
    { schema: { params: idParamSchema, response: { 200: deletedIdSchema } } },
    async (request) => {
      await deleteBlockedCustomer(request.db, request.params.id);
      return { id: request.params.id };
    },
  );
};
