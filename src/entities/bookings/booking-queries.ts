import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { restaurantBookingSchema } from '../../../contract/bookings.ts';
import { api } from '../../api/http.ts';
import { fetchErrorMeta, resourceKeys } from '../query-meta.ts';

/** The read-only booking search (the schedule's bookings have their own module: src/entities/schedule). */
export const bookingSearchKeys = resourceKeys('booking-search');

export interface BookingSearch {
  pageNumber: number;
  pageSize: number;
  searchQuery: string;
}

/** GET restaurant/v2/{restaurant}/bookings/search?pageNumber&pageSize&searchQuery (newest first); 404 → no bookings. */
export function bookingSearchQuery(restaurantId: number, search: BookingSearch) {
  return queryOptions({
    queryKey: bookingSearchKeys.of(restaurantId, search),
    queryFn: ({ signal }) =>
      api.paged(`restaurant/v2/${restaurantId}/bookings/search`, restaurantBookingSchema, {
        query: { ...search },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: fetchErrorMeta,
  });
}
