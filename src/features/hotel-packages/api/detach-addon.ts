import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { hotelPackageKeys } from './hotel-package-keys.ts';

/** DELETE products/hotelPackage/{clockId}/addons/{addonId}. */
export function useDetachAddon(clockId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (addonId: string) => api.delete(`products/hotelPackage/${encodeURIComponent(clockId)}/addons/${encodeURIComponent(addonId)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hotelPackageKeys.attachedAddons(clockId) }),
  });
}
