import type { Kysely } from 'kysely';
import {
  EMPTY_HOTEL_METADATA,
  type HotelMetadata,
  type hotelMetadataInputSchema,
} from '../../contract/hotel-metadata.ts';
import type { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { columnMap, findRow, selection, toColumns, upsert, versionFields } from './helpers.ts';

const metadata = columnMap('hotel_metadata', [
  'propertyId',
  'name',
  'address1',
  'address2',
  'city',
  'province',
  'postalCode',
  'countryCode',
  'latitude',
  'longitude',
  'phone',
  'category',
  'website',
  'description',
  'photoUrl',
  'photoHeight',
  'photoWidth',
  ...versionFields,
]);
const columns = selection(metadata);

/** The table has one row, id 1 (a CHECK keeps it so). */
export const ROW_ID = 1;

/** The saved metadata as its read answers it; undefined before the first save (a 412's `current`). */
export const findHotelMetadata = (db: Kysely<Database>) =>
  findRow<'hotel_metadata', HotelMetadata>(db, 'hotel_metadata', 'id', ROW_ID, columns);

/**
 * The hotel's metadata (empty before the first save, e.g. without the demo seed: no version then). Its numerics are
 * read as numbers (server/db/types.ts), never as PostgreSQL's strings.
 */
export async function getHotelMetadata(db: Kysely<Database>): Promise<HotelMetadata> {
  return (await findHotelMetadata(db)) ?? EMPTY_HOTEL_METADATA;
}

/** Replaces the whole object (spec section 4: saving sends the whole object); the row is created if missing. */
export async function saveHotelMetadata(
  db: Kysely<Database>,
  input: z.infer<typeof hotelMetadataInputSchema>,
): Promise<HotelMetadata> {
  await upsert(db, 'hotel_metadata', 'id', { id: ROW_ID, ...toColumns(metadata, input) });
  return getHotelMetadata(db);
}
