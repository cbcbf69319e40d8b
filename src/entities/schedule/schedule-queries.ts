import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { scheduleGroupSchema } from '../../../contract/bookings.ts';
import { api } from '../../api/http.ts';
import { fetchErrorMeta } from '../query-meta.ts';
import { journalMark, withEventsSince } from './schedule-live.ts';
import { scheduleKeys } from './schedule-keys.ts';

export { scheduleKeys };

/**
 * GET restaurant/v2/{restaurant}/bookings/mealTimes?date&source: the day's groups, timeslots and bookings; 404 → none.
 * While another day loads, the previous day's data stays as placeholder (`isPlaceholderData`): a screen showing it
 * must show it as that other day and let nothing act on it (the schedule greys it and disables every action).
 */
export function mealTimesQuery(restaurantId: number, date: string) {
  return queryOptions({
    queryKey: scheduleKeys.day(restaurantId, date),
    queryFn: async ({ signal }) => {
      // Live events that arrive while this is under way may be newer than what it reads: applied again on top.
      const mark = journalMark();
      const groups = await api.list(`restaurant/v2/${restaurantId}/bookings/mealTimes`, scheduleGroupSchema, {
        query: { date, source: 'staff' },
        signal,
      });
      return withEventsSince(restaurantId, date, groups, mark);
    },
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    meta: fetchErrorMeta,
  });
}
