import type { HotelPackage, LowestPrice } from '../../contract/hotel-products.ts';
import { lowestPrice } from '../catalog/hotel-catalog.ts';
import type { HotelCatalog } from '../catalog/ports.ts';
import { NotFoundError } from '../http-errors.ts';

/** The hotel's today (the server runs in its time zone), not UTC's: after local midnight the window moves on. */
const hotelToday = (now: Date) =>
  [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');

/** A package's lowest nightly price over the next 6 weeks, from the hotel system (404 when it has no such package). */
export function packageLowestPrice(catalog: HotelCatalog, packageId: string, now = new Date()): LowestPrice {
  if (catalog.rates(packageId).length === 0) throw new NotFoundError('Hotel package', packageId);
  return { clockId: packageId, ...lowestPrice(catalog, packageId, hotelToday(now)) };
}

/**
 * Spec section 9: "Price from is the lowest over the next 6 weeks". The one figure every read of a package answers
 * (the list, one package, a save's answer): the hotel system's lowest of the next 6 weeks, or the last one saved
 * when the hotel system has no price for the package. The console shows this field and nothing else.
 */
export function withPriceFrom<P extends Pick<HotelPackage, 'clockId' | 'priceFrom'>>(
  catalog: HotelCatalog,
  pkg: P,
  now = new Date(),
): P {
  const { lowestPrice: lowest } = lowestPrice(catalog, pkg.clockId, hotelToday(now));
  return { ...pkg, priceFrom: lowest ?? pkg.priceFrom };
}
