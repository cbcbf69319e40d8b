import { queryOptions } from '@tanstack/react-query';
import { roomTypeSchema, type RoomTypeInput } from '../../../contract/room-types.ts';
import { api } from '../../api/http.ts';
import { fetchErrorMeta, resourceKeys, useResourceMutation, type Based } from '../query-meta.ts';

/** Hotel room types: the list screen and its edit pages (which find their record in the list: there is no GET of one). */
export const roomTypeKeys = resourceKeys('room-types');

/** GET roomtype: every room type, by position (the server sorts; sorted again so the order never depends on it). */
export const roomTypesQuery = queryOptions({
  queryKey: roomTypeKeys.list(),
  queryFn: async ({ signal }) => {
    const list = await api.list('roomtype', roomTypeSchema, { signal });
    return list.sort((a, b) => a.position - b.position || a.clockId.localeCompare(b.clockId));
  },
  meta: fetchErrorMeta,
});

/** POST roomtype: inserts or updates by clockId. */
export function useSaveRoomType() {
  return useResourceMutation(roomTypeKeys.all, ({ version, ...input }: Based<RoomTypeInput>) =>
    api.post('roomtype', input, roomTypeSchema, { version }),
  );
}

/** DELETE roomtype/{clockId}. */
export function useDeleteRoomType() {
  return useResourceMutation(roomTypeKeys.all, ({ id, version }: Based<{ id: string }>) =>
    api.delete(`roomtype/${encodeURIComponent(id)}`, { version }),
  );
}
