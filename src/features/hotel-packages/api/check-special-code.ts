import { api } from '../../../api/http.ts';

/** GET specialCodes/checkUniqueSpecialCode?SpecialCodeToCheck&excludeId: true when no other code has it (any case). */
export async function isSpecialCodeFree(code: string, excludeId?: number): Promise<boolean> {
  const free = await api.get<boolean>('specialCodes/checkUniqueSpecialCode', { query: { SpecialCodeToCheck: code, excludeId } });
  return free === true;
}
