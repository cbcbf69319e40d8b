import type { SearchHit } from '../../../../contract/hotel-products.ts';
import { api } from '../../../api/http.ts';

/** GET search/hotelpackages?exclude=: catalogue packages not configured yet, narrowed by the typed text (id, name, English name). */
export async function searchHotelPackages(text: string): Promise<SearchHit[]> {
  const hits = await api.get<SearchHit[]>('search/hotelpackages', { query: { exclude: '' } });
  if (!Array.isArray(hits)) return [];
  const needle = text.trim().toLowerCase();
  if (!needle) return hits;
  return hits.filter((hit) => [String(hit.id), hit.name, hit.nameEn ?? ''].some((value) => value.toLowerCase().includes(needle)));
}
