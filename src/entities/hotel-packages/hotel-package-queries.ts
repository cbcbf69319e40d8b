import { queryOptions } from '@tanstack/react-query';
import { hotelPackageSchema } from '../../../contract/hotel-products.ts';
import { api } from '../../api/http.ts';
import { fetchErrorMeta, resourceKeys } from '../query-meta.ts';

/** Hotel packages: the list, one package, and what hangs off one (attached add-ons, special codes, price). */
export const hotelPackageKeys = resourceKeys('hotel-packages');

/** GET products/hotelPackage: every configured package, by position (sorted here too, so the order never depends on the server). */
export const hotelPackagesQuery = queryOptions({
  queryKey: hotelPackageKeys.list(),
  queryFn: async ({ signal }) => {
    const list = await api.list('products/hotelPackage', hotelPackageSchema, { signal });
    return list.sort((a, b) => a.position - b.position || a.clockId.localeCompare(b.clockId));
  },
  meta: fetchErrorMeta,
});
