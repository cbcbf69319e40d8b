import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { reportFileName, reportLanguageQuery, reportTitle } from '../../contract/booking-report.ts';
import { reportDailyQuerySchema, reportMonthlyQuerySchema } from '../../contract/bookings.ts';
import type { RouteDeps } from '../deps.ts';
import { bookingReport, reportLanguages } from '../domain/booking-report.ts';
import { reportBookings } from '../domain/schedule.ts';
import { requireRestaurant } from '../repositories/restaurants.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Daily and monthly booking reports as spreadsheets (spec section 2, Reports), in the language the console asks for
 * (`lang`, the person's: its sheets, heads and words; English without it). The answer is an .xlsx file, not JSON:
 * these routes declare no JSON 200 schema on purpose (the zod serializer would refuse a Buffer); the OpenAPI document
 * still lists them with their query.
 */
export const reportRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app) => {
  const intlOf = await reportLanguages();

  app.get(
    '/restaurant/v2/bookings/reportDaily',
    { schema: { querystring: z.safeExtend(reportDailyQuerySchema, reportLanguageQuery) } },
    async (request, reply) => {
      const { date, restaurantId, lang } = request.query;
      const restaurant = await requireRestaurant(request.db, restaurantId);
      const file = await bookingReport({
        title: reportTitle(restaurant.name, date, date),
        bookings: await reportBookings(request.db, restaurant.id, date, date),
        summary: false,
        intl: intlOf(lang),
      });
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${reportFileName('Daily', restaurant.name)}"`)
        .send(file);
    },
  );

  app.get(
    '/restaurant/v2/bookings/reportMonthly',
    { schema: { querystring: z.safeExtend(reportMonthlyQuerySchema, reportLanguageQuery) } },
    async (request, reply) => {
      const { dateFrom, dateTo, restaurantId, lang } = request.query;
      const restaurant = await requireRestaurant(request.db, restaurantId);
      const file = await bookingReport({
        title: reportTitle(restaurant.name, dateFrom, dateTo),
        bookings: await reportBookings(request.db, restaurant.id, dateFrom, dateTo),
        summary: true,
        intl: intlOf(lang),
      });
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${reportFileName('Monthly', restaurant.name)}"`)
        .send(file);
    },
  );
};
