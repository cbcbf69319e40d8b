import type { Kysely } from 'kysely';
import type { Paged } from '../../contract/common.ts';
import type { Image, ImageInput } from '../../contract/images.ts';
import type { Database } from '../db/schema.ts';
import { NotFoundError } from '../http-errors.ts';
import { columnMap, deleteOrNotFound, pagedList, selection, toColumns } from './helpers.ts';

const image = columnMap('images', ['id', 'name', 'nameEn', 'alt', 'altEn', 'src']);
const columns = selection(image);

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
  const row = await db.updateTable('images').set(toColumns(image, input)).where('id', '=', id).returning(columns).executeTakeFirst();
  if (!row) throw new NotFoundError('Image', id);
  return row;
}

export async function deleteImage(db: Kysely<Database>, id: number): Promise<void> {
  await deleteOrNotFound(db.deleteFrom('images').where('id', '=', id), 'Image', id);
}

/** Which of these image ids exist. `lock`: in a transaction, keeps them from being deleted until it ends. */
export async function existingImageIds(db: Kysely<Database>, ids: readonly number[], opts: { lock?: boolean } = {}): Promise<Set<number>> {
  if (!ids.length) return new Set();
  let query = db.selectFrom('images').select('id').where('id', 'in', [...ids]);
  if (opts.lock) query = query.forKeyShare();
  return new Set((await query.execute()).map((row) => row.id));
}
