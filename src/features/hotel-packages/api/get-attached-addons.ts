import { queryOptions } from '@tanstack/react-query';
import type { AttachedAddon } from '../../../../contract/hotel-products.ts';
import { api } from '../../../api/http.ts';
import { hotelPackageKeys } from './hotel-package-keys.ts';

/** GET products/hotelPackage/{clockId}/addons: the add-ons attached to the package. */
export function attachedAddonsQuery(clockId: string) {
  return queryOptions({
    queryKey: hotelPackageKeys.attachedAddons(clockId),
    queryFn: async ({ signal }) => {
      const list = await api.get<AttachedAddon[]>(`products/hotelPackage/${encodeURIComponent(clockId)}/addons`, { signal });
      return Array.isArray(list) ? list : [];
    },
  });
}
