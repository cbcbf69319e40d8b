import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import {
  SPECIAL_CODE_MESSAGES,
  SPECIAL_CODE_TEXTS,
  specialCodeSchema,
  type SpecialCodeInput,
} from '../../../contract/codes.ts';
import { api } from '../../api/http.ts';
import { ApiError } from '../../api/api-errors.ts';
import { intl } from '../../i18n/intl.ts';
import { fetchErrorMeta, resourceKeys, useResourceMutation, type Based } from '../query-meta.ts';

/** Special codes of hotel packages (spec section 9). */
export const specialCodeKeys = resourceKeys('special-codes');

/** Special code type 1: hotel packages (spec section 9). */
export const HOTEL_PACKAGE_CODE_TYPE = 1;

/** GET specialCodes?SpecialCodeType=1&PackageId={clockId}: the package's codes. */
export function specialCodesQuery(clockId: string) {
  return queryOptions({
    queryKey: specialCodeKeys.of('list', clockId),
    queryFn: ({ signal }) =>
      api.list('specialCodes', specialCodeSchema, {
        query: { SpecialCodeType: HOTEL_PACKAGE_CODE_TYPE, PackageId: clockId },
        signal,
      }),
    meta: fetchErrorMeta,
  });
}

/** GET specialCodes/checkUniqueSpecialCode?SpecialCodeToCheck&excludeId: true when no other code has it (any case). */
export function isSpecialCodeFree(code: string, excludeId?: number): Promise<boolean> {
  return api.get('specialCodes/checkUniqueSpecialCode', z.boolean(), {
    query: { SpecialCodeToCheck: code, excludeId },
    empty: false,
  });
}

/** GET specialCodes/generate: a random code no row has yet. */
export async function generateSpecialCode(): Promise<string> {
  const { code } = await api.get('specialCodes/generate', z.object({ code: z.string() }), { empty: { code: '' } });
  return code;
}

/**
 * A taken code is a refusal of the code field, in the spec's words in the language shown (the form puts it on the
 * field); the server's own English beside it.
 */
const taken = () =>
  new ApiError(409, SPECIAL_CODE_MESSAGES.taken, [
    { field: 'specialCode', message: intl().formatMessage(SPECIAL_CODE_TEXTS.taken) },
  ]);

/**
 * Saves a code: asks the server whether the code is free first (spec section 5), then POST specialCodes (insert)
 * or PUT specialCodes (update: with id, createdBy and createdAt). A code someone took between the check and the
 * save is refused by the database (409): the same refusal of the code field.
 */
export async function saveSpecialCode({ version, ...input }: Based<SpecialCodeInput>) {
  if (!(await isSpecialCodeFree(input.specialCode.trim(), input.id))) throw taken();
  try {
    return input.id
      ? await api.put('specialCodes', input, specialCodeSchema, { version })
      : await api.post('specialCodes', input, specialCodeSchema);
  } catch (error) {
    throw error instanceof ApiError && error.status === 409 ? taken() : error;
  }
}

export function useSaveSpecialCode() {
  return useResourceMutation(specialCodeKeys.all, saveSpecialCode);
}

/** DELETE specialCodes/{id}. */
export function useDeleteSpecialCode() {
  return useResourceMutation(specialCodeKeys.all, ({ id, version }: Based<{ id: number }>) =>
    api.delete(`specialCodes/${id}`, { version }),
  );
}
