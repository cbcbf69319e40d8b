/** Query keys of the schedule: one cache entry per restaurant and day. */
export const scheduleKeys = {
  all: ['schedule'] as const,
  restaurant: (restaurantId: number) => ['schedule', restaurantId] as const,
  day: (restaurantId: number, date: string) => ['schedule', restaurantId, date] as const,
};
