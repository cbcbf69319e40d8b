import dayjs from 'dayjs';
import { mealText } from '../../../contract/bookings.ts';
import type { AvailabilityRule } from '../../../contract/availability.ts';
import type { AvailabilitySort } from '../../entities/availabilities/availability-queries.ts';
import { defineMessages, type IntlShape } from '../../i18n/intl.ts';
import type { Column } from '../../ui/data-table.tsx';
import { sortDays } from '../../ui/days-of-week.ts';

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

/** A rule's fields by their names: the list's columns and the dialog's labels. */
export const RULE_FIELDS = defineMessages({
  meal: { id: 'door.availability.field.meal', defaultMessage: 'Meal' },
  restaurantMeal: { id: 'door.availability.field.restaurantMeal', defaultMessage: 'Restaurant meal' },
  description: { id: 'door.availability.field.description', defaultMessage: 'Description' },
  dates: { id: 'door.availability.field.dates', defaultMessage: 'Dates' },
  daysOfWeek: { id: 'door.availability.field.daysOfWeek', defaultMessage: 'Days of week' },
  timeFrom: { id: 'door.availability.field.timeFrom', defaultMessage: 'Time from' },
  timeTo: { id: 'door.availability.field.timeTo', defaultMessage: 'Time to' },
  webSeats: { id: 'door.availability.field.webSeats', defaultMessage: 'Web seats' },
  manualSeats: { id: 'door.availability.field.manualSeats', defaultMessage: 'Manual seats' },
  priority: { id: 'door.availability.field.priority', defaultMessage: 'Priority' },
});

/** A weekday's short name in the language shown (dayjs's locale follows it): "Mon", "man.". */
const shortDay = (day: number) => dayjs().day(day).format('ddd');

/**
 * Meal, description, dates, days, times, seats and priority, headed in the language shown; the meal by its name in
 * this restaurant.
 */
export function availabilityColumns(
  intl: IntlShape,
  mealName: (restaurantMealId: number) => string,
): Array<Column<AvailabilityRule>> {
  const head = (field: keyof typeof RULE_FIELDS) => intl.formatMessage(RULE_FIELDS[field]);
  return [
    {
      id: 'restaurantMealId',
      header: head('meal'),
      sortable: true,
      cell: (rule) => mealText(intl, mealName(rule.restaurantMealId)),
    },
    { id: 'description', header: head('description'), sortable: true, cell: (rule) => rule.description },
    { id: 'dates', header: head('dates'), cell: (rule) => rule.dates.join(', ') },
    {
      id: 'daysOfWeek',
      header: head('daysOfWeek'),
      cell: (rule) => sortDays(rule.daysOfWeek).map(shortDay).join(', '),
    },
    { id: 'timeFrom', header: head('timeFrom'), sortable: true, cell: (rule) => rule.timeFrom.slice(0, 5) },
    { id: 'timeTo', header: head('timeTo'), sortable: true, cell: (rule) => rule.timeTo.slice(0, 5) },
    { id: 'webSeats', header: head('webSeats'), sortable: true, cell: (rule) => rule.webSeats },
    { id: 'manualSeats', header: head('manualSeats'), sortable: true, cell: (rule) => rule.manualSeats },
    { id: 'priority', header: head('priority'), sortable: true, cell: (rule) => rule.priority },
  ];
}
