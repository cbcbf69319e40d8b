import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { discountCodeKeys } from './discount-code-keys.ts';

/** DELETE discount-codes/{id}; the list reloads after. */
export function useDeleteDiscountCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`discount-codes/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: discountCodeKeys.list() }),
  });
}
