import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { dateFilterKeys } from './date-filter-keys.ts';

/** DELETE date-filters/{id}; the list reloads after. */
export function useDeleteDateFilter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`date-filters/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dateFilterKeys.all }),
  });
}
