import type { AvailabilityRule } from '../../../contract/availability.ts';
import type { AvailabilitySort } from '../../entities/availabilities/availability-queries.ts';
import type { Column } from '../../ui/data-table.tsx';
import { dayName, sortDays } from '../../ui/days-of-week.ts';

/** The columns the list sorts by (the server's sort keys), id first as the default order. */
export const availabilitySorts = [
  'id',
  'restaurantMealId',
  'description',
  'timeFrom',
  'timeTo',
  'webSeats',
  'manualSeats',
  'priority',
] as const satisfies readonly AvailabilitySort[];

/** Meal, description, dates, days, times, seats and priority; the meal by its name in this restaurant. */
export function availabilityColumns(mealName: (restaurantMealId: number) => string): Array<Column<AvailabilityRule>> {
  return [
    { id: 'restaurantMealId', header: 'Meal', sortable: true, cell: (rule) => mealName(rule.restaurantMealId) },
    { id: 'description', header: 'Description', sortable: true, cell: (rule) => rule.description },
    { id: 'dates', header: 'Dates', cell: (rule) => rule.dates.join(', ') },
    {
      id: 'daysOfWeek',
      header: 'Days of week',
      cell: (rule) =>
        sortDays(rule.daysOfWeek)
          .map((d) => dayName(d).slice(0, 3))
          .join(', '),
    },
    { id: 'timeFrom', header: 'Time from', sortable: true, cell: (rule) => rule.timeFrom.slice(0, 5) },
    { id: 'timeTo', header: 'Time to', sortable: true, cell: (rule) => rule.timeTo.slice(0, 5) },
    { id: 'webSeats', header: 'Web seats', sortable: true, cell: (rule) => rule.webSeats },
    { id: 'manualSeats', header: 'Manual seats', sortable: true, cell: (rule) => rule.manualSeats },
    { id: 'priority', header: 'Priority', sortable: true, cell: (rule) => rule.priority },
  ];
}
