import { queryOptions } from '@tanstack/react-query';
import { imageSchema, type ImageInput } from '../../../contract/images.ts';
import { api } from '../../api/http.ts';
import type { PageQuery } from '../../ui/use-paged-list.ts';
import { fetchErrorMeta, pagedQuery, resourceKeys, useDeleteById, useSaveById } from '../query-meta.ts';

/** Images: every screen that shows or picks an image reads them under these keys. */
export const imageKeys = resourceKeys('images');

/** GET images: every image (names and pictures for thumbnails and image fields). */
export const imagesQuery = queryOptions({
  queryKey: imageKeys.list(),
  queryFn: ({ signal }) => api.list('images', imageSchema, { signal }),
  meta: fetchErrorMeta,
});

/** GET images/paged?page&itemsPerPage: the images screen's list, by id. */
export const imagesPagedQuery = (query: PageQuery) => pagedQuery(imageKeys, 'images/paged', imageSchema, query);

/** POST images (a new one) or PUT images/{id}; every read of images (thumbnails and image fields too) refreshes. */
export const useSaveImage = () => useSaveById<ImageInput, typeof imageSchema>(imageKeys.all, 'images', imageSchema);

/** DELETE images/{id}: refused (409, with the reason) while a room type or a product uses the image. */
export const useDeleteImage = () => useDeleteById(imageKeys.all, 'images');
