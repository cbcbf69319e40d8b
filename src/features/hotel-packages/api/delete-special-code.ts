import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { hotelPackageKeys } from './hotel-package-keys.ts';

/** DELETE specialCodes/{id}. */
export function useDeleteSpecialCode(clockId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`specialCodes/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hotelPackageKeys.specialCodes(clockId) }),
  });
}
