import { queryOptions } from '@tanstack/react-query';
import { dateFilterSchema, type DateFilterInput } from '../../../contract/date-filters.ts';
import type { PageQuery } from '../../ui/use-paged-list.ts';
import { api } from '../../api/http.ts';
import {
  fetchErrorMeta,
  pagedQuery,
  resourceKeys,
  useDeleteById,
  useResourceMutation,
  type Based,
} from '../query-meta.ts';

/** Date filters: the paged list screen and the restriction editors of add-ons and spa products read them. */
export const dateFilterKeys = resourceKeys('date-filters');

/** GET date-filters: every filter, by name (the restriction editor's choices). */
export const dateFiltersQuery = queryOptions({
  queryKey: dateFilterKeys.list(),
  queryFn: ({ signal }) => api.list('date-filters', dateFilterSchema, { signal }),
  meta: fetchErrorMeta,
});

/** GET date-filters/paged?page&itemsPerPage. */
export const dateFiltersPagedQuery = (query: PageQuery) =>
  pagedQuery(dateFilterKeys, 'date-filters/paged', dateFilterSchema, query);

/** POST date-filters: insert, or update when the input has an id; every read of date filters refreshes. */
export function useSaveDateFilter() {
  return useResourceMutation(dateFilterKeys.all, ({ version, ...input }: Based<DateFilterInput>) =>
    api.post('date-filters', input, dateFilterSchema, { version }),
  );
}

/** DELETE date-filters/{id}. */
export const useDeleteDateFilter = () => useDeleteById(dateFilterKeys.all, 'date-filters');
