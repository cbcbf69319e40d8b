import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Restriction, RestrictionInput } from '../../../../contract/restrictions.ts';
import { api } from '../../../api/http.ts';
import { addonKeys } from './addon-keys.ts';

/** POST products/hotelPackageAddonRestrictions: all of an add-on's restrictions at once; the lists reload after. */
export function useSaveAddonRestrictions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { clockId: string; restrictions: RestrictionInput[] }) => api.post<Restriction[]>('products/hotelPackageAddonRestrictions', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addonKeys.all }),
  });
}
