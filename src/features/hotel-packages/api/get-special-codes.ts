import { queryOptions } from '@tanstack/react-query';
import type { SpecialCode } from '../../../../contract/codes.ts';
import { api } from '../../../api/http.ts';
import { hotelPackageKeys } from './hotel-package-keys.ts';

/** Special code type 1: hotel packages (spec section 9). */
export const HOTEL_PACKAGE_CODE_TYPE = 1;

/** GET specialCodes?SpecialCodeType=1&PackageId={clockId}. */
export function specialCodesQuery(clockId: string) {
  return queryOptions({
    queryKey: hotelPackageKeys.specialCodes(clockId),
    queryFn: async ({ signal }) => {
      const list = await api.get<SpecialCode[]>('specialCodes', { query: { SpecialCodeType: HOTEL_PACKAGE_CODE_TYPE, PackageId: clockId }, signal });
      return Array.isArray(list) ? list : [];
    },
  });
}
