import { queryOptions } from '@tanstack/react-query';
import {
  EMPTY_HOTEL_METADATA,
  hotelMetadataSchema,
  type HotelMetadataInput,
} from '../../../contract/hotel-metadata.ts';
import { api } from '../../api/http.ts';
import { resourceKeys, useResourceMutation } from '../query-meta.ts';

/** The hotel's metadata for hotel ads: one object, read and saved whole. */
export const hotelMetadataKeys = resourceKeys('hotel-metadata');

/** GET hotelmetadata; a 404 is the empty object (spec section 7). Its failure toast is the spec's own (section 8). */
export const hotelMetadataQuery = queryOptions({
  queryKey: hotelMetadataKeys.all,
  queryFn: ({ signal }) => api.get('hotelmetadata', hotelMetadataSchema, { signal, empty: EMPTY_HOTEL_METADATA }),
  meta: { errorMessage: 'There was an error while loading hotel metadata.' },
});

/** PUT hotelmetadata: the whole object (spec section 4), answered as stored. */
export function useSaveHotelMetadata() {
  return useResourceMutation(hotelMetadataKeys.all, (input: HotelMetadataInput) =>
    api.put('hotelmetadata', input, hotelMetadataSchema),
  );
}
