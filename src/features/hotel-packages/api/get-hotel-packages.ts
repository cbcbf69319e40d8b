import { queryOptions } from '@tanstack/react-query';
import type { HotelPackage } from '../../../../contract/hotel-products.ts';
import { api } from '../../../api/http.ts';
import { hotelPackageKeys } from './hotel-package-keys.ts';

/** GET products/hotelPackage: every configured package, by position (sorted here too, so the order never depends on the server). */
export const hotelPackagesQuery = queryOptions({
  queryKey: hotelPackageKeys.list(),
  queryFn: async ({ signal }) => {
    const list = await api.get<HotelPackage[]>('products/hotelPackage', { signal });
    if (!Array.isArray(list)) return [];
    return [...list].sort((a, b) => a.position - b.position || a.clockId.localeCompare(b.clockId));
  },
});
