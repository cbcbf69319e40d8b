import { queryOptions } from '@tanstack/react-query';
import type { HotelPackageAddon } from '../../../../contract/hotel-products.ts';
import { api } from '../../../api/http.ts';
import { addonKeys } from './addon-keys.ts';

/** GET products/hotelPackageAddon: every configured add-on with its restrictions, by position. */
export const addonsQuery = queryOptions({
  queryKey: addonKeys.list(),
  queryFn: async ({ signal }) => {
    const list = await api.get<HotelPackageAddon[]>('products/hotelPackageAddon', { signal });
    return Array.isArray(list) ? list : [];
  },
});
