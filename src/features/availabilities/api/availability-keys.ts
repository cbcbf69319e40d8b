import type { AvailabilityListQuery } from '../../../../contract/availability.ts';

export const availabilityKeys = {
  all: ['availabilities'] as const,
  list: (restaurantId: number, query: AvailabilityListQuery) => ['availabilities', restaurantId, query] as const,
};
