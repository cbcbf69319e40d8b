import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HotelPackageAddon, HotelPackageAddonInput } from '../../../../contract/hotel-products.ts';
import { api } from '../../../api/http.ts';
import { addonKeys } from './addon-keys.ts';

/** POST products/hotelPackageAddon: insert or update by clockId; the lists reload after. */
export function useSaveAddon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HotelPackageAddonInput) => api.post<HotelPackageAddon>('products/hotelPackageAddon', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addonKeys.all }),
  });
}
