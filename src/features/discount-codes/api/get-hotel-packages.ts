import { queryOptions } from '@tanstack/react-query';
import type { HotelPackage } from '../../../../contract/hotel-products.ts';
import { api } from '../../../api/http.ts';
import { discountCodeKeys } from './discount-code-keys.ts';

export interface PackageChoice {
  clockId: string;
  name: string;
}

/** GET products/hotelPackage: the configured hotel packages, as choices to attach to a code. */
export const hotelPackageChoicesQuery = queryOptions({
  queryKey: discountCodeKeys.hotelPackages(),
  queryFn: async ({ signal }): Promise<PackageChoice[]> => {
    const packages = await api.get<HotelPackage[] | Record<string, never>>('products/hotelPackage', { signal });
    return Array.isArray(packages) ? packages.map(({ clockId, name }) => ({ clockId, name })) : [];
  },
});
