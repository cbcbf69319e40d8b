import type { LowestPrice } from '../../contract/hotel-products.ts';
import { lowestPrice } from '../catalog/hotel-catalog.ts';
import type { HotelCatalog } from '../catalog/ports.ts';
import { NotFoundError } from '../http-errors.ts';

/** A package's lowest nightly price over the next 6 weeks, from the hotel system (404 when it has no such package). */
export function packageLowestPrice(catalog: HotelCatalog, packageId: string, now = new Date()): LowestPrice {
  if (catalog.rates(packageId).length === 0) throw new NotFoundError('Hotel package', packageId);
  // The hotel's today (the server runs in its time zone), not UTC's: after local midnight the window moves on.
  const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()].map((n) => String(n).padStart(2, '0')).join('-');
  return { clockId: packageId, ...lowestPrice(catalog, packageId, today) };
}
