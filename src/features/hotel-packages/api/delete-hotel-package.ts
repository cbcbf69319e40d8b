import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { hotelPackageKeys } from './hotel-package-keys.ts';

/** DELETE products/{clockId}/hotelPackage; the list reloads after. */
export function useDeleteHotelPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clockId: string) => api.delete(`products/${encodeURIComponent(clockId)}/hotelPackage`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hotelPackageKeys.all }),
  });
}
