import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, pagedQuerySchema } from '../../contract/common.ts';
import { imageInputSchema, type Image } from '../../contract/images.ts';
import type { RouteDeps } from './index.ts';

/** Images: GET images, GET images/paged, POST images, PUT and DELETE images/{id}. */
export const imageRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  const columns = ['id', 'name', 'name_en as nameEn', 'alt', 'alt_en as altEn', 'src'] as const;

  app.get('/images', async (): Promise<Image[]> => db.selectFrom('images').select(columns).orderBy('id').execute());

  app.get('/images/paged', { schema: { querystring: pagedQuerySchema } }, async (request) => {
    const { page, itemsPerPage } = request.query;
    const [items, total] = await Promise.all([
      db
        .selectFrom('images')
        .select(columns)
        .orderBy('id')
        .limit(itemsPerPage)
        .offset((page - 1) * itemsPerPage)
        .execute(),
      db.selectFrom('images').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { items, totalItems: Number(total.count) };
  });

  app.post('/images', { schema: { body: imageInputSchema } }, async (request) => {
    const { nameEn, altEn, ...rest } = request.body;
    return db
      .insertInto('images')
      .values({ ...rest, name_en: nameEn, alt_en: altEn })
      .returning(columns)
      .executeTakeFirstOrThrow();
  });

  app.put('/images/:id', { schema: { params: idParamSchema, body: imageInputSchema } }, async (request, reply) => {
    const { nameEn, altEn, ...rest } = request.body;
    const updated = await db
      .updateTable('images')
      .set({ ...rest, name_en: nameEn, alt_en: altEn })
      .where('id', '=', request.params.id)
      .returning(columns)
      .executeTakeFirst();
    return updated ?? reply.code(404).send({ message: `Image ${request.params.id} not found.` });
  });

  app.delete('/images/:id', { schema: { params: idParamSchema } }, async (request, reply) => {
    const deleted = await db.deleteFrom('images').where('id', '=', request.params.id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return reply.code(404).send({ message: `Image ${request.params.id} not found.` });
    return { id: request.params.id };
  });
};
