import { queryOptions } from '@tanstack/react-query';
import type { LowestPrice } from '../../../../contract/hotel-products.ts';
import { api } from '../../../api/http.ts';
import { hotelPackageKeys } from './hotel-package-keys.ts';

/** GET products/hotelPackage/{clockId}/lowestPrice: the lowest nightly price over the next 6 weeks; null when unknown. */
export function lowestPriceQuery(clockId: string) {
  return queryOptions({
    queryKey: hotelPackageKeys.lowestPrice(clockId),
    queryFn: async ({ signal }) => {
      const found = await api.get<Partial<LowestPrice>>(`products/hotelPackage/${encodeURIComponent(clockId)}/lowestPrice`, { signal });
      return found.lowestPrice ?? null;
    },
  });
}
