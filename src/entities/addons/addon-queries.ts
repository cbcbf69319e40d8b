import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { hotelPackageAddonSchema, type HotelPackageAddonInput } from '../../../contract/hotel-products.ts';
import { restrictionSchema, type RestrictionInput } from '../../../contract/restrictions.ts';
import { api } from '../../api/http.ts';
import { fetchErrorMeta, resourceKeys, useResourceMutation, type Based } from '../query-meta.ts';

/** Hotel package add-ons: the add-ons screens, and a package's "attach add-on" choices. */
export const addonKeys = resourceKeys('addons');

/** GET products/hotelPackageAddon: every configured add-on. */
export const addonsQuery = queryOptions({
  queryKey: addonKeys.list(),
  queryFn: ({ signal }) => api.list('products/hotelPackageAddon', hotelPackageAddonSchema, { signal }),
  meta: fetchErrorMeta,
});

/** GET products/hotelPackageAddon/{clockId}; null when there is no such add-on. */
export function addonQuery(clockId: string) {
  return queryOptions({
    queryKey: addonKeys.one(clockId),
    queryFn: ({ signal }) =>
      api.one(`products/hotelPackageAddon/${encodeURIComponent(clockId)}`, hotelPackageAddonSchema, { signal }),
    meta: fetchErrorMeta,
  });
}

/** POST products/hotelPackageAddon: insert or update by clockId. */
export function useSaveAddon() {
  return useResourceMutation(addonKeys.all, ({ version, ...input }: Based<HotelPackageAddonInput>) =>
    api.post('products/hotelPackageAddon', input, hotelPackageAddonSchema, { version }),
  );
}

/** DELETE products/{clockId}/hotelPackageAddon. */
export function useDeleteAddon() {
  return useResourceMutation(addonKeys.all, ({ id, version }: Based<{ id: string }>) =>
    api.delete(`products/${encodeURIComponent(id)}/hotelPackageAddon`, { version }),
  );
}

/** POST products/hotelPackageAddonRestrictions: all of an add-on's restrictions at once; answers the saved ones. */
export function useSaveAddonRestrictions() {
  return useResourceMutation(
    addonKeys.all,
    ({ version, ...body }: Based<{ clockId: string; restrictions: RestrictionInput[] }>) =>
      api.post('products/hotelPackageAddonRestrictions', body, z.array(restrictionSchema), { version }),
  );
}
