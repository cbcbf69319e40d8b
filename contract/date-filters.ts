import { z } from 'zod';
import { int } from './common.ts';
import { isoDate } from './availability.ts';

/** Date filter (spec section 3): the availability rule restrictions reuse. */
export const dateFilterSchema = z.object({
  id: int(),
  name: z.string(),
  isAnnual: z.boolean(),
  dates: z.array(z.string()),
  daysOfWeek: z.array(int()),
  fromDate: z.string().nullable(),
  toDate: z.string().nullable(),
  /** Hours until arrival. */
  hours: int(),
});

/** POST date-filters: insert, or update when `id` is given. */
export const dateFilterInputSchema = z
  .object({
    id: int().positive().optional(),
    name: z.string().trim().min(1, 'is required').max(200),
    isAnnual: z.boolean().default(false),
    dates: z.array(isoDate).max(366).default([]),
    daysOfWeek: z.array(int().min(0, 'must be 0-6').max(6, 'must be 0-6')).max(7).default([]),
    fromDate: isoDate.nullable().default(null),
    toDate: isoDate.nullable().default(null),
    hours: int('must be a whole number').min(0, 'must be 0 or more').default(0),
  })
  .refine((f) => !f.fromDate || !f.toDate || f.fromDate <= f.toDate, { path: ['toDate'], message: 'must not be before fromDate' });

export type DateFilter = z.infer<typeof dateFilterSchema>;
export type DateFilterInput = z.input<typeof dateFilterInputSchema>;
