import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { scheduleGroupSchema } from '../../../contract/bookings.ts';
import { api } from '../../api/http.ts';
import { fetchErrorMeta, resourceKeys } from '../query-meta.ts';

const keys = resourceKeys('schedule');

/**
 * Query keys of the schedule: one cache entry per restaurant and day. The outbox overlay and the accepted-entry
 * handler read and invalidate a restaurant's days by `restaurant(id)`, so the shape stays ['schedule', id, date].
 */
export const scheduleKeys = {
  all: keys.all,
  restaurant: (restaurantId: number) => keys.of(restaurantId),
  day: (restaurantId: number, date: string) => keys.of(restaurantId, date),
};

/**
 * GET restaurant/v2/{restaurant}/bookings/mealTimes?date&source: the day's groups, timeslots and bookings; 404 → none.
 * While another day loads, the previous day's data stays as placeholder (`isPlaceholderData`): a screen showing it
 * must show it as that other day and let nothing act on it (the schedule greys it and disables every action).
 */
export function mealTimesQuery(restaurantId: number, date: string) {
  return queryOptions({
    queryKey: scheduleKeys.day(restaurantId, date),
    queryFn: ({ signal }) =>
      api.list(`restaurant/v2/${restaurantId}/bookings/mealTimes`, scheduleGroupSchema, { query: { date, source: 'staff' }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    meta: fetchErrorMeta,
  });
}
