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

/** A product of the spa system (BRP): its id and number there, and its names. */
export interface SpaCatalogProduct {
  brpProductId: number;
  brpProductNumber: string;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
}

/** An extra a treatment can be booked with (a longer session, a second therapist, …), itself a BRP product. */
export interface SpaCatalogAddition {
  additionProductId: number;
  brpName: string;
  displayName: string;
  displayNameEn: string;
  description: string;
  descriptionEn: string;
}

export interface SpaCatalogTreatment extends SpaCatalogProduct {
  isDual: boolean;
  addition: SpaCatalogAddition | null;
}

/**
 * The spa system (BRP): what can be sold as spa package products, treatments (some with an addition), day passes
 * and frequent visitor passes. The seeded stand-in is `seededSpaCatalog` (spa-catalog.ts).
 */
export interface SpaCatalog {
  packageProducts(): SpaCatalogProduct[];
  treatments(): SpaCatalogTreatment[];
  dayPasses(): SpaCatalogProduct[];
  frequentVisitorPasses(): SpaCatalogProduct[];
}

/** Every upstream catalogue the routes use. */
export interface Catalogs {
  hotel: HotelCatalog;
  spa: SpaCatalog;
}
