import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { roomTypeInputSchema, type RoomType } from '../../contract/room-types.ts';
import type { Database } from '../db/schema.ts';
import { notFound } from './hotel-packages.ts';
import type { RouteDeps } from './index.ts';

async function loadRoomTypes(db: Kysely<Database>, clockId?: string): Promise<RoomType[]> {
  let query = db.selectFrom('room_types').selectAll().orderBy('position').orderBy('clock_id');
  if (clockId) query = query.where('clock_id', '=', clockId);
  const [rows, images] = await Promise.all([query.execute(), db.selectFrom('images').select(['id', 'src']).execute()]);
  const src = new Map(images.map((image) => [image.id, image.src]));
  return rows.map((row) => {
    // An image deleted since is left out of both lists, so ids and urls stay paired and the room type saves again.
    const imageIds = row.image_ids.filter((id) => src.has(id));
    return {
      clockId: row.clock_id,
      position: row.position,
      displayName: row.display_name,
      displayNameEn: row.display_name_en,
      description: row.description,
      descriptionEn: row.description_en,
      detailsLeft: row.details_left,
      detailsLeftEn: row.details_left_en,
      detailsRight: row.details_right,
      detailsRightEn: row.details_right_en,
      imageIds,
      imageUrls: imageIds.map((id) => src.get(id) ?? ''),
    };
  });
}

/** Room types (spec section 7): list sorted by position with up to 5 images, save by clockId, delete. */
export const roomTypeRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get('/roomtype', async () => loadRoomTypes(db));

  app.post('/roomtype', { schema: { body: roomTypeInputSchema } }, async (request, reply) => {
    const b = request.body;
    if (b.imageIds.length) {
      const found = await db.selectFrom('images').select('id').where('id', 'in', b.imageIds).execute();
      if (found.length !== new Set(b.imageIds).size) {
        return reply.code(400).send({ message: 'Invalid request: body.imageIds: an image does not exist', errors: [{ field: 'body.imageIds', message: 'an image does not exist' }] });
      }
    }
    const changes = {
      position: b.position,
      display_name: b.displayName,
      display_name_en: b.displayNameEn,
      description: b.description,
      description_en: b.descriptionEn,
      details_left: b.detailsLeft,
      details_left_en: b.detailsLeftEn,
      details_right: b.detailsRight,
      details_right_en: b.detailsRightEn,
      image_ids: b.imageIds,
    };
    await db
      .insertInto('room_types')
      .values({ clock_id: b.clockId, ...changes })
      .onConflict((oc) => oc.column('clock_id').doUpdateSet(changes))
      .execute();
    return (await loadRoomTypes(db, b.clockId))[0];
  });

  app.delete('/roomtype/:id', { schema: { params: z.object({ id: z.string().trim().min(1).max(50) }) } }, async (request, reply) => {
    const deleted = await db.deleteFrom('room_types').where('clock_id', '=', request.params.id).executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) return reply.code(404).send(notFound('Room type', request.params.id));
    return { clockId: request.params.id };
  });
};
