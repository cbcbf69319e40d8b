import type { Kysely } from 'kysely';
import type { SearchHit, SearchKind } from '../../contract/hotel-products.ts';
import type { HotelCatalog } from '../catalog/ports.ts';
import type { Database } from '../db/schema.ts';
import { configuredClockIds, localHits } from '../repositories/search.ts';

/**
 * A picker's hits (decision 006): local records (images, spa packages), or what the hotel system has and this
 * console has not configured yet (hotel packages, add-ons); never the excluded ids.
 */
export async function searchHits(db: Kysely<Database>, catalog: HotelCatalog, kind: SearchKind, exclude: ReadonlySet<string>): Promise<SearchHit[]> {
  if (kind === 'images' || kind === 'spapackages') return (await localHits(db, kind)).filter((hit) => !exclude.has(String(hit.id)));
  const configured = await configuredClockIds(db, kind);
  const products = kind === 'hotelpackages' ? catalog.packages() : catalog.addons();
  return products
    .filter((p) => !configured.has(p.clockId) && !exclude.has(p.clockId))
    .map((p) => ({ id: p.clockId, name: p.name, nameEn: p.nameEn }));
}
