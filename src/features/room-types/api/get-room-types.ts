import { queryOptions } from '@tanstack/react-query';
import type { RoomType } from '../../../../contract/room-types.ts';
import { api } from '../../../api/http.ts';
import { roomTypeKeys } from './room-type-keys.ts';

/** GET roomtype: every room type, sorted by position (the server sorts; sorted again so the order never depends on it). */
export const roomTypesQuery = queryOptions({
  queryKey: roomTypeKeys.list(),
  queryFn: async ({ signal }) => {
    const list = await api.get<RoomType[]>('roomtype', { signal });
    // A 404 on GET yields {} (spec section 7): nothing to list.
    if (!Array.isArray(list)) return [];
    return [...list].sort((a, b) => a.position - b.position || a.clockId.localeCompare(b.clockId));
  },
});
