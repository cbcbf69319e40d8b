import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DateFilter, DateFilterInput } from '../../../../contract/date-filters.ts';
import { api } from '../../../api/http.ts';
import { dateFilterKeys } from './date-filter-keys.ts';

/** POST date-filters: insert, or update when the input has an id; the list reloads after. */
export function useSaveDateFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DateFilterInput) => api.post<DateFilter>('date-filters', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dateFilterKeys.all }),
  });
}
