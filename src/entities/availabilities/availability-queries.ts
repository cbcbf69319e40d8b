import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import {
  availabilityRuleSchema,
  type AvailabilityInput,
  type AvailabilityListQuery,
} from '../../../contract/availability.ts';
import { api } from '../../api/http.ts';
import { fetchErrorMeta, resourceKeys, useResourceMutation, type Based } from '../query-meta.ts';

/** Seat availability rules of a restaurant (spec section 3). */
export const availabilityKeys = resourceKeys('availabilities');

/** The columns the list sorts by, as GET .../availabilities accepts them. */
export type AvailabilitySort = AvailabilityListQuery['sort'];

/** GET restaurant/v2/{restaurant}/availabilities/?page&itemsPerPage&sort&sortDir; 404 → no rules. */
export function availabilitiesQuery(restaurantId: number, query: AvailabilityListQuery) {
  return queryOptions({
    queryKey: availabilityKeys.paged({ restaurantId, ...query }),
    queryFn: ({ signal }) =>
      api.paged(`restaurant/v2/${restaurantId}/availabilities/`, availabilityRuleSchema, {
        query: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
    meta: fetchErrorMeta,
  });
}

/** POST restaurant/v2/availability (new) or PUT restaurant/v2/availability/{id}; every read of the rules refreshes. */
export function useSaveAvailability() {
  return useResourceMutation(
    availabilityKeys.all,
    ({ id, input, version }: Based<{ id?: number; input: AvailabilityInput }>) =>
      id
        ? api.put(`restaurant/v2/availability/${id}`, input, availabilityRuleSchema, { version })
        : api.post('restaurant/v2/availability', input, availabilityRuleSchema),
  );
}

/** DELETE restaurant/v2/availability/{id}. */
export function useDeleteAvailability() {
  return useResourceMutation(availabilityKeys.all, ({ id, version }: Based<{ id: number }>) =>
    api.delete(`restaurant/v2/availability/${id}`, { version }),
  );
}
