import { searchHitSchema, type SearchHit, type SearchKind } from '../../../contract/hotel-products.ts';
import { api } from '../../api/http.ts';

/**
 * GET search/{kind}?exclude=: what can be picked (catalogue products not configured yet, or images), narrowed here by
 * the text typed on id, name and English name (the endpoint has no text filter).
 */
export async function searchCatalogue(
  kind: SearchKind,
  text: string,
  exclude: ReadonlyArray<string | number> = [],
): Promise<SearchHit[]> {
  const hits = await api.list(`search/${kind}`, searchHitSchema, { query: { exclude: exclude.join(',') } });
  const needle = text.trim().toLowerCase();
  if (!needle) return hits;
  return hits.filter((hit) =>
    [String(hit.id), hit.name, hit.nameEn ?? ''].some((value) => value.toLowerCase().includes(needle)),
  );
}
