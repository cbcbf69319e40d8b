import { queryOptions } from '@tanstack/react-query';
import { hotelPackageAddonSchema } from '../../../contract/hotel-products.ts';
import { api } from '../../api/http.ts';
import { fetchErrorMeta, resourceKeys } from '../query-meta.ts';

/** Hotel package add-ons: the add-ons screens, and a package's "attach add-on" choices. */
export const addonKeys = resourceKeys('addons');

/** GET products/hotelPackageAddon: every configured add-on. */
export const addonsQuery = queryOptions({
  queryKey: addonKeys.list(),
  queryFn: ({ signal }) => api.list('products/hotelPackageAddon', hotelPackageAddonSchema, { signal }),
  meta: fetchErrorMeta,
});
