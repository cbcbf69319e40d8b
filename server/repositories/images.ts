import { sql, type Kysely } from 'kysely';
import type { Paged } from '../../contract/common.ts';
import type { Image, ImageInput } from '../../contract/images.ts';
import type { Database } from '../db/schema.ts';
import { BadRequestError, ConflictError, NotFoundError, said, type Said } from '../http-errors.ts';
import { columnMap, findRow, inTransaction, pagedList, selection, toColumns, versionFields } from './helpers.ts';

const image = columnMap('images', ['id', 'name', 'nameEn', 'alt', 'altEn', 'src', ...versionFields]);
const columns = selection(image);

/** One image as the lists answer it; undefined when there is none. */
export const findImage = (db: Kysely<Database>, id: number) =>
  findRow<'images', Image>(db, 'images', 'id', id, columns);

export async function listImages(db: Kysely<Database>): Promise<Image[]> {
  return db.selectFrom('images').select(columns).orderBy('id').execute();
}

export async function pagedImages(db: Kysely<Database>, page: number, perPage: number): Promise<Paged<Image>> {
  return pagedList(db.selectFrom('images'), (q) => q.select(columns).orderBy('id'), page, perPage);
}

export async function createImage(db: Kysely<Database>, input: ImageInput): Promise<Image> {
  return db.insertInto('images').values(toColumns(image, input)).returning(columns).executeTakeFirstOrThrow();
}

export async function updateImage(db: Kysely<Database>, id: number, input: ImageInput): Promise<Image> {
  const row = await db
    .updateTable('images')
    .set(toColumns(image, input))
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
  if (!row) throw new NotFoundError('Image', id);
  return row;
}

/** How many of an image's users a refused delete names; the rest are counted. */
const NAMED_USERS = 3;

/**
 * Deletes an image nothing uses (docs/decisions/015-images-in-use-are-not-deleted.md): 404 when there is none, 409
 * naming its users when a room type or a product shows it. Race-free: the image row is locked (FOR UPDATE) before
 * its users are looked for, and every save that points at an image holds a FOR KEY SHARE lock on it until it
 * commits (the foreign keys of the products take it themselves; room types, whose image ids are an array, take it
 * in `existingImageIds`). So a save under way finishes first and is seen by the check, and one that starts after
 * waits for the delete and then finds the image gone.
 */
export async function deleteImage(db: Kysely<Database>, id: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await trx.selectFrom('images').select('name').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new NotFoundError('Image', id);
    const users = await imageUsers(trx, id);
    if (users.length) throw new ConflictError(inUse(row.name, users));
    await trx.deleteFrom('images').where('id', '=', id).execute();
  });
}

interface ImageUser {
  kind: string;
  name: string;
}

/** Everything that shows the image: room types (its id in `image_ids`) and the products whose `image_fk` it is. */
async function imageUsers(db: Kysely<Database>, id: number): Promise<ImageUser[]> {
  const kind = (what: string) => sql<string>`${what}::text`.as('kind');
  return db
    .selectFrom('room_types')
    .select([kind('room type'), 'display_name as name'])
    .where(sql<boolean>`${id}::integer = ANY(image_ids)`)
    .unionAll(
      db
        .selectFrom('spa_package_groups')
        .select([kind('spa package'), 'name'])
        .where('image_fk', '=', id),
    )
    .unionAll(
      db
        .selectFrom('hotel_packages')
        .select([kind('hotel package'), 'name'])
        .where('image_fk', '=', id),
    )
    .unionAll(
      db
        .selectFrom('treatments')
        .select([kind('treatment'), 'display_name as name'])
        .where('image_fk', '=', id),
    )
    .unionAll(
      db
        .selectFrom('day_passes')
        .select([kind('day pass'), 'display_name as name'])
        .where('image_fk', '=', id),
    )
    .unionAll(
      db
        .selectFrom('frequent_visitor_passes')
        .select([kind('frequent visitor pass'), 'display_name as name'])
        .where('image_fk', '=', id),
    )
    .orderBy('kind')
    .orderBy('name')
    .execute();
}

/** Each kind of record that shows an image, as `imageUser` names it (contract/server-messages.ts). */
const USER_KINDS: Record<string, string> = {
  'day pass': 'dayPass',
  'frequent visitor pass': 'frequentVisitorPass',
  'hotel package': 'hotelPackage',
  'room type': 'roomType',
  'spa package': 'spaPackage',
  treatment: 'treatment',
};

/**
 * "Image 'Lobby' is used by room type 'Dobbeltrom', spa package 'Helg' and 2 more. Remove it there first."
 * (`imageInUse`, each user an `imageUser`).
 */
function inUse(imageName: string, users: readonly ImageUser[]): Said {
  const named = users
    .slice(0, NAMED_USERS)
    .map((u) => said('imageUser', { kind: USER_KINDS[u.kind] ?? u.kind, name: u.name }));
  return said('imageInUse', { image: imageName, more: Math.max(0, users.length - NAMED_USERS) }, { users: named });
}

/** Which of these image ids exist. `lock`: in a transaction, keeps them from being deleted until it ends. */
export async function existingImageIds(
  db: Kysely<Database>,
  ids: readonly number[],
  opts: { lock?: boolean } = {},
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  let query = db
    .selectFrom('images')
    .select('id')
    .where('id', 'in', [...ids]);
  if (opts.lock) query = query.forKeyShare();
  return new Set((await query.execute()).map((row) => row.id));
}

/** An image a record points at must exist (none is fine): 400 naming the field, `body.imageFk` unless told. */
export async function requireImage(
  db: Kysely<Database>,
  imageFk: number | null,
  field = 'body.imageFk',
): Promise<void> {
  if (imageFk !== null && !(await existingImageIds(db, [imageFk])).has(imageFk)) {
    throw new BadRequestError(field, 'field.imageNotFound', { id: imageFk });
  }
}
