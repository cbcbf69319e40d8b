import { z } from 'zod/mini';
import { coerceInt, int, optionalText } from './common.ts';
import { versionedFields } from './versions.ts';

/** Blocked customer (spec section 3): a guest refused by email address, phone number or both. */
export const blockedCustomerSchema = z.object({
  id: int(),
  emailAddress: z.string(),
  phoneNumber: z.string(),
  note: z.string(),
  ...versionedFields,
});

const anEmail = z.email();
/** Digits and the usual separators, '+' only in front: "+47 912 34 567", "(0)22-33 44 55". */
const PHONE_CHARACTERS = /^\+?[0-9 ()-]+$/;
const digitCount = (text: string) => text.replace(/[^0-9]/g, '').length;

/** Empty, or a plausible address. */
export const blockedEmailSchema = z.string().check(
  z.trim(),
  z.maxLength(254, 'must be at most 254 characters'),
  z.refine((text) => text === '' || anEmail.safeParse(text).success, 'must be an email address'),
);

/** Empty, or a phone number as people write it: 5 to 15 digits (E.164's most) with spaces, + - ( ). */
export const blockedPhoneSchema = z.string().check(
  z.trim(),
  z.maxLength(30, 'must be at most 30 characters'),
  z.refine(
    (text) => text === '' || PHONE_CHARACTERS.test(text),
    'must hold only digits, spaces and + - ( ), with + only first',
  ),
  z.refine((text) => text === '' || (digitCount(text) >= 5 && digitCount(text) <= 15), 'must have 5 to 15 digits'),
);

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
