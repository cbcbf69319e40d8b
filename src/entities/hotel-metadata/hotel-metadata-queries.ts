import { queryOptions, useQueryClient } from '@tanstack/react-query';
import {
  EMPTY_HOTEL_METADATA,
  hotelMetadataSchema,
  type HotelMetadataInput,
} from '../../../contract/hotel-metadata.ts';
import { api } from '../../api/http.ts';
import { defineMessages, intl, type MessageDescriptor } from '../../i18n/intl.ts';
import { resourceKeys, useResourceMutation, type Based } from '../query-meta.ts';

/** The hotel's metadata for hotel ads: one object, read and saved whole. */
export const hotelMetadataKeys = resourceKeys('hotel-metadata');

/** Spec section 8: the metadata could not be read (its toast, and the editor's table in its place). */
export const HOTEL_METADATA_LOAD_ERROR: MessageDescriptor = defineMessages({
  loadError: {
    id: 'content.hotelMetadata.loadError',
    defaultMessage: 'There was an error while loading hotel metadata.',
  },
}).loadError;

/**
 * GET hotelmetadata; a 404 is the empty object (spec section 7). Its failure toast is the spec's own (section 8), in
 * the language shown when it is raised.
 */
export const hotelMetadataQuery = queryOptions({
  queryKey: hotelMetadataKeys.all,
  queryFn: ({ signal }) => api.get('hotelmetadata', hotelMetadataSchema, { signal, empty: EMPTY_HOTEL_METADATA }),
  meta: {
    get errorMessage() {
      return intl().formatMessage(HOTEL_METADATA_LOAD_ERROR);
    },
  },
});

/**
 * PUT hotelmetadata: the whole object (spec section 4), answered as stored. The answer is the object at once (its
 * new version too), so the next field edited is based on it even before the read comes back.
 */
export function useSaveHotelMetadata() {
  const queryClient = useQueryClient();
  return useResourceMutation(hotelMetadataKeys.all, async ({ version, ...input }: Based<HotelMetadataInput>) => {
    const saved = await api.put('hotelmetadata', input, hotelMetadataSchema, { version });
    queryClient.setQueryData(hotelMetadataQuery.queryKey, saved);
    return saved;
  });
}
