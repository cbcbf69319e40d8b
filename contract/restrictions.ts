import { defineMessages } from '@formatjs/intl';
import { z } from 'zod/mini';
import { int } from './common.ts';
import { dateFilterSchema } from './date-filters.ts';

/** Restriction of a product (spec section 3): ordered by priority; `dateFilter` says when it applies. */
export const restrictionSchema = z.object({
  id: int(),
  priority: int(),
  isGlobal: z.boolean(),
  isProductAvailable: z.boolean(),
  isDeleted: z.boolean(),
  dateFilter: z.nullable(dateFilterSchema),
});

/** As saved (spec section 7): the date filter by id. A new restriction has id 0. */
export const restrictionInputSchema = z.object({
  id: int().check(z.gte(0)),
  isProductAvailable: z.boolean(),
  priority: int().check(z.gte(0, 'must be 0 or more')),
  dateFilterFk: z.nullable(int().check(z.positive('must be chosen'))),
  isDeleted: z._default(z.boolean(), false),
  isGlobal: z._default(z.boolean(), false),
});

/** POST products/hotelPackageAddonRestrictions. */
export const DATE_FILTER_REQUIRED = 'Choose a date filter';

/** `DATE_FILTER_REQUIRED` as a message (code `restriction.dateFilterRequired`), in the person's language (decision 039). */
export const RESTRICTION_TEXTS = defineMessages({
  dateFilterRequired: { id: 'server.restriction.dateFilterRequired', defaultMessage: 'Choose a date filter' },
});

/** Each restriction that is kept says when it applies: it picks a date filter (issue 5). */
export const restrictionListSchema = z.array(restrictionInputSchema).check(
  z.maxLength(100),
  z.superRefine((list, ctx) => {
    list.forEach((r, i) => {
      if (!r.isDeleted && r.dateFilterFk === null)
        ctx.addIssue({ code: 'custom', path: [i, 'dateFilterFk'], message: 'must be chosen' });
    });
  }),
);

export const addonRestrictionsInputSchema = z.object({
  clockId: z.string().check(z.trim(), z.minLength(1, 'is required')),
  restrictions: restrictionListSchema,
});

export type Restriction = z.infer<typeof restrictionSchema>;
export type RestrictionInput = z.input<typeof restrictionInputSchema>;
