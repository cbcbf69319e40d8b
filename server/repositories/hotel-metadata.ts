import type { Kysely } from 'kysely';
import {
  EMPTY_HOTEL_METADATA,
  type HotelMetadata,
  type hotelMetadataInputSchema,
} from '../../contract/hotel-metadata.ts';
import type { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { columnMap, selection, toColumns, upsert } from './helpers.ts';

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
]);
const columns = selection(metadata);

/** The table has one row, id 1 (a CHECK keeps it so). */
const ROW_ID = 1;

/**
 * The hotel's metadata (empty before the first save, e.g. without the demo seed). Its numerics are read as
 * numbers (server/db/types.ts), never as PostgreSQL's strings.
 */
export async function getHotelMetadata(db: Kysely<Database>): Promise<HotelMetadata> {
  return (
    (await db.selectFrom('hotel_metadata').select(columns).where('id', '=', ROW_ID).executeTakeFirst()) ??
    EMPTY_HOTEL_METADATA
  );
}

/** Replaces the whole object (spec section 4: saving sends the whole object); the row is created if missing. */
export async function saveHotelMetadata(
  db: Kysely<Database>,
  input: z.infer<typeof hotelMetadataInputSchema>,
): Promise<HotelMetadata> {
  await upsert(db, 'hotel_metadata', 'id', { id: ROW_ID, ...toColumns(metadata, input) });
  return getHotelMetadata(db);
}
