import { z } from 'zod/mini';
import { coerceInt, int, optionalText } from './common.ts';
import { phoneSchema } from './phone.ts';
import { versionedFields } from './versions.ts';

/** Blocked customer (spec section 3): a guest refused by email address, phone number or both. */
export const blockedCustomerSchema = z.object({
  id: int(),
  emailAddress: z.string(),
  phoneNumber: z.string(),
  note: z.string(),
  ...versionedFields,
});

/**
 * An address as people have them, international ones too ("blåbær@eksempel.no"): zod's Unicode pattern, with a
 * dot in the domain (a mail system's own "user@localhost" is no guest's).
 */
const anEmail = z.email({ pattern: z.regexes.unicodeEmail }).check(z.regex(/@[^@]+\.[^@.]+$/));
/** Empty, or a plausible address. */
export const blockedEmailSchema = z.string().check(
  z.trim(),
  z.maxLength(254, 'must be at most 254 characters'),
  z.refine((text) => text === '' || anEmail.safeParse(text).success, 'must be an email address'),
);

/** Empty, or a phone number, held as E.164 (contract/phone.ts). */
export const blockedPhoneSchema = phoneSchema;

/**
 * POST blocked-customers and PUT blocked-customers/{id}. A record with neither an email address nor a phone number
 * blocks nobody, so it is refused (named on emailAddress, the form's first field).
 */
export const blockedCustomerInputSchema = z
  .object({
    emailAddress: z._default(blockedEmailSchema, ''),
    phoneNumber: z._default(blockedPhoneSchema, ''),
    note: optionalText(1000),
  })
  .check(
    z.refine((c) => c.emailAddress !== '' || c.phoneNumber !== '', {
      path: ['emailAddress'],
      message: 'is required when there is no phoneNumber',
    }),
  );

/** GET blocked-customers: paged only when both page and itemsPerPage are given (spec section 5), else every row. */
export const blockedCustomersQuerySchema = z.object({
  page: z.optional(coerceInt({ min: 1 })),
  itemsPerPage: z.optional(coerceInt({ min: 1, max: 500 })),
});

export type BlockedCustomer = z.infer<typeof blockedCustomerSchema>;
export type BlockedCustomerInput = z.input<typeof blockedCustomerInputSchema>;
