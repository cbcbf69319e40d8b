import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityInput, AvailabilityRule } from '../../../../contract/availability.ts';
import { api } from '../../../api/http.ts';
import { availabilityKeys } from './availability-keys.ts';

/** POST restaurant/v2/availability (new) or PUT restaurant/v2/availability/{id}; the list reloads after. */
export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: AvailabilityInput }) =>
      id ? api.put<AvailabilityRule>(`restaurant/v2/availability/${id}`, input) : api.post<AvailabilityRule>('restaurant/v2/availability', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}

/** DELETE restaurant/v2/availability/{id}. */
export function useDeleteAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`restaurant/v2/availability/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.all }),
  });
}
