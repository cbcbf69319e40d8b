import { queryOptions } from '@tanstack/react-query';
import type { Rate } from '../../../../contract/hotel-products.ts';
import { api } from '../../../api/http.ts';
import { hotelPackageKeys } from './hotel-package-keys.ts';

/** GET search/rates?ratePackageId={clockId}: the rates the package books on. */
export function ratesQuery(clockId: string) {
  return queryOptions({
    queryKey: hotelPackageKeys.rates(clockId),
    queryFn: async ({ signal }) => {
      const rates = await api.get<Rate[]>('search/rates', { query: { ratePackageId: clockId }, signal });
      return Array.isArray(rates) ? rates : [];
    },
  });
}
