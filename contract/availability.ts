import { defineMessages } from '@formatjs/intl';
import { z } from 'zod/mini';
import { coerceInt, int, onceValid, optionalText } from './common.ts';
import { versionedFields } from './versions.ts';

const time = z.pipe(
  z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, 'must be a time HH:mm or HH:mm:ss')),
  z.transform((value: string) => (value.length === 5 ? `${value}:00` : value)),
);
export const isoDate = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD'),
  z.refine((value) => {
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  }, 'must be a real date'),
);
/** 'YYYY-MM-DD' or 'YYYY-MM-DDTHH:mm[:ss]' naming a moment that exists (no 30 February, no 25:00). */
export function isRealDateTime(value: string): boolean {
  const [date = '', time = '00:00'] = value.split('T');
  const [hours = 99, minutes = 99, seconds = 0] = time.split(':').map(Number);
  return isoDate.safeParse(date).success && hours < 24 && minutes < 60 && seconds < 60;
}
const seats = int('must be a whole number').check(z.gte(0, 'must be 0 or more'));

/** Seat availability rule (spec section 3). Times are HH:mm:ss. */
export const availabilityRuleSchema = z.object({
  id: int(),
  restaurantFk: int(),
  restaurantMealId: int(),
  description: z.string(),
  dates: z.array(z.string()),
  daysOfWeek: z.array(int()),
  timeFrom: z.string(),
  timeTo: z.string(),
  webSeats: int(),
  manualSeats: int(),
  priority: int(),
  ...versionedFields,
});
export type AvailabilityRule = z.infer<typeof availabilityRuleSchema>;

/** The refusal of a rule with no day of week and no date: it would apply to no day. */
export const AVAILABILITY_NO_DAYS = 'Choose days of the week or dates the rule applies to';

/** `AVAILABILITY_NO_DAYS` as a message (code `availability.noDays`), to say in the person's language (decision 039). */
export const AVAILABILITY_TEXTS = defineMessages({
  noDays: { id: 'server.availability.noDays', defaultMessage: 'Choose days of the week or dates the rule applies to' },
});

/** Create (`POST restaurant/v2/availability`) and update (`PUT .../{id}`) body. */
export const availabilityInputSchema = z
  .object({
    restaurantId: int().check(z.positive()),
    restaurantMealId: int().check(z.positive()),
    description: optionalText(500),
    dates: z._default(z.array(isoDate).check(z.maxLength(366)), []),
    daysOfWeek: z._default(
      z.array(int().check(z.gte(0, 'must be 0-6'), z.lte(6, 'must be 0-6'))).check(z.maxLength(7)),
      [],
    ),
    timeFrom: time,
    timeTo: time,
    webSeats: seats,
    manualSeats: seats,
    priority: seats,
  })
  .check(
    z.refine((rule) => rule.timeFrom < rule.timeTo, {
      path: ['timeTo'],
      message: 'must be after timeFrom',
      when: onceValid('timeFrom', 'timeTo'),
    }),
    // A rule applies to a date in its dates or on one of its days of week (decision 004): with neither it applies to
    // no day at all. 0 seats is allowed: a winning rule with 0 seats closes the meal that day (decision 016).
    z.refine((rule) => rule.dates.length > 0 || rule.daysOfWeek.length > 0, {
      path: ['daysOfWeek'],
      message: AVAILABILITY_NO_DAYS,
    }),
  );
export type AvailabilityInput = z.input<typeof availabilityInputSchema>;

export const availabilityListQuerySchema = z.object({
  page: z._default(coerceInt({ min: 1 }), 1),
  itemsPerPage: z._default(coerceInt({ min: 1, max: 500 }), 20),
  sort: z._default(
    z.enum(['id', 'description', 'timeFrom', 'timeTo', 'webSeats', 'manualSeats', 'priority', 'restaurantMealId']),
    'id',
  ),
  sortDir: z._default(z.enum(['asc', 'desc']), 'asc'),
});
export type AvailabilityListQuery = z.infer<typeof availabilityListQuerySchema>;
