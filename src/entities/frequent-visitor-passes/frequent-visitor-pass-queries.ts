import { queryOptions } from '@tanstack/react-query';
import { frequentVisitorPassSchema, type FrequentVisitorPassInput } from '../../../contract/spa.ts';
import { api } from '../../api/http.ts';
import { fetchErrorMeta, resourceKeys, useResourceMutation } from '../query-meta.ts';

/** Frequent visitor passes (fvp): the list screen and its edit pages. */
export const fvpKeys = resourceKeys('frequent-visitor-passes');

/** GET products/fvp: every configured frequent visitor pass. */
export const fvpsQuery = queryOptions({
  queryKey: fvpKeys.list(),
  queryFn: ({ signal }) => api.list('products/fvp', frequentVisitorPassSchema, { signal }),
  meta: fetchErrorMeta,
});

/** GET products/fvp/{brpProductId}; null when there is no such pass. */
export function fvpQuery(brpProductId: number) {
  return queryOptions({
    queryKey: fvpKeys.one(brpProductId),
    queryFn: ({ signal }) => api.one(`products/fvp/${brpProductId}`, frequentVisitorPassSchema, { signal }),
    meta: fetchErrorMeta,
  });
}

/** POST products/fvp: insert or update by brpProductId. */
export function useSaveFvp() {
  return useResourceMutation(fvpKeys.all, (input: FrequentVisitorPassInput) =>
    api.post('products/fvp', input, frequentVisitorPassSchema),
  );
}

/** DELETE products/{brpProductId}/fvp. */
export function useDeleteFvp() {
  return useResourceMutation(fvpKeys.all, (brpProductId: number) => api.delete(`products/${brpProductId}/fvp`));
}
