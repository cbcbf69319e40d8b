import { queryOptions } from '@tanstack/react-query';
import type { HotelPackage } from '../../../../contract/hotel-products.ts';
import { api } from '../../../api/http.ts';
import { hotelPackageKeys } from './hotel-package-keys.ts';

/** GET products/hotelPackage/{clockId}; null when there is no such package (a 404 on GET yields {}). */
export function hotelPackageQuery(clockId: string) {
  return queryOptions({
    queryKey: hotelPackageKeys.one(clockId),
    queryFn: async ({ signal }) => {
      const found = await api.get<Partial<HotelPackage>>(`products/hotelPackage/${encodeURIComponent(clockId)}`, { signal });
      return typeof found.clockId === 'string' ? (found as HotelPackage) : null;
    },
  });
}
