import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';

/** GET discount-codes/generate: a fresh code no other code has. Asked on demand (Generate), never cached. */
export function useGenerateDiscountCode() {
  return useMutation({
    mutationFn: async () => (await api.get<{ code?: string }>('discount-codes/generate')).code ?? '',
  });
}
