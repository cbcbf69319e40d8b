import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HotelPackage, HotelPackageInput } from '../../../../contract/hotel-products.ts';
import { api } from '../../../api/http.ts';
import { hotelPackageKeys } from './hotel-package-keys.ts';

/** POST products/hotelPackage: inserts or updates by clockId; the list and the package reload after. */
export function useSaveHotelPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: HotelPackageInput) => api.post<HotelPackage>('products/hotelPackage', input),
    onSuccess: (saved) => queryClient.setQueryData(hotelPackageKeys.one(saved.clockId), saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hotelPackageKeys.list() }),
  });
}
