import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clockIdParamSchema, deletedClockIdSchema } from '../../contract/common.ts';
import { roomTypeInputSchema, roomTypeSchema } from '../../contract/room-types.ts';
import type { RouteDeps } from '../deps.ts';
import { deleteRoomType, listRoomTypes, saveRoomType } from '../repositories/room-types.ts';

/** Room types (spec section 7): list sorted by position with up to 5 images, save by clockId, delete. */
export const roomTypeRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app) => {
  app.get(
    '/roomtype',
    { config: { readsTables: ['room_types', 'images'] }, schema: { response: { 200: z.array(roomTypeSchema) } } },
    async (request) => listRoomTypes(request.db),
  );

  app.post('/roomtype', { schema: { body: roomTypeInputSchema, response: { 200: roomTypeSchema } } }, async (request) =>
    saveRoomType(request.db, request.body),
  );

  app.delete(
    '/roomtype/:id',
    { schema: { params: clockIdParamSchema, response: { 200: deletedClockIdSchema } } },
    async (request) => {
      await deleteRoomType(request.db, request.params.id);
      return { clockId: request.params.id };
    },
  );
};
