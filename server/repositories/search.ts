import type { Kysely } from 'kysely';
import type { SearchHit } from '../../contract/hotel-products.ts';
import type { Database } from '../db/schema.ts';

/** Picker hits of local records: images (with their url) and spa package groups. */
export async function localHits(db: Kysely<Database>, kind: 'images' | 'spapackages'): Promise<SearchHit[]> {
  if (kind === 'images') return db.selectFrom('images').select(['id', 'name', 'name_en as nameEn', 'src']).orderBy('id').execute();
  return db.selectFrom('spa_package_groups').select(['id', 'name', 'name_en as nameEn']).orderBy('position').execute();
}

/** The clock ids of the hotel packages or add-ons already configured here. */
export async function configuredClockIds(db: Kysely<Database>, kind: 'hotelpackages' | 'hotelpackageaddons'): Promise<Set<string>> {
  const table = kind === 'hotelpackages' ? 'hotel_packages' : 'hotel_package_addons';
  return new Set((await db.selectFrom(table).select('clock_id').execute()).map((row) => row.clock_id));
}
