import { queryOptions } from '@tanstack/react-query';
import { treatmentSchema, type TreatmentInput } from '../../../contract/spa.ts';
import { api } from '../../api/http.ts';
import type { PageQuery } from '../../ui/use-paged-list.ts';
import { fetchErrorMeta, pagedQuery, resourceKeys, useResourceMutation, type Based } from '../query-meta.ts';

/** Treatments (spec section 7): the paged list, one by brp product id, save and delete. */
export const treatmentKeys = resourceKeys('treatments');

/** GET treatments/paged?page&itemsPerPage. */
export const treatmentsPagedQuery = (query: PageQuery) =>
  pagedQuery(treatmentKeys, 'treatments/paged', treatmentSchema, query);

/** GET treatments/{brpProductId}; null when there is none (an unknown or non-numeric id finds nothing). */
export function treatmentQuery(brpProductId: string) {
  return queryOptions({
    queryKey: treatmentKeys.one(brpProductId),
    queryFn: ({ signal }) => api.one(`treatments/${encodeURIComponent(brpProductId)}`, treatmentSchema, { signal }),
    meta: fetchErrorMeta,
  });
}

/** POST treatments: inserts or updates by brpProductId; every read of treatments refreshes. */
export function useSaveTreatment() {
  return useResourceMutation(treatmentKeys.all, ({ version, ...input }: Based<TreatmentInput>) =>
    api.post('treatments', input, treatmentSchema, { version }),
  );
}

/** DELETE treatments/{brpProductId}. */
export function useDeleteTreatment() {
  return useResourceMutation(treatmentKeys.all, ({ id, version }: Based<{ id: number }>) =>
    api.delete(`treatments/${id}`, { version }),
  );
}
