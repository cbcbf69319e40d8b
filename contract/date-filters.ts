import { z } from 'zod/mini';
import { int, onceValid } from './common.ts';
import { isoDate } from './availability.ts';
import { versionedFields } from './versions.ts';

/** Date filter (spec section 3): the availability rule restrictions reuse. */
export const dateFilterSchema = z.object({
  id: int(),
  name: z.string(),
  isAnnual: z.boolean(),
  dates: z.array(z.string()),
  daysOfWeek: z.array(int()),
  fromDate: z.nullable(z.string()),
  toDate: z.nullable(z.string()),
  /** Hours until arrival. */
  hours: int(),
  ...versionedFields,
});

/** POST date-filters: insert, or update when `id` is given. */
export const dateFilterInputSchema = z
  .object({
    id: z.optional(int().check(z.positive())),
    name: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(200)),
    isAnnual: z._default(z.boolean(), false),
    dates: z._default(z.array(isoDate).check(z.maxLength(366)), []),
    daysOfWeek: z._default(
      z.array(int().check(z.gte(0, 'must be 0-6'), z.lte(6, 'must be 0-6'))).check(z.maxLength(7)),
      [],
    ),
    fromDate: z._default(z.nullable(isoDate), null),
    toDate: z._default(z.nullable(isoDate), null),
    hours: z._default(int('must be a whole number').check(z.gte(0, 'must be 0 or more')), 0),
  })
  .check(
    z.refine((f) => !f.fromDate || !f.toDate || f.fromDate <= f.toDate, {
      path: ['toDate'],
      when: onceValid('fromDate', 'toDate'),
      message: 'must not be before fromDate',
    }),
  );

export type DateFilter = z.infer<typeof dateFilterSchema>;
export type DateFilterInput = z.input<typeof dateFilterInputSchema>;
