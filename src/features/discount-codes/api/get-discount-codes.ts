import { queryOptions } from '@tanstack/react-query';
import type { DiscountCode } from '../../../../contract/codes.ts';
import { api } from '../../../api/http.ts';
import { discountCodeKeys } from './discount-code-keys.ts';

/** GET discount-codes: every code with the hotel packages it applies to. */
export const discountCodesQuery = queryOptions({
  queryKey: discountCodeKeys.list(),
  queryFn: async ({ signal }) => {
    const codes = await api.get<DiscountCode[] | Record<string, never>>('discount-codes', { signal });
    return Array.isArray(codes) ? codes : [];
  },
});
