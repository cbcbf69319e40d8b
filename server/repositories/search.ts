import type { Kysely } from 'kysely';
import type { SearchHit, SearchKind } from '../../contract/hotel-products.ts';
import type { Database } from '../db/schema.ts';

/** Picker hits of images (with their url). */
export async function imageHits(db: Kysely<Database>): Promise<SearchHit[]> {
  return db.selectFrom('images').select(['id', 'name', 'name_en as nameEn', 'src']).orderBy('id').execute();
}

/** The ids (as text) of the upstream products of a kind already configured here. */
export async function configuredIds(db: Kysely<Database>, kind: Exclude<SearchKind, 'images'>): Promise<Set<string>> {
  const ids = await {
    hotelpackages: () => db.selectFrom('hotel_packages').select('clock_id as id').execute(),
    hotelpackageaddons: () => db.selectFrom('hotel_package_addons').select('clock_id as id').execute(),
    spapackages: () => db.selectFrom('spa_products').select('brp_product_id as id').execute(),
    treatments: () => db.selectFrom('treatments').select('brp_product_id as id').execute(),
    daypasses: () => db.selectFrom('day_passes').select('brp_product_id as id').execute(),
    fvps: () => db.selectFrom('frequent_visitor_passes').select('brp_product_id as id').execute(),
  }[kind]();
  return new Set(ids.map((row) => String(row.id)));
}
