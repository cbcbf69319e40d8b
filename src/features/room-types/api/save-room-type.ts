import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoomType, RoomTypeInput } from '../../../../contract/room-types.ts';
import { api } from '../../../api/http.ts';
import { roomTypeKeys } from './room-type-keys.ts';

/** POST roomtype: inserts or updates by clockId; the list reloads after. */
export function useSaveRoomType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RoomTypeInput) => api.post<RoomType>('roomtype', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: roomTypeKeys.list() }),
  });
}
