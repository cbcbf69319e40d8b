import { resourceKeys } from '../query-meta.ts';

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
