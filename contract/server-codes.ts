import type { MessageDescriptor } from '@formatjs/intl';
import { AVAILABILITY_TEXTS } from './availability.ts';
import { CHECKOUT_ALERT_TEXTS } from './checkout-alerts.ts';
import { DISCOUNT_CODE_TEXTS, SPECIAL_CODE_TEXTS } from './codes.ts';
import { DICTIONARY_TEXTS } from './dictionary.ts';
import { FIELD_MESSAGES } from './field-messages.ts';
import { RESTRICTION_TEXTS } from './restrictions.ts';
import { REVERT_MESSAGES } from './revert-messages.ts';
import { inEnglish, matchSaid, type SaidValues } from './said.ts';
import { SERVER_MESSAGES } from './server-messages.ts';

/**
 * Every code the server sends (decision 039), with its message: the answers' own (contract/server-messages.ts), a
 * field's problem (`field.<key>`, contract/field-messages.ts), a revert's refusal (`revert.<key>`) and the spec's texts
 * of the contract (`discountCode.<key>`...). A code is its message's id without `server.`: `server.field.required` is
 * `field.required`.
 */
type Prefixed<P extends string, T> = { readonly [K in keyof T & string as `${P}.${K}`]: T[K] };

function prefixed<P extends string, T extends Record<string, MessageDescriptor>>(prefix: P, table: T): Prefixed<P, T> {
  return Object.fromEntries(Object.entries(table).map(([key, message]) => [`${prefix}.${key}`, message])) as Prefixed<
    P,
    T
  >;
}

/** The spec's sentences of the contract: a field's whole message, said as it is (no label in front). */
const SENTENCES = {
  ...prefixed('discountCode', DISCOUNT_CODE_TEXTS),
  ...prefixed('specialCode', SPECIAL_CODE_TEXTS),
  ...prefixed('checkoutAlert', CHECKOUT_ALERT_TEXTS),
  ...prefixed('dictionary', DICTIONARY_TEXTS),
  ...prefixed('availability', AVAILABILITY_TEXTS),
  ...prefixed('restriction', RESTRICTION_TEXTS),
};
const FIELDS = prefixed('field', FIELD_MESSAGES);

export const SERVER_CODES = {
  ...SERVER_MESSAGES,
  ...prefixed('revert', REVERT_MESSAGES),
  ...SENTENCES,
  ...FIELDS,
};

export type ServerCode = keyof typeof SERVER_CODES;

export const isServerCode = (code: unknown): code is ServerCode =>
  typeof code === 'string' && Object.hasOwn(SERVER_CODES, code);

/** The message of a code the server sent, if it is one of these. */
export const serverDescriptor = (code: unknown): MessageDescriptor | undefined =>
  isServerCode(code) ? SERVER_CODES[code] : undefined;

/** A code's English with its values: what the server says as `message` beside it. */
export const englishOf = (code: ServerCode, values?: SaidValues): string => inEnglish(SERVER_CODES[code], values);

/** What the contract can say of a field, in the order it is read back: its sentences, then its rules. */
const FIELD_CANDIDATES = Object.entries({ ...SENTENCES, ...FIELDS }) as Array<[ServerCode, MessageDescriptor]>;

/**
 * A field's problem as the contract words it in English (a zod rule's message: "must be 0 or more", "Discount code
 * cannot be empty. ") → its code and values: `{ code: 'field.atLeast', values: { min: 0 } }`. Undefined for a text of
 * no table (a screen's own, or an older server's).
 */
export function fieldSaid(message: string): { code: ServerCode; values: SaidValues } | undefined {
  const found = matchSaid(FIELD_CANDIDATES, message);
  return found && { code: found.key, values: found.values };
}

/** Whether a code says a whole sentence (the spec's texts), as opposed to a predicate or a note about the field. */
export const isSentence = (code: unknown): boolean => typeof code === 'string' && Object.hasOwn(SENTENCES, code);
