import { defineMessages } from '@formatjs/intl';
import { z } from 'zod/mini';
import { isoDate } from './availability.ts';
import { coerceInt, int } from './common.ts';
import { versionedFields } from './versions.ts';

/** The most characters a message may have, in either language (a banner in the checkout, not an article). */
export const ALERT_MESSAGE_MAX = 1000;
/** Spec section 9's date picker range; it also keeps out days PostgreSQL cannot store (there is no year 0). */
export const ALERT_FIRST_DAY = '1900-01-01';
export const ALERT_LAST_DAY = '2100-01-01';

/** The texts of the alert's rules, worded for the person as well (the server prefixes the field: `body.activeTo: ...`). */
export const CHECKOUT_ALERT_MESSAGES = {
  range: `must be a date from ${ALERT_FIRST_DAY} to ${ALERT_LAST_DAY}`,
  order: 'Active to must not be before Active from',
} as const;

/**
 * The alert's own sentence as a message (code `checkoutAlert.order`), to say in the person's language (decision 039).
 * Its `range` is a rule like any other (`field.dateBetween`, contract/field-messages.ts).
 */
export const CHECKOUT_ALERT_TEXTS = defineMessages({
  order: { id: 'server.checkoutAlert.order', defaultMessage: 'Active to must not be before Active from' },
});

/** Checkout alert (spec section 3): a message shown in the hotel and/or spa checkout between two days. */
export const checkoutAlertSchema = z.object({
  id: int(),
  messageNo: z.string(),
  messageEn: z.string(),
  activeFrom: z.string(),
  activeTo: z.string(),
  hotelFlow: z.boolean(),
  spaFlow: z.boolean(),
  /** Stamped by the server (ISO 8601 instants; the signed-in user's name), never taken from a body. */
  createdAt: z.string(),
  createdBy: z.string(),
  ...versionedFields,
  // Always answered here (null until the first change), unlike versionedFields' optional ones.
  updatedAt: z.nullable(z.string()),
  updatedBy: z.nullable(z.string()),
});
export type CheckoutAlert = z.infer<typeof checkoutAlertSchema>;

const day = isoDate.check(
  z.refine((value) => value >= ALERT_FIRST_DAY && value <= ALERT_LAST_DAY, CHECKOUT_ALERT_MESSAGES.range),
);
const message = z._default(
  z.string().check(z.maxLength(ALERT_MESSAGE_MAX, `must be at most ${ALERT_MESSAGE_MAX} characters`)),
  '',
);

/**
 * POST checkout-alerts and PUT checkout-alerts/{id}. Anything else in the body (id, createdAt/By, updatedAt/By, as
 * a client sending back a whole alert has them) is ignored: the path names the alert, the server stamps who and when.
 */
export const checkoutAlertInputSchema = z
  .object({
    messageNo: message,
    messageEn: message,
    activeFrom: day,
    activeTo: day,
    hotelFlow: z._default(z.boolean(), true),
    spaFlow: z._default(z.boolean(), true),
  })
  .check(z.refine((a) => a.activeFrom <= a.activeTo, { path: ['activeTo'], message: CHECKOUT_ALERT_MESSAGES.order }));
export type CheckoutAlertInput = z.input<typeof checkoutAlertInputSchema>;

/** GET checkout-alerts: one page only when both `page` and `itemsPerPage` are given (spec section 5), else all. */
export const checkoutAlertListQuerySchema = z.object({
  page: z.optional(coerceInt({ min: 1 })),
  itemsPerPage: z.optional(coerceInt({ min: 1, max: 500 })),
});
