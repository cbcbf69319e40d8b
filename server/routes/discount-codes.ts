import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attachPackageInputSchema,
  discountCodeInputSchema,
  discountCodeSchema,
  generatedCodeSchema,
} from '../../contract/codes.ts';
import { coerceInt, deletedIdSchema, idParamSchema } from '../../contract/common.ts';
import type { RouteDeps } from '../deps.ts';
import { uniqueCode } from '../domain/codes.ts';
import { BadRequestError } from '../http-errors.ts';
import { byBody, byParam, versioned } from '../versioned-routes.ts';
import {
  attachPackage,
  deleteDiscountCode,
  detachPackage,
  discountCodeTaken,
  listDiscountCodes,
  loadDiscountCode,
  saveDiscountCode,
} from '../repositories/discount-codes.ts';

const codeId = coerceInt({ min: 1 });
const codeAnswer = { 200: discountCodeSchema };

/** The code a PUT (by body.id) or a DELETE (by path id) changes. */
const updatedCode = versioned({ table: 'discount_codes', key: 'id', id: byBody<number>('id'), load: loadDiscountCode });
const deletedCode = versioned({ table: 'discount_codes', key: 'id', id: byParam<number>(), load: loadDiscountCode });

/** Discount codes and the hotel packages they apply to (spec section 7). */
export const discountCodeRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app) => {
  app.get('/discount-codes', { schema: { response: { 200: z.array(discountCodeSchema) } } }, async (request) =>
    listDiscountCodes(request.db),
  );
  app.get('/discount-codes/generate', { schema: { response: { 200: generatedCodeSchema } } }, async (request) => ({
    code: await uniqueCode((code) => discountCodeTaken(request.db, code)),
  }));

  // POST inserts; PUT updates the code with body.id.
  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/discount-codes',
      config:
        method === 'PUT'
          ? { versioned: updatedCode }
          : { unversioned: 'makes a new discount code (a body id is not read)' },
      schema: { body: discountCodeInputSchema, response: codeAnswer },
      handler: async (request) => {
        const id = method === 'PUT' ? request.body.id : undefined;
        if (method === 'PUT' && !id) throw new BadRequestError('body.id', 'field.required');
        return saveDiscountCode(request.db, request.body, request.user.name, id);
      },
    });
  }

  app.delete(
    '/discount-codes/:id',
    { config: { versioned: deletedCode }, schema: { params: idParamSchema, response: { 200: deletedIdSchema } } },
    async (request) => {
      await deleteDiscountCode(request.db, request.params.id);
      return { id: request.params.id };
    },
  );

  app.post(
    '/discount-codes/:codeId/hotel-packages',
    {
      config: { unversioned: 'adds a link of a code to a hotel package: adding it again is a 409' },
      schema: { params: z.object({ codeId }), body: attachPackageInputSchema, response: codeAnswer },
    },
    async (request) => attachPackage(request.db, request.params.codeId, request.body.hotelPackageId),
  );

  app.delete(
    '/discount-codes/:codeId/hotel-packages/:hotelPackageId',
    {
      config: { unversioned: 'removes a link of a code to a hotel package: removing it again is a 404' },
      schema: { params: z.object({ codeId, hotelPackageId: z.string().min(1) }), response: codeAnswer },
    },
    async (request) => detachPackage(request.db, request.params.codeId, request.params.hotelPackageId),
  );
};
