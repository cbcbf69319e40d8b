import { queryOptions } from '@tanstack/react-query';
import { dayPassSchema, type DayPassInput } from '../../../contract/spa.ts';
import { api } from '../../api/http.ts';
import { fetchErrorMeta, resourceKeys, useResourceMutation } from '../query-meta.ts';

/** Day passes: the list screen and its edit pages. */
export const dayPassKeys = resourceKeys('day-passes');

/** GET products/daypass: every configured day pass with its restrictions and included services. */
export const dayPassesQuery = queryOptions({
  queryKey: dayPassKeys.list(),
  queryFn: ({ signal }) => api.list('products/daypass', dayPassSchema, { signal }),
  meta: fetchErrorMeta,
});

/** GET products/daypass/{brpProductId}; null when there is no such day pass. */
export function dayPassQuery(brpProductId: number) {
  return queryOptions({
    queryKey: dayPassKeys.one(brpProductId),
    queryFn: ({ signal }) => api.one(`products/daypass/${brpProductId}`, dayPassSchema, { signal }),
    meta: fetchErrorMeta,
  });
}

/** POST products/daypass: insert or update by brpProductId, with its restrictions and included services. */
export function useSaveDayPass() {
  return useResourceMutation(dayPassKeys.all, (input: DayPassInput) =>
    api.post('products/daypass', input, dayPassSchema),
  );
}

/** DELETE products/{brpProductId}/daypass. */
export function useDeleteDayPass() {
  return useResourceMutation(dayPassKeys.all, (brpProductId: number) => api.delete(`products/${brpProductId}/daypass`));
}
