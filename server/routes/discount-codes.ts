import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type Kysely } from 'kysely';
import { z } from 'zod';
import { DISCOUNT_CODE_MESSAGES, attachPackageInputSchema, discountCodeInputSchema, type DiscountCode } from '../../contract/codes.ts';
import { idParamSchema } from '../../contract/common.ts';
import type { Database } from '../db/schema.ts';
import { isUniqueViolation, uniqueCode } from '../domain/codes.ts';
import { notFound } from './hotel-packages.ts';
import type { RouteDeps } from './index.ts';

async function loadCodes(db: Kysely<Database>, id?: number): Promise<DiscountCode[]> {
  let query = db
    .selectFrom('discount_codes')
    .select([
      'id',
      'code',
      'amount',
      'active_from as activeFrom',
      'active_to as activeTo',
      'days_of_week as daysOfWeek',
      'use_count as useCount',
      'created_at as createdAt',
      'created_by as createdBy',
      'updated_at as updatedAt',
      'updated_by as updatedBy',
    ])
    .orderBy('id');
  if (id) query = query.where('id', '=', id);
  const [codes, links] = await Promise.all([
    query.execute(),
    db
      .selectFrom('discount_code_hotel_packages as l')
      .innerJoin('hotel_packages as p', 'p.clock_id', 'l.hotel_package_id')
      .select(['l.discount_code_id', 'p.clock_id as clockId', 'p.name'])
      .orderBy('p.position')
      .execute(),
  ]);
  return codes.map((code) => ({
    ...code,
    hotelPackages: links.filter((l) => l.discount_code_id === code.id).map(({ clockId, name }) => ({ clockId, name })),
  }));
}

/** Discount codes and the hotel packages they apply to (spec section 7). */
export const discountCodeRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const taken = async (code: string) =>
    Boolean(await db.selectFrom('discount_codes').select('id').where(sql<string>`lower(code)`, '=', code.toLowerCase()).executeTakeFirst());

  app.get('/discount-codes', async () => loadCodes(db));
  app.get('/discount-codes/generate', async () => ({ code: await uniqueCode(taken) }));

  const save = async (b: z.infer<typeof discountCodeInputSchema>, user: string, id?: number) => {
    const values = { code: b.code, amount: b.amount, active_from: b.activeFrom, active_to: b.activeTo, days_of_week: [...new Set(b.daysOfWeek)].sort() };
    if (id) {
      const row = await db.updateTable('discount_codes').set({ ...values, updated_by: user, updated_at: sql<string>`now()` }).where('id', '=', id).returning('id').executeTakeFirst();
      return row?.id;
    }
    const row = await db.insertInto('discount_codes').values({ ...values, created_by: user }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  };

  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method,
      url: '/discount-codes',
      schema: { body: discountCodeInputSchema },
      handler: async (request, reply) => {
        const id = method === 'PUT' ? request.body.id : undefined;
        if (method === 'PUT' && !id) {
          return reply.code(400).send({ message: 'Invalid request: body.id: is required', errors: [{ field: 'body.id', message: 'is required' }] });
        }
        try {
          const saved = await save(request.body, request.user.name, id);
          if (!saved) return reply.code(404).send(notFound('Discount code', id ?? 0));
          return (await loadCodes(db, saved))[0];
        } catch (err) {
          if (isUniqueViolation(err)) return reply.code(409).send({ message: DISCOUNT_CODE_MESSAGES.taken });
          throw err;
        }
      },
    });
  }

  app.delete('/discount-codes/:id', { schema: { params: idParamSchema } }, async (request, reply) => {
    const deleted = await db.deleteFrom('discount_codes').where('id', '=', request.params.id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return reply.code(404).send(notFound('Discount code', request.params.id));
    return { id: request.params.id };
  });

  app.post(
    '/discount-codes/:codeId/hotel-packages',
    { schema: { params: z.object({ codeId: z.coerce.number().int().positive() }), body: attachPackageInputSchema } },
    async (request, reply) => {
      const { codeId } = request.params;
      const { hotelPackageId } = request.body;
      const [code, pkg] = await Promise.all([
        db.selectFrom('discount_codes').select('id').where('id', '=', codeId).executeTakeFirst(),
        db.selectFrom('hotel_packages').select('clock_id').where('clock_id', '=', hotelPackageId).executeTakeFirst(),
      ]);
      if (!code) return reply.code(404).send(notFound('Discount code', codeId));
      if (!pkg) return reply.code(404).send(notFound('Hotel package', hotelPackageId));
      const inserted = await db
        .insertInto('discount_code_hotel_packages')
        .values({ discount_code_id: codeId, hotel_package_id: hotelPackageId })
        .onConflict((oc) => oc.columns(['discount_code_id', 'hotel_package_id']).doNothing())
        .returning('hotel_package_id')
        .executeTakeFirst();
      if (!inserted) return reply.code(409).send({ message: DISCOUNT_CODE_MESSAGES.attached });
      return (await loadCodes(db, codeId))[0];
    },
  );

  app.delete(
    '/discount-codes/:codeId/hotel-packages/:hotelPackageId',
    { schema: { params: z.object({ codeId: z.coerce.number().int().positive(), hotelPackageId: z.string().min(1) }) } },
    async (request, reply) => {
      const deleted = await db
        .deleteFrom('discount_code_hotel_packages')
        .where('discount_code_id', '=', request.params.codeId)
        .where('hotel_package_id', '=', request.params.hotelPackageId)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) return reply.code(404).send(notFound('Attached hotel package', request.params.hotelPackageId));
      return (await loadCodes(db, request.params.codeId))[0];
    },
  );
};
