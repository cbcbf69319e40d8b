import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { addonKeys } from './addon-keys.ts';

/** DELETE products/{clockId}/hotelPackageAddon; the list reloads after. */
export function useDeleteAddon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clockId: string) => api.delete(`products/${encodeURIComponent(clockId)}/hotelPackageAddon`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addonKeys.all }),
  });
}
