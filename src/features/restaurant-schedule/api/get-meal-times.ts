import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ScheduleGroup } from '../../../../contract/bookings.ts';
import { api } from '../../../api/http.ts';
import { scheduleKeys } from './schedule-keys.ts';

/** GET restaurant/v2/{restaurant}/bookings/mealTimes?date&source: the day's groups, timeslots and bookings. */
export function mealTimesQuery(restaurantId: number, date: string) {
  return queryOptions({
    queryKey: scheduleKeys.day(restaurantId, date),
    queryFn: async ({ signal }) => {
      const groups = await api.get<ScheduleGroup[]>(`restaurant/v2/${restaurantId}/bookings/mealTimes`, {
        query: { date, source: 'staff' },
        signal,
      });
      return Array.isArray(groups) ? groups : [];
    },
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
}
