import type { SearchHit } from '../../../../contract/hotel-products.ts';
import { api } from '../../../api/http.ts';

/** GET search/images?exclude={current image}: images to pick from, narrowed by the typed text on name and English name. */
export async function searchImages(exclude: number | null, text: string): Promise<SearchHit[]> {
  const hits = await api.get<SearchHit[]>('search/images', { query: { exclude: exclude === null ? '' : String(exclude) } });
  if (!Array.isArray(hits)) return [];
  const needle = text.trim().toLowerCase();
  if (!needle) return hits;
  return hits.filter((hit) => hit.name.toLowerCase().includes(needle) || (hit.nameEn ?? '').toLowerCase().includes(needle));
}
