import { queryOptions } from '@tanstack/react-query';
import { imageSchema } from '../../../contract/images.ts';
import { api } from '../../api/http.ts';
import { fetchErrorMeta, resourceKeys } from '../query-meta.ts';

/** Images: every screen that shows or picks an image reads them under these keys. */
export const imageKeys = resourceKeys('images');

/** GET images: every image (names and pictures for thumbnails and image fields). */
export const imagesQuery = queryOptions({
  queryKey: imageKeys.list(),
  queryFn: ({ signal }) => api.list('images', imageSchema, { signal }),
  meta: fetchErrorMeta,
});
