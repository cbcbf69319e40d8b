import type { SearchHit } from '../../../../contract/hotel-products.ts';
import { api } from '../../../api/http.ts';

/**
 * GET search/hotelpackageaddons?exclude=: catalogue add-ons not configured yet, matched here against the text
 * typed (the endpoint has no text filter).
 */
export async function searchAddons(text: string, exclude: readonly string[]): Promise<SearchHit[]> {
  const hits = await api.get<SearchHit[]>('search/hotelpackageaddons', { query: { exclude: exclude.join(',') } });
  const wanted = text.trim().toLowerCase();
  const list = Array.isArray(hits) ? hits : [];
  if (!wanted) return list;
  return list.filter((hit) => [String(hit.id), hit.name, hit.nameEn ?? ''].some((field) => field.toLowerCase().includes(wanted)));
}
