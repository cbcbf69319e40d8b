import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  generatedCodeSchema,
  specialCodeCheckQuerySchema,
  specialCodeInputSchema,
  specialCodeListQuerySchema,
  specialCodeSchema,
} from '../../contract/codes.ts';
import { deletedIdSchema, idParamSchema } from '../../contract/common.ts';
import type { RouteDeps } from '../deps.ts';
import { uniqueCode } from '../domain/codes.ts';
import { BadRequestError } from '../http-errors.ts';
import { byBody, byParam, versioned } from '../versioned-routes.ts';
import {
  createSpecialCode,
  deleteSpecialCode,
  findSpecialCode,
  listSpecialCodes,
  specialCodeTaken,
  updateSpecialCode,
} from '../repositories/special-codes.ts';

const codeAnswer = { 200: specialCodeSchema };

/** The code a PUT (by body.id) or a DELETE (by path id) changes. */
const updatedCode = versioned({ table: 'special_codes', key: 'id', id: byBody<number>('id'), load: findSpecialCode });
const deletedCode = versioned({ table: 'special_codes', key: 'id', id: byParam<number>(), load: findSpecialCode });

/** Special codes of hotel packages (spec section 7). Uniqueness is the database's (case-insensitive index). */
export const specialCodeRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app) => {
  app.get(
    '/specialCodes',
    { schema: { querystring: specialCodeListQuerySchema, response: { 200: z.array(specialCodeSchema) } } },
    async (request) => listSpecialCodes(request.db, request.query.SpecialCodeType, request.query.PackageId),
  );

  /** true when the code is free (unique). */
  app.get(
    '/specialCodes/checkUniqueSpecialCode',
    { schema: { querystring: specialCodeCheckQuerySchema, response: { 200: z.boolean() } } },
    async (request) => !(await specialCodeTaken(request.db, request.query.SpecialCodeToCheck, request.query.excludeId)),
  );

  app.get('/specialCodes/generate', { schema: { response: { 200: generatedCodeSchema } } }, async (request) => ({
    code: await uniqueCode((code) => specialCodeTaken(request.db, code)),
  }));

  app.post(
    '/specialCodes',
    {
      config: { unversioned: 'makes a new special code (a body id is not read)' },
      schema: { body: specialCodeInputSchema, response: codeAnswer },
    },
    async (request) => createSpecialCode(request.db, request.body, request.user.name),
  );

  app.put(
    '/specialCodes',
    { config: { versioned: updatedCode }, schema: { body: specialCodeInputSchema, response: codeAnswer } },
    async (request) => {
      if (!request.body.id) throw new BadRequestError('body.id', 'field.required');
      return updateSpecialCode(request.db, request.body.id, request.body, request.user.name);
    },
  );

  app.delete(
    '/specialCodes/:id',
    { config: { versioned: deletedCode }, schema: { params: idParamSchema, response: { 200: deletedIdSchema } } },
    async (request) => {
      await deleteSpecialCode(request.db, request.params.id);
      return { id: request.params.id };
    },
  );
};
