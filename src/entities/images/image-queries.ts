import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { imageSchema, type ImageInput } from '../../../contract/images.ts';
import { api } from '../../api/http.ts';
import type { PageQuery } from '../../ui/use-paged-list.ts';
import { fetchErrorMeta, resourceKeys, useResourceMutation } from '../query-meta.ts';

/** Images: every screen that shows or picks an image reads them under these keys. */
export const imageKeys = resourceKeys('images');

/** GET images: every image (names and pictures for thumbnails and image fields). */
export const imagesQuery = queryOptions({
  queryKey: imageKeys.list(),
  queryFn: ({ signal }) => api.list('images', imageSchema, { signal }),
  meta: fetchErrorMeta,
});

/** GET images/paged?page&itemsPerPage: the images screen's list, by id. */
export function imagesPagedQuery(query: PageQuery) {
  return queryOptions({
    queryKey: imageKeys.paged(query),
    queryFn: ({ signal }) => api.paged('images/paged', imageSchema, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    meta: fetchErrorMeta,
  });
}

/** POST images (a new one) or PUT images/{id}; every read of images (thumbnails and image fields too) refreshes. */
export function useSaveImage() {
  return useResourceMutation(imageKeys.all, ({ id, ...input }: ImageInput & { id?: number }) =>
    id === undefined ? api.post('images', input, imageSchema) : api.put(`images/${id}`, input, imageSchema),
  );
}

/** DELETE images/{id}: refused (409, with the reason) while a room type or a product uses the image. */
export function useDeleteImage() {
  return useResourceMutation(imageKeys.all, (id: number) => api.delete(`images/${id}`));
}
