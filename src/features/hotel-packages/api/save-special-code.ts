import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpecialCode, SpecialCodeInput } from '../../../../contract/codes.ts';
import { api } from '../../../api/http.ts';
import { hotelPackageKeys } from './hotel-package-keys.ts';

/** POST specialCodes (insert) or PUT specialCodes (update: with id, createdBy and createdAt); the package's codes reload after. */
export function useSaveSpecialCode(clockId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SpecialCodeInput) => (input.id ? api.put<SpecialCode>('specialCodes', input) : api.post<SpecialCode>('specialCodes', input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: hotelPackageKeys.specialCodes(clockId) }),
  });
}
