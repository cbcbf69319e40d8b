import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/http.ts';
import { roomTypeKeys } from './room-type-keys.ts';

/** DELETE roomtype/{clockId}; the list reloads after. */
export function useDeleteRoomType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clockId: string) => api.delete(`roomtype/${encodeURIComponent(clockId)}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: roomTypeKeys.list() }),
  });
}
