import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { SPECIAL_CODE_MESSAGES, specialCodeCheckQuerySchema, specialCodeInputSchema, specialCodeListQuerySchema } from '../../contract/codes.ts';
import { idParamSchema } from '../../contract/common.ts';
import { isUniqueViolation, uniqueCode } from '../domain/codes.ts';
import { notFound } from './hotel-packages.ts';
import type { RouteDeps } from './index.ts';

const columns = [
  'id',
  'special_code as specialCode',
  'type',
  'package_id as packageId',
  'active_from as activeFrom',
  'active_to as activeTo',
  'created_at as createdAt',
  'created_by as createdBy',
  'updated_at as updatedAt',
  'updated_by as updatedBy',
] as const;

/** Special codes of hotel packages (spec section 7). Uniqueness is the database's (case-insensitive index). */
export const specialCodeRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const taken = async (code: string, excludeId?: number) => {
    let query = db.selectFrom('special_codes').select('id').where(sql<string>`lower(special_code)`, '=', code.toLowerCase());
    if (excludeId) query = query.where('id', '<>', excludeId);
    return Boolean(await query.executeTakeFirst());
  };

  app.get('/specialCodes', { schema: { querystring: specialCodeListQuerySchema } }, async (request, reply) => {
    const pkg = await db.selectFrom('hotel_packages').select('clock_id').where('clock_id', '=', request.query.PackageId).executeTakeFirst();
    if (!pkg) return reply.code(404).send(notFound('Hotel package', request.query.PackageId));
    return db
      .selectFrom('special_codes')
      .select(columns)
      .where('type', '=', request.query.SpecialCodeType)
      .where('package_id', '=', request.query.PackageId)
      .orderBy('id')
      .execute();
  });

  /** true when the code is free (unique). */
  app.get('/specialCodes/checkUniqueSpecialCode', { schema: { querystring: specialCodeCheckQuerySchema } }, async (request) =>
    !(await taken(request.query.SpecialCodeToCheck, request.query.excludeId)),
  );

  app.get('/specialCodes/generate', async () => ({ code: await uniqueCode((code) => taken(code)) }));

  app.post('/specialCodes', { schema: { body: specialCodeInputSchema } }, async (request, reply) => {
    const b = request.body;
    const pkg = await db.selectFrom('hotel_packages').select('clock_id').where('clock_id', '=', b.packageId).executeTakeFirst();
    if (!pkg) return reply.code(404).send(notFound('Hotel package', b.packageId));
    try {
      return await db
        .insertInto('special_codes')
        .values({ special_code: b.specialCode, type: b.type, package_id: b.packageId, active_from: b.activeFrom, active_to: b.activeTo, created_by: request.user.name })
        .returning(columns)
        .executeTakeFirstOrThrow();
    } catch (err) {
      if (isUniqueViolation(err)) return reply.code(409).send({ message: SPECIAL_CODE_MESSAGES.taken });
      throw err;
    }
  });

  app.put('/specialCodes', { schema: { body: specialCodeInputSchema } }, async (request, reply) => {
    const b = request.body;
    if (!b.id) return reply.code(400).send({ message: 'Invalid request: body.id: is required', errors: [{ field: 'body.id', message: 'is required' }] });
    try {
      const row = await db
        .updateTable('special_codes')
        .set({ special_code: b.specialCode, active_from: b.activeFrom, active_to: b.activeTo, updated_by: request.user.name, updated_at: sql<string>`now()` })
        .where('id', '=', b.id)
        // A code stays with its package: an update naming another package finds no such code there.
        .where('package_id', '=', b.packageId)
        .returning(columns)
        .executeTakeFirst();
      return row ?? reply.code(404).send(notFound('Special code', `${b.id} of package ${b.packageId}`));
    } catch (err) {
      if (isUniqueViolation(err)) return reply.code(409).send({ message: SPECIAL_CODE_MESSAGES.taken });
      throw err;
    }
  });

  app.delete('/specialCodes/:id', { schema: { params: idParamSchema } }, async (request, reply) => {
    const deleted = await db.deleteFrom('special_codes').where('id', '=', request.params.id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return reply.code(404).send(notFound('Special code', request.params.id));
    return { id: request.params.id };
  });
};
