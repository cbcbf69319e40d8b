import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DiscountCode, DiscountCodeInput } from '../../../../contract/codes.ts';
import { api } from '../../../api/http.ts';
import { discountCodeKeys } from './discount-code-keys.ts';

/** POST discount-codes (insert) or PUT discount-codes (update, the id in the body); the list reloads after. */
export function useSaveDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DiscountCodeInput) => (input.id ? api.put<DiscountCode>('discount-codes', input) : api.post<DiscountCode>('discount-codes', input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: discountCodeKeys.list() }),
  });
}
