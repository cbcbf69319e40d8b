import { queryOptions } from '@tanstack/react-query';
import type { Image } from '../../../../contract/images.ts';
import { api } from '../../../api/http.ts';
import { roomTypeKeys } from './room-type-keys.ts';

/** GET images: names for the thumbnails' alt texts (room types carry only ids and urls). */
export const imagesQuery = queryOptions({
  queryKey: roomTypeKeys.images(),
  queryFn: async ({ signal }) => {
    const list = await api.get<Image[]>('images', { signal });
    return Array.isArray(list) ? list : [];
  },
});
