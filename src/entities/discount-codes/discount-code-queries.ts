import { queryOptions, useMutation } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { DISCOUNT_CODE_TEXTS, discountCodeSchema, type DiscountCodeInput } from '../../../contract/codes.ts';
import { api } from '../../api/http.ts';
import { ApiError } from '../../api/api-errors.ts';
import { intl } from '../../i18n/intl.ts';
import { fetchErrorMeta, resourceKeys, useResourceMutation, type Based } from '../query-meta.ts';

/** Discount codes and the hotel packages each applies to. */
export const discountCodeKeys = resourceKeys('discount-codes');

/** GET discount-codes: every code with its hotel packages; 404 → none. */
export const discountCodesQuery = queryOptions({
  queryKey: discountCodeKeys.list(),
  queryFn: ({ signal }) => api.list('discount-codes', discountCodeSchema, { signal }),
  meta: fetchErrorMeta,
});

/**
 * POST discount-codes (insert) or PUT discount-codes (update, the id in the body). The server answers a code taken
 * meanwhile (any case) with 409: named on the code field here, so the form shows the spec's text where it belongs (in
 * the language shown).
 */
export function useSaveDiscountCode() {
  return useResourceMutation(discountCodeKeys.all, async ({ version, ...input }: Based<DiscountCodeInput>) => {
    try {
      return await (input.id
        ? api.put('discount-codes', input, discountCodeSchema, { version })
        : api.post('discount-codes', input, discountCodeSchema));
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        const taken = intl().formatMessage(DISCOUNT_CODE_TEXTS.taken);
        throw new ApiError(409, error.serverMessage, [{ field: 'code', message: taken }]);
      }
      throw error;
    }
  });
}

/** DELETE discount-codes/{id}. */
export function useDeleteDiscountCode() {
  return useResourceMutation(discountCodeKeys.all, ({ id, version }: Based<{ id: number }>) =>
    api.delete(`discount-codes/${id}`, { version }),
  );
}

/** GET discount-codes/generate: a fresh code no other code has. Asked on demand (Generate), never cached. */
export function useGenerateDiscountCode() {
  return useMutation({
    mutationFn: async () =>
      (await api.get('discount-codes/generate', z.object({ code: z.string() }), { empty: { code: '' } })).code,
  });
}

interface PackageLink {
  codeId: number;
  hotelPackageId: string;
}

/** POST discount-codes/{codeId}/hotel-packages; 409 when the package is attached already. */
export function useAttachHotelPackage() {
  return useResourceMutation(discountCodeKeys.all, ({ codeId, hotelPackageId }: PackageLink) =>
    api.post(`discount-codes/${codeId}/hotel-packages`, { hotelPackageId }, discountCodeSchema),
  );
}

/** DELETE discount-codes/{codeId}/hotel-packages/{hotelPackageId}. */
export function useDetachHotelPackage() {
  return useResourceMutation(discountCodeKeys.all, ({ codeId, hotelPackageId }: PackageLink) =>
    api.delete(`discount-codes/${codeId}/hotel-packages/${encodeURIComponent(hotelPackageId)}`),
  );
}
