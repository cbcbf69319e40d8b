import { api } from '../../../api/http.ts';

/** GET specialCodes/generate: a random code no row has yet. */
export async function generateSpecialCode(): Promise<string> {
  const { code } = await api.get<{ code: string }>('specialCodes/generate');
  return code;
}
