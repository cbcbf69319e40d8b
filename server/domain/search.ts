import type { Kysely } from 'kysely';
import type { SearchHit, SearchKind } from '../../contract/hotel-products.ts';
import type { Catalogs } from '../catalog/ports.ts';
import type { Database } from '../db/schema.ts';
import { configuredIds, imageHits } from '../repositories/search.ts';

/**
 * A picker's hits (decision 006): images (local records), or what an upstream system has and this console has not
 * configured yet: hotel packages and add-ons from the hotel system (by clock id), spa package products,
 * treatments, day passes and frequent visitor passes from the spa system (by brp product id). Never the excluded ids.
 */
export async function searchHits(
  db: Kysely<Database>,
  catalogs: Catalogs,
  kind: SearchKind,
  exclude: ReadonlySet<string>,
): Promise<SearchHit[]> {
  if (kind === 'images') return (await imageHits(db)).filter((hit) => !exclude.has(String(hit.id)));
  const configured = await configuredIds(db, kind);
  const hidden = (id: string | number) => configured.has(String(id)) || exclude.has(String(id));
  if (kind === 'hotelpackages' || kind === 'hotelpackageaddons') {
    const products = kind === 'hotelpackages' ? catalogs.hotel.packages() : catalogs.hotel.addons();
    return products.filter((p) => !hidden(p.clockId)).map((p) => ({ id: p.clockId, name: p.name, nameEn: p.nameEn }));
  }
  if (kind === 'treatments') {
    const treatments = catalogs.spa.treatments().filter((t) => !hidden(t.brpProductId));
    return treatments.map((t) => ({
      id: t.brpProductId,
      name: t.name,
      nameEn: t.nameEn,
      isDual: t.isDual,
      addition: t.addition,
    }));
  }
  const spa = {
    spapackages: () => catalogs.spa.packageProducts(),
    daypasses: () => catalogs.spa.dayPasses(),
    fvps: () => catalogs.spa.frequentVisitorPasses(),
  }[kind]();
  return spa
    .filter((p) => !hidden(p.brpProductId))
    .map((p) => ({ id: p.brpProductId, name: p.name, nameEn: p.nameEn }));
}
