import type { Kysely } from 'kysely';
import type { RoomType, roomTypeInputSchema } from '../../contract/room-types.ts';
import type { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { BadRequestError, NotFoundError } from '../http-errors.ts';
import { columnMap, deleteRow, inTransaction, selection, toColumns, upsert, versionFields } from './helpers.ts';
import { existingImageIds } from './images.ts';
import { deleteAndRenumber, POSITIONED, positionToSave } from './positions.ts';

const roomType = columnMap('room_types', [
  'clockId',
  'position',
  'displayName',
  'displayNameEn',
  'description',
  'descriptionEn',
  'detailsLeft',
  'detailsLeftEn',
  'detailsRight',
  'detailsRightEn',
  'imageIds',
  ...versionFields,
]);
const columns = selection(roomType);

/** Room types (all, or one) by position, each with its images' urls. */
export async function listRoomTypes(db: Kysely<Database>, clockId?: string): Promise<RoomType[]> {
  let query = db.selectFrom('room_types').select(columns).orderBy('position').orderBy('clock_id');
  if (clockId) query = query.where('clock_id', '=', clockId);
  const [rows, images] = await Promise.all([query.execute(), db.selectFrom('images').select(['id', 'src']).execute()]);
  const src = new Map(images.map((image) => [image.id, image.src]));
  return rows.map((row) => {
    // An image deleted since is left out of both lists, so ids and urls stay paired and the room type saves again.
    const imageIds = row.imageIds.filter((id) => src.has(id));
    return { ...row, imageIds, imageUrls: imageIds.map((id) => src.get(id) ?? '') };
  });
}

/** One room type as the list answers it; undefined when there is none (a 412's `current`). */
export async function findRoomType(db: Kysely<Database>, clockId: string): Promise<RoomType | undefined> {
  return (await listRoomTypes(db, clockId)).find((r) => r.clockId === clockId);
}

/** Inserts or updates a room type by clock id; every image must exist (400 naming the field). */
export async function saveRoomType(
  db: Kysely<Database>,
  input: z.infer<typeof roomTypeInputSchema>,
): Promise<RoomType> {
  // imageIds is an array (no foreign key): the check and the write are one transaction, the images locked
  // (FOR KEY SHARE) so none is deleted between them. One deleted after is left out when read (listRoomTypes).
  await inTransaction(db, async (trx) => {
    if (
      input.imageIds.length &&
      (await existingImageIds(trx, input.imageIds, { lock: true })).size !== new Set(input.imageIds).size
    ) {
      throw new BadRequestError('body.imageIds', 'field.imageMissing');
    }
    const position = await positionToSave(trx, POSITIONED.roomTypes, input.clockId, input.position);
    await upsert(trx, 'room_types', 'clock_id', toColumns(roomType, { ...input, position }));
  });
  const [saved] = await listRoomTypes(db, input.clockId);
  if (!saved) throw new NotFoundError('Room type', input.clockId);
  return saved;
}

/** Deletes a room type; the others are numbered again without a gap. */
export async function deleteRoomType(db: Kysely<Database>, clockId: string): Promise<void> {
  await deleteAndRenumber(db, POSITIONED.roomTypes, (trx) =>
    deleteRow(trx, 'room_types', 'clock_id', clockId, 'Room type'),
  );
}
