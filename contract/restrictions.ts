import { z } from 'zod';
import { int } from './common.ts';
import { dateFilterSchema } from './date-filters.ts';

/** Restriction of a product (spec section 3): ordered by priority; `dateFilter` says when it applies. */
export const restrictionSchema = z.object({
  id: int(),
  priority: int(),
  isGlobal: z.boolean(),
  isProductAvailable: z.boolean(),
  isDeleted: z.boolean(),
  dateFilter: dateFilterSchema.nullable(),
});

/** As saved (spec section 7): the date filter by id. A new restriction has id 0. */
export const restrictionInputSchema = z.object({
  id: int().min(0),
  isProductAvailable: z.boolean(),
  priority: int().min(0, 'must be 0 or more'),
  dateFilterFk: int().positive('must be chosen').nullable(),
  isDeleted: z.boolean().default(false),
  isGlobal: z.boolean().default(false),
});

/** POST products/hotelPackageAddonRestrictions. */
export const DATE_FILTER_REQUIRED = 'Choose a date filter';

/** Each restriction that is kept says when it applies: it picks a date filter (issue 5). */
export const restrictionListSchema = z
  .array(restrictionInputSchema)
  .max(100)
  .superRefine((list, ctx) => {
    list.forEach((r, i) => {
      if (!r.isDeleted && r.dateFilterFk === null) ctx.addIssue({ code: 'custom', path: [i, 'dateFilterFk'], message: 'must be chosen' });
    });
  });

export const addonRestrictionsInputSchema = z.object({
  clockId: z.string().trim().min(1, 'is required'),
  restrictions: restrictionListSchema,
});

export type Restriction = z.infer<typeof restrictionSchema>;
export type RestrictionInput = z.input<typeof restrictionInputSchema>;
