import { z } from 'zod';
import { isRealDateTime } from './availability.ts';
import { coerceInt, hasDecimals, int } from './common.ts';

/** Code dates are restaurant-style wall times 'YYYY-MM-DDTHH:mm:ss' (a date alone means its midnight). */
const wallTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/, 'must be a date YYYY-MM-DD or date-time YYYY-MM-DDTHH:mm')
  .refine(isRealDateTime, 'must be a real date and time')
  .transform((v) => (v.length === 10 ? `${v}T00:00:00` : v.length === 16 ? `${v}:00` : v));
const stamps = {
  createdAt: z.string(),
  createdBy: z.string(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
};

/** Special code (spec section 3); type 1 means hotel package. */
export const specialCodeSchema = z.object({
  id: int(),
  specialCode: z.string(),
  type: int(),
  packageId: z.string(),
  activeFrom: z.string().nullable(),
  activeTo: z.string().nullable(),
  ...stamps,
});
export type SpecialCode = z.infer<typeof specialCodeSchema>;

export const SPECIAL_CODE_MESSAGES = {
  empty: 'Special code cannot be empty. ',
  taken: 'This special code already exists. ',
  order: 'Active To date should be later than Active From date',
} as const;

export const specialCodeInputSchema = z
  .object({
    id: int().positive().optional(),
    specialCode: z.string().trim().min(1, SPECIAL_CODE_MESSAGES.empty).max(100),
    activeFrom: wallTime.nullable().default(null),
    activeTo: wallTime.nullable().default(null),
    type: int().min(1).default(1),
    packageId: z.string().trim().min(1, 'is required'),
    createdBy: z.string().optional(),
    createdAt: z.string().optional(),
  })
  .refine((c) => !c.activeFrom || !c.activeTo || c.activeTo > c.activeFrom, { path: ['activeTo'], message: SPECIAL_CODE_MESSAGES.order });
export type SpecialCodeInput = z.input<typeof specialCodeInputSchema>;

export const specialCodeListQuerySchema = z.object({
  SpecialCodeType: coerceInt({ min: 1 }).default(1),
  PackageId: z.string().trim().min(1, 'is required'),
});
export const specialCodeCheckQuerySchema = z.object({
  SpecialCodeToCheck: z.string().trim().min(1, 'is required'),
  excludeId: coerceInt().optional(),
});

export const DISCOUNT_CODE_MESSAGES = {
  empty: 'Discount code cannot be empty. ',
  taken: 'This discount code already exists. ',
  amountMissing: 'Discount amount is missing. ',
  amountHigh: 'Discount amount cannot be higher than 100% for this type of discount. ',
  order: "'Active To' date should be later than 'Active From' date",
  noDay: 'Discount must apply to at least one day. ',
  attached: 'This hotel package is already added to this discount code.',
} as const;

export const discountCodeSchema = z.object({
  id: int(),
  code: z.string(),
  amount: z.number(),
  activeFrom: z.string().nullable(),
  activeTo: z.string().nullable(),
  daysOfWeek: z.array(int()),
  useCount: int(),
  hotelPackages: z.array(z.object({ clockId: z.string(), name: z.string() })),
  ...stamps,
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

export const discountCodeInputSchema = z
  .object({
    id: int().positive().optional(),
    code: z.string().trim().min(1, DISCOUNT_CODE_MESSAGES.empty).max(100),
    // numeric(5, 2): a percentage with 2 decimals at most.
    amount: z
      .number({ error: DISCOUNT_CODE_MESSAGES.amountMissing })
      .min(0, 'must be 0 or more')
      .max(100, DISCOUNT_CODE_MESSAGES.amountHigh)
      .refine(hasDecimals(2), 'must have at most 2 decimals'),
    activeFrom: wallTime.nullable().default(null),
    activeTo: wallTime.nullable().default(null),
    daysOfWeek: z.array(int().min(0, 'must be 0-6').max(6, 'must be 0-6')).min(1, DISCOUNT_CODE_MESSAGES.noDay).max(7),
  })
  .refine((c) => !c.activeFrom || !c.activeTo || c.activeTo > c.activeFrom, { path: ['activeTo'], message: DISCOUNT_CODE_MESSAGES.order });
export type DiscountCodeInput = z.input<typeof discountCodeInputSchema>;

/** `GET specialCodes/generate`, `GET discount-codes/generate`: a random code no row has yet. */
export const generatedCodeSchema = z.object({ code: z.string() });

export const attachPackageInputSchema = z.object({ hotelPackageId: z.string().trim().min(1, 'is required') });

