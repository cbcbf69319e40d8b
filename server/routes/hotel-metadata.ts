import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hotelMetadataInputSchema, hotelMetadataSchema } from '../../contract/hotel-metadata.ts';
import type { RouteDeps } from '../deps.ts';
import { getHotelMetadata, saveHotelMetadata } from '../repositories/hotel-metadata.ts';

/** Hotel metadata (spec section 7): GET and PUT hotelmetadata, the whole object. */
export const hotelMetadataRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app) => {
  app.get('/hotelmetadata', { schema: { response: { 200: hotelMetadataSchema } } }, async (request) =>
    getHotelMetadata(request.db),
  );

  app.put(
    '/hotelmetadata',
    { schema: { body: hotelMetadataInputSchema, response: { 200: hotelMetadataSchema } } },
    async (request) => saveHotelMetadata(request.db, request.body),
  );
};
