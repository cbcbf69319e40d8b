import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema, pagedQuerySchema } from '../../contract/common.ts';
import { dateFilterInputSchema } from '../../contract/date-filters.ts';
import { dateFilterColumns } from '../domain/date-filters.ts';
import { notFound } from './hotel-packages.ts';
import type { RouteDeps } from './index.ts';

/** Date filters (spec section 7): list, paged list, insert or update, delete. */
export const dateFilterRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get('/date-filters', async () => db.selectFrom('date_filters').select(dateFilterColumns).orderBy('name').orderBy('id').execute());

  app.get('/date-filters/paged', { schema: { querystring: pagedQuerySchema } }, async (request) => {
    const { page, itemsPerPage } = request.query;
    const [items, total] = await Promise.all([
      db.selectFrom('date_filters').select(dateFilterColumns).orderBy('id').limit(itemsPerPage).offset((page - 1) * itemsPerPage).execute(),
      db.selectFrom('date_filters').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { items, totalItems: Number(total.count) };
  });

  app.post('/date-filters', { schema: { body: dateFilterInputSchema } }, async (request, reply) => {
    const { id, isAnnual, daysOfWeek, fromDate, toDate, dates, ...rest } = request.body;
    const values = {
      ...rest,
      is_annual: isAnnual,
      dates: [...new Set(dates)].sort(),
      days_of_week: [...new Set(daysOfWeek)].sort(),
      from_date: fromDate,
      to_date: toDate,
    };
    if (id) {
      const row = await db.updateTable('date_filters').set(values).where('id', '=', id).returning(dateFilterColumns).executeTakeFirst();
      return row ?? reply.code(404).send(notFound('Date filter', id));
    }
    return db.insertInto('date_filters').values(values).returning(dateFilterColumns).executeTakeFirstOrThrow();
  });

  app.delete('/date-filters/:id', { schema: { params: idParamSchema } }, async (request, reply) => {
    const used = await db.selectFrom('restrictions').select('id').where('date_filter_fk', '=', request.params.id).executeTakeFirst();
    if (used) return reply.code(409).send({ message: 'This date filter is used by a restriction: change or delete the restriction first.' });
    const deleted = await db.deleteFrom('date_filters').where('id', '=', request.params.id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return reply.code(404).send(notFound('Date filter', request.params.id));
    return { id: request.params.id };
  });
};
