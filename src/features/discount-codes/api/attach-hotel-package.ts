import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscountCode } from '../../../../contract/codes.ts';
import { api } from '../../../api/http.ts';
import { discountCodeKeys } from './discount-code-keys.ts';

/** POST discount-codes/{codeId}/hotel-packages ({hotelPackageId}); the list reloads after. */
export function useAttachHotelPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ codeId, hotelPackageId }: { codeId: number; hotelPackageId: string }) =>
      api.post<DiscountCode>(`discount-codes/${codeId}/hotel-packages`, { hotelPackageId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: discountCodeKeys.list() }),
  });
}
