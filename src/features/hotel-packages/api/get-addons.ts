import { queryOptions } from '@tanstack/react-query';
import type { HotelPackageAddon } from '../../../../contract/hotel-products.ts';
import { api } from '../../../api/http.ts';
import { hotelPackageKeys } from './hotel-package-keys.ts';

/** GET products/hotelPackageAddon: the configured add-ons, the ones a package can have attached. */
export const addonsQuery = queryOptions({
  queryKey: hotelPackageKeys.addons(),
  queryFn: async ({ signal }) => {
    const list = await api.get<HotelPackageAddon[]>('products/hotelPackageAddon', { signal });
    return Array.isArray(list) ? list : [];
  },
});
