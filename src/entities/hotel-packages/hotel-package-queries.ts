import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  attachedAddonSchema,
  hotelPackageSchema,
  lowestPriceSchema,
  rateSchema,
  type HotelPackageInput,
} from '../../../contract/hotel-products.ts';
import { api } from '../../api/http.ts';
import { fetchErrorMeta, resourceKeys, useResourceMutation, type Based } from '../query-meta.ts';

/** Hotel packages: the list, one package, and what hangs off one (attached add-ons, rates, price). */
export const hotelPackageKeys = resourceKeys('hotel-packages');

const packagePath = (clockId: string) => `products/hotelPackage/${encodeURIComponent(clockId)}`;

/** GET products/hotelPackage: every configured package, by position (sorted here too, so the order never depends on the server). */
export const hotelPackagesQuery = queryOptions({
  queryKey: hotelPackageKeys.list(),
  queryFn: async ({ signal }) => {
    const list = await api.list('products/hotelPackage', hotelPackageSchema, { signal });
    return list.sort((a, b) => a.position - b.position || a.clockId.localeCompare(b.clockId));
  },
  meta: fetchErrorMeta,
});

/** GET products/hotelPackage/{clockId}; null when there is no such package. */
export function hotelPackageQuery(clockId: string) {
  return queryOptions({
    queryKey: hotelPackageKeys.one(clockId),
    queryFn: ({ signal }) => api.one(packagePath(clockId), hotelPackageSchema, { signal }),
    meta: fetchErrorMeta,
  });
}

/** GET products/hotelPackage/{clockId}/lowestPrice: the lowest nightly price over the next 6 weeks; null when unknown. */
export function lowestPriceQuery(clockId: string) {
  return queryOptions({
    queryKey: hotelPackageKeys.of('lowest-price', clockId),
    queryFn: async ({ signal }) =>
      (await api.one(`${packagePath(clockId)}/lowestPrice`, lowestPriceSchema, { signal }))?.lowestPrice ?? null,
    meta: fetchErrorMeta,
  });
}

/** GET search/rates?ratePackageId={clockId}: the rates the package books on. */
export function ratesQuery(clockId: string) {
  return queryOptions({
    queryKey: hotelPackageKeys.of('rates', clockId),
    queryFn: ({ signal }) => api.list('search/rates', rateSchema, { query: { ratePackageId: clockId }, signal }),
    meta: fetchErrorMeta,
  });
}

/** GET products/hotelPackage/{clockId}/addons: the add-ons attached to the package. */
export function attachedAddonsQuery(clockId: string) {
  return queryOptions({
    queryKey: hotelPackageKeys.of('attached-addons', clockId),
    queryFn: ({ signal }) => api.list(`${packagePath(clockId)}/addons`, attachedAddonSchema, { signal }),
    meta: fetchErrorMeta,
  });
}

/** Every mutation here refreshes every read of hotel packages (list, package, attached add-ons). */
const useHotelPackageMutation = <V, R>(mutationFn: (variables: V) => Promise<R>) =>
  useResourceMutation(hotelPackageKeys.all, mutationFn);

/** POST products/hotelPackage: inserts or updates by clockId. */
export function useSaveHotelPackage() {
  return useHotelPackageMutation(({ version, ...input }: Based<HotelPackageInput>) =>
    api.post('products/hotelPackage', input, hotelPackageSchema, { version }),
  );
}

/** DELETE products/{clockId}/hotelPackage. */
export function useDeleteHotelPackage() {
  return useHotelPackageMutation(({ id, version }: Based<{ id: string }>) =>
    api.delete(`products/${encodeURIComponent(id)}/hotelPackage`, { version }),
  );
}

/** POST products/hotelPackage/addons {hotelPackageId, addonId}: answers with the package's attached add-ons. */
export function useAttachAddon(clockId: string) {
  return useHotelPackageMutation((addonId: string) =>
    api.post('products/hotelPackage/addons', { hotelPackageId: clockId, addonId }, z.array(attachedAddonSchema)),
  );
}

/** DELETE products/hotelPackage/{clockId}/addons/{addonId}. */
export function useDetachAddon(clockId: string) {
  return useHotelPackageMutation((addonId: string) =>
    api.delete(`${packagePath(clockId)}/addons/${encodeURIComponent(addonId)}`),
  );
}
