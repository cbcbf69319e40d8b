import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { RestaurantBooking } from '../../../../contract/bookings.ts';
import type { Paged } from '../../../../contract/common.ts';
import { api } from '../../../api/http.ts';

export interface BookingSearch {
  pageNumber: number;
  pageSize: number;
  searchQuery: string;
}

export const bookingSearchKeys = {
  all: ['booking-search'] as const,
  search: (restaurantId: number, search: BookingSearch) => ['booking-search', restaurantId, search] as const,
};

/** GET restaurant/v2/{restaurant}/bookings/search?pageNumber&pageSize&searchQuery (newest first). */
export function bookingSearchQuery(restaurantId: number, search: BookingSearch) {
  return queryOptions({
    queryKey: bookingSearchKeys.search(restaurantId, search),
    queryFn: async ({ signal }) => {
      const page = await api.get<Paged<RestaurantBooking>>(`restaurant/v2/${restaurantId}/bookings/search`, { query: { ...search }, signal });
      return { items: page.items ?? [], totalItems: page.totalItems ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}
