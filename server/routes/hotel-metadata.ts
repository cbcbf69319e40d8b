import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hotelMetadataInputSchema, hotelMetadataSchema } from '../../contract/hotel-metadata.ts';
import type { RouteDeps } from '../deps.ts';
import { versioned } from '../versioned-routes.ts';
import { findHotelMetadata, getHotelMetadata, ROW_ID, saveHotelMetadata } from '../repositories/hotel-metadata.ts';

/** The one row a save changes (before the first save there is none: that save makes it, with no If-Match). */
const theMetadata = versioned({
  table: 'hotel_metadata',
  key: 'id',
  id: () => ROW_ID,
  load: findHotelMetadata,
});

/** Hotel metadata (spec section 7): GET and PUT hotelmetadata, the whole object. */
export const hotelMetadataRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app) => {
  app.get('/hotelmetadata', { schema: { response: { 200: hotelMetadataSchema } } }, async (request) =>
    getHotelMetadata(request.db),
  );

  app.put(
    '/hotelmetadata',
    {
      config: { versioned: theMetadata },
      schema: { body: hotelMetadataInputSchema, response: { 200: hotelMetadataSchema } },
    },
    async (request) => saveHotelMetadata(request.db, request.body),
  );
};
