import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Paged } from '../../../../contract/common.ts';
import type { DateFilter } from '../../../../contract/date-filters.ts';
import { api } from '../../../api/http.ts';
import { dateFilterKeys } from './date-filter-keys.ts';

/** GET date-filters/paged?page&itemsPerPage (items, totalItems). */
export function dateFiltersPagedQuery(page: number, itemsPerPage: number) {
  return queryOptions({
    queryKey: dateFilterKeys.paged(page, itemsPerPage),
    queryFn: async ({ signal }) => {
      const result = await api.get<Partial<Paged<DateFilter>>>('date-filters/paged', { query: { page, itemsPerPage }, signal });
      return { items: result.items ?? [], totalItems: result.totalItems ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}
