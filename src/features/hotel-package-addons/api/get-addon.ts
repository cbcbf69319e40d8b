import { queryOptions } from '@tanstack/react-query';
import type { HotelPackageAddon } from '../../../../contract/hotel-products.ts';
import { api } from '../../../api/http.ts';
import { addonKeys } from './addon-keys.ts';

/** GET products/hotelPackageAddon/{clockId}; null when there is no such add-on (a 404 yields {}). */
export function addonQuery(clockId: string) {
  return queryOptions({
    queryKey: addonKeys.detail(clockId),
    queryFn: async ({ signal }) => {
      const addon = await api.get<HotelPackageAddon | Record<string, never>>(`products/hotelPackageAddon/${encodeURIComponent(clockId)}`, { signal });
      return 'clockId' in addon ? (addon as HotelPackageAddon) : null;
    },
  });
}
