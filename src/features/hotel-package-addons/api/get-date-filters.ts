import { queryOptions } from '@tanstack/react-query';
import type { DateFilter } from '../../../../contract/date-filters.ts';
import { api } from '../../../api/http.ts';
import { addonKeys } from './addon-keys.ts';

/** GET date-filters: what a restriction picks from. */
export const dateFiltersQuery = queryOptions({
  queryKey: addonKeys.dateFilters(),
  queryFn: async ({ signal }) => {
    const list = await api.get<DateFilter[]>('date-filters', { signal });
    return Array.isArray(list) ? list : [];
  },
  staleTime: 60_000,
});
