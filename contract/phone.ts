import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod/mini';

/**
 * Phone numbers are stored in one form, E.164 ("+4794979466"), whoever typed them and how (decision 031): the
 * contract turns what was typed into it, so the console and the server agree. A number typed without its country
 * is Norwegian (the hotel's own), as spec section 9 starts the blocked customers' country at NO.
 */
export const HOME_COUNTRY = 'NO';

const parse = (text: string) => parsePhoneNumberFromString(text, HOME_COUNTRY);

/** The E.164 form of a phone number as typed, or null when it is not one ('' stays ''). */
export function canonicalPhone(text: string): string | null {
  const typed = text.trim();
  if (typed === '') return '';
  // Digits and the usual separators only, '+' only in front: an extension or a letter is not dropped silently.
  if (!/^\+?[0-9 ()./-]+$/.test(typed)) return null;
  const number = parse(typed);
  return number?.isPossible() ? number.number : null;
}

/** A stored phone number as people read it ("+47 949 79 466"); one that does not parse is shown as it is. */
export function readablePhone(text: string): string {
  const number = text.trim() === '' ? undefined : parse(text);
  return number?.isPossible() ? number.formatInternational() : text;
}

export const PHONE_MESSAGE = 'must be a phone number, e.g. 912 34 567 or +47 912 34 567';

/** Empty, or a phone number (spaces, dashes, brackets as people write them), held as E.164. */
export const phoneSchema = z.pipe(
  z.string().check(
    z.trim(),
    z.maxLength(30),
    z.refine((text) => canonicalPhone(text) !== null, PHONE_MESSAGE),
  ),
  z.transform((text: string) => canonicalPhone(text) ?? text),
);
