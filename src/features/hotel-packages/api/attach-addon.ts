import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttachedAddon } from '../../../../contract/hotel-products.ts';
import { api } from '../../../api/http.ts';
import { hotelPackageKeys } from './hotel-package-keys.ts';

/** POST products/hotelPackage/addons {hotelPackageId, addonId}: answers with the package's attached add-ons. */
export function useAttachAddon(clockId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addonId: string) => api.post<AttachedAddon[]>('products/hotelPackage/addons', { hotelPackageId: clockId, addonId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hotelPackageKeys.attachedAddons(clockId) }),
  });
}
