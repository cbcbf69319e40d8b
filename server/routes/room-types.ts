import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clockIdParamSchema, deletedClockIdSchema } from '../../contract/common.ts';
import { roomTypeInputSchema, roomTypeSchema } from '../../contract/room-types.ts';
import type { RouteDeps } from '../deps.ts';
import { byBody, byParam, versioned } from '../versioned-routes.ts';
import { deleteRoomType, findRoomType, listRoomTypes, saveRoomType } from '../repositories/room-types.ts';

/** The room type a save (by body.clockId: none there yet makes it) or a delete (by path id) changes. */
const savedRoomType = versioned({
  table: 'room_types',
  key: 'clock_id',
  id: byBody<string>('clockId'),
  load: findRoomType,
});
const deletedRoomType = versioned({ table: 'room_types', key: 'clock_id', id: byParam<string>(), load: findRoomType });

/** Room types (spec section 7): list sorted by position with up to 5 images, save by clockId, delete. */
export const roomTypeRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app) => {
  app.get(
    '/roomtype',
    { config: { readsTables: ['room_types', 'images'] }, schema: { response: { 200: z.array(roomTypeSchema) } } },
    async (request) => listRoomTypes(request.db),
  );

  app.post(
    '/roomtype',
    { config: { versioned: savedRoomType }, schema: { body: roomTypeInputSchema, response: { 200: roomTypeSchema } } },
    async (request) => saveRoomType(request.db, request.body),
  );

  app.delete(
    '/roomtype/:id',
    {
      config: { versioned: deletedRoomType },
      schema: { params: clockIdParamSchema, response: { 200: deletedClockIdSchema } },
    },
    async (request) => {
      await deleteRoomType(request.db, request.params.id);
      return { clockId: request.params.id };
    },
  );
};
