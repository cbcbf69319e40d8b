import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { AvailabilityListQuery, AvailabilityRule } from '../../../../contract/availability.ts';
import type { Paged } from '../../../../contract/common.ts';
import { api } from '../../../api/http.ts';
import { availabilityKeys } from './availability-keys.ts';

/** GET restaurant/v2/{restaurant}/availabilities/?page&itemsPerPage&sort&sortDir. */
export function availabilitiesQuery(restaurantId: number, query: AvailabilityListQuery) {
  return queryOptions({
    queryKey: availabilityKeys.list(restaurantId, query),
    queryFn: async ({ signal }) => {
      const page = await api.get<Paged<AvailabilityRule>>(`restaurant/v2/${restaurantId}/availabilities/`, { query: { ...query }, signal });
      return { items: page.items ?? [], totalItems: page.totalItems ?? 0 };
    },
    placeholderData: keepPreviousData,
  });
}
