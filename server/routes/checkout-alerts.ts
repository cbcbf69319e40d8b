import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  checkoutAlertInputSchema,
  checkoutAlertListQuerySchema,
  checkoutAlertSchema,
} from '../../contract/checkout-alerts.ts';
import { deletedIdSchema, idParamSchema, pagedSchema } from '../../contract/common.ts';
import type { RouteDeps } from '../deps.ts';
import { byParam, versioned } from '../versioned-routes.ts';
import {
  createCheckoutAlert,
  deleteCheckoutAlert,
  findCheckoutAlert,
  listCheckoutAlerts,
  updateCheckoutAlert,
  type Stamp,
} from '../repositories/checkout-alerts.ts';

const alertAnswer = { 200: checkoutAlertSchema };
/** The alert a PUT or DELETE checkout-alerts/{id} changes. */
const anAlert = versioned({ table: 'checkout_alerts', key: 'id', id: byParam<number>(), load: findCheckoutAlert });
/** The signed-in user and this server's clock (spec: created and updated at/by are the server's, never the client's). */
const stamp = (request: FastifyRequest): Stamp => ({ by: request.user.name, at: new Date() });

/** Checkout alerts (spec section 7, under the API's kebab-case area names): list (paged or whole), insert, update, delete. */
export const checkoutAlertRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app) => {
  app.get(
    '/checkout-alerts',
    { schema: { querystring: checkoutAlertListQuerySchema, response: { 200: pagedSchema(checkoutAlertSchema) } } },
    async (request) => listCheckoutAlerts(request.db, request.query.page, request.query.itemsPerPage),
  );

  app.post(
    '/checkout-alerts',
    {
      config: { unversioned: 'makes a new alert' },
      schema: { body: checkoutAlertInputSchema, response: alertAnswer },
    },
    async (request) => createCheckoutAlert(request.db, request.body, stamp(request)),
  );

  app.put(
    '/checkout-alerts/:id',
    {
      config: { versioned: anAlert },
      schema: { params: idParamSchema, body: checkoutAlertInputSchema, response: alertAnswer },
    },
    async (request) => updateCheckoutAlert(request.db, request.params.id, request.body, stamp(request)),
  );

  app.delete(
    '/checkout-alerts/:id',
    { config: { versioned: anAlert }, schema: { params: idParamSchema, response: { 200: deletedIdSchema } } },
    async (request) => {
      await deleteCheckoutAlert(request.db, request.params.id);
      return { id: request.params.id };
    },
  );
};
