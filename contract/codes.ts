import { defineMessages } from '@formatjs/intl';
import { z } from 'zod/mini';
import { isRealDateTime } from './availability.ts';
import { coerceInt, hasDecimals, int, onceValid } from './common.ts';
import { versionedFields } from './versions.ts';

/** Code dates are restaurant-style wall times 'YYYY-MM-DDTHH:mm:ss' (a date alone means its midnight). */
const wallTime = z.pipe(
  z
    .string()
    .check(
      z.regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?)?$/, 'must be a date YYYY-MM-DD or date-time YYYY-MM-DDTHH:mm'),
      z.refine(isRealDateTime, 'must be a real date and time'),
    ),
  z.transform((v: string) => (v.length === 10 ? `${v}T00:00:00` : v.length === 16 ? `${v}:00` : v)),
);
/** Who made a code and when, its version, and who changed it last and when (null: never changed). */
const stamps = {
  ...versionedFields,
  createdAt: z.string(),
  createdBy: z.string(),
  updatedAt: z.nullable(z.string()),
  updatedBy: z.nullable(z.string()),
};

/** Special code (spec section 3); type 1 means hotel package. */
export const specialCodeSchema = z.object({
  id: int(),
  specialCode: z.string(),
  type: int(),
  packageId: z.string(),
  activeFrom: z.nullable(z.string()),
  activeTo: z.nullable(z.string()),
  ...stamps,
});
export type SpecialCode = z.infer<typeof specialCodeSchema>;

export const SPECIAL_CODE_MESSAGES = {
  empty: 'Special code cannot be empty. ',
  taken: 'This special code already exists. ',
  order: 'Active To date should be later than Active From date',
} as const;

/**
 * The same texts as messages (code `specialCode.<key>`), to say in the person's language (decision 039): a screen says
 * these (`intl.formatMessage(SPECIAL_CODE_TEXTS.empty)`); `SPECIAL_CODE_MESSAGES` is their English, as the rules and
 * the server word them.
 */
export const SPECIAL_CODE_TEXTS = defineMessages({
  empty: { id: 'server.specialCode.empty', defaultMessage: 'Special code cannot be empty. ' },
  taken: { id: 'server.specialCode.taken', defaultMessage: 'This special code already exists. ' },
  order: { id: 'server.specialCode.order', defaultMessage: 'Active To date should be later than Active From date' },
});

export const specialCodeInputSchema = z
  .object({
    id: z.optional(int().check(z.positive())),
    specialCode: z.string().check(z.trim(), z.minLength(1, SPECIAL_CODE_MESSAGES.empty), z.maxLength(100)),
    activeFrom: z._default(z.nullable(wallTime), null),
    activeTo: z._default(z.nullable(wallTime), null),
    type: z._default(int().check(z.gte(1)), 1),
    packageId: z.string().check(z.trim(), z.minLength(1, 'is required')),
    createdBy: z.optional(z.string()),
    createdAt: z.optional(z.string()),
  })
  .check(
    z.refine((c) => !c.activeFrom || !c.activeTo || c.activeTo > c.activeFrom, {
      path: ['activeTo'],
      message: SPECIAL_CODE_MESSAGES.order,
      when: onceValid('activeFrom', 'activeTo'),
    }),
  );
export type SpecialCodeInput = z.input<typeof specialCodeInputSchema>;

export const specialCodeListQuerySchema = z.object({
  SpecialCodeType: z._default(coerceInt({ min: 1 }), 1),
  PackageId: z.string().check(z.trim(), z.minLength(1, 'is required')),
});
export const specialCodeCheckQuerySchema = z.object({
  SpecialCodeToCheck: z.string().check(z.trim(), z.minLength(1, 'is required')),
  excludeId: z.optional(coerceInt()),
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

/** `DISCOUNT_CODE_MESSAGES` as messages (code `discountCode.<key>`), to say in the person's language (decision 039). */
export const DISCOUNT_CODE_TEXTS = defineMessages({
  empty: { id: 'server.discountCode.empty', defaultMessage: 'Discount code cannot be empty. ' },
  taken: { id: 'server.discountCode.taken', defaultMessage: 'This discount code already exists. ' },
  amountMissing: { id: 'server.discountCode.amountMissing', defaultMessage: 'Discount amount is missing. ' },
  amountHigh: {
    id: 'server.discountCode.amountHigh',
    defaultMessage: 'Discount amount cannot be higher than 100% for this type of discount. ',
  },
  order: {
    id: 'server.discountCode.order',
    defaultMessage: "''Active To'' date should be later than ''Active From'' date",
  },
  noDay: { id: 'server.discountCode.noDay', defaultMessage: 'Discount must apply to at least one day. ' },
  attached: {
    id: 'server.discountCode.attached',
    defaultMessage: 'This hotel package is already added to this discount code.',
  },
});

export const discountCodeSchema = z.object({
  id: int(),
  code: z.string(),
  amount: z.number(),
  activeFrom: z.nullable(z.string()),
  activeTo: z.nullable(z.string()),
  daysOfWeek: z.array(int()),
  useCount: int(),
  hotelPackages: z.array(z.object({ clockId: z.string(), name: z.string() })),
  ...stamps,
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;

export const discountCodeInputSchema = z
  .object({
    id: z.optional(int().check(z.positive())),
    code: z.string().check(z.trim(), z.minLength(1, DISCOUNT_CODE_MESSAGES.empty), z.maxLength(100)),
    // numeric(5, 2): a percentage with 2 decimals at most.
    amount: z
      .number({ error: DISCOUNT_CODE_MESSAGES.amountMissing })
      .check(
        z.gte(0, 'must be 0 or more'),
        z.lte(100, DISCOUNT_CODE_MESSAGES.amountHigh),
        z.refine(hasDecimals(2), 'must have at most 2 decimals'),
      ),
    activeFrom: z._default(z.nullable(wallTime), null),
    activeTo: z._default(z.nullable(wallTime), null),
    daysOfWeek: z
      .array(int().check(z.gte(0, 'must be 0-6'), z.lte(6, 'must be 0-6')))
      .check(z.minLength(1, DISCOUNT_CODE_MESSAGES.noDay), z.maxLength(7)),
  })
  .check(
    z.refine((c) => !c.activeFrom || !c.activeTo || c.activeTo > c.activeFrom, {
      path: ['activeTo'],
      message: DISCOUNT_CODE_MESSAGES.order,
      when: onceValid('activeFrom', 'activeTo'),
    }),
  );
export type DiscountCodeInput = z.input<typeof discountCodeInputSchema>;

/** `GET specialCodes/generate`, `GET discount-codes/generate`: a random code no row has yet. */
export const generatedCodeSchema = z.object({ code: z.string() });

export const attachPackageInputSchema = z.object({
  hotelPackageId: z.string().check(z.trim(), z.minLength(1, 'is required')),
});
