import { queryOptions } from '@tanstack/react-query';
import type { Image } from '../../../../contract/images.ts';
import { api } from '../../../api/http.ts';
import { hotelPackageKeys } from './hotel-package-keys.ts';

/** GET images: the name and picture of the package's image (a package holds only its id). */
export const imagesQuery = queryOptions({
  queryKey: hotelPackageKeys.images(),
  queryFn: async ({ signal }) => {
    const list = await api.get<Image[]>('images', { signal });
    return Array.isArray(list) ? list : [];
  },
});
