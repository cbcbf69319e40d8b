import type { Rate } from '../../contract/hotel-products.ts';

/**
 * The upstream systems the spec only names, each behind one small interface (a port). The app receives them as
 * dependencies (`AppDeps.catalogs`): main.ts gives the seeded stand-ins today, a real adapter replaces one there.
 */

export interface CatalogProduct {
  clockId: string;
  name: string;
  nameEn: string;
}

/**
 * The hotel system (PMS): its hotel packages and add-ons (by clock id), their rates and nightly prices
 * (decision 006). The seeded stand-in is `seededCatalog` (hotel-catalog.ts).
 */
export interface HotelCatalog {
  packages(): CatalogProduct[];
  addons(): CatalogProduct[];
  rates(packageId: string): Rate[];
  /** The nightly price of a package on each date from `from` to `to` (inclusive, 'YYYY-MM-DD'). */
  nightlyPrices(packageId: string, from: string, to: string): Array<{ date: string; price: number }>;
}

/**
 * Every upstream catalogue the routes use. The spa system (BRP) comes here as `spa: SpaCatalog` (its port beside
 * HotelCatalog in this file) when the spa products need it; nothing else changes shape.
 */
export interface Catalogs {
  hotel: HotelCatalog;
}
