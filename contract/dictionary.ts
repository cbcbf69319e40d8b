import { defineMessages } from '@formatjs/intl';
import { z } from 'zod/mini';
import { versionedFields } from './versions.ts';

/**
 * The translation dictionary behind the String Editor (spec sections 2, 3, 7): one label of the checkout, its key
 * and its English and Norwegian texts.
 */
export const dictionaryEntrySchema = z.object({
  key: z.string(),
  english: z.string(),
  norwegian: z.string(),
  ...versionedFields,
});

export const DICTIONARY_KEY_MAX = 100;
export const DICTIONARY_TEXT_MAX = 4000;

/**
 * A label key as the checkout's code names it (e.g. `checkout.discountCode`): trimmed, 1 to 100 characters, only
 * ASCII letters, digits, `.`, `_` and `-` (no spaces). One rule keeps keys safe to type, to put in a URL or code,
 * and makes their order the same in every database and in the console (`compareDictionaryKeys`).
 */
export const dictionaryKeySchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'is required'),
    z.maxLength(DICTIONARY_KEY_MAX, `must be at most ${DICTIONARY_KEY_MAX} characters`),
    z.regex(/^[A-Za-z0-9._-]+$/, 'must be letters, digits, ".", "_" or "-" only (no spaces)'),
  );

/** A translation as typed, kept as it is (line breaks and spaces are part of a label), possibly empty. */
const translation = z
  .string()
  .check(z.maxLength(DICTIONARY_TEXT_MAX, `must be at most ${DICTIONARY_TEXT_MAX} characters`));

/**
 * POST string-editor: insert or update by key (spec section 7, add and edit are one call). `isNew` (the console's
 * Add) inserts only: a key that already exists is a 409 rather than a silent overwrite of that string.
 */
export const dictionaryEntryInputSchema = z.object({
  key: dictionaryKeySchema,
  english: translation,
  norwegian: translation,
  isNew: z._default(z.boolean(), false),
});

/**
 * DELETE string-editor's body `{ key }`, and its answer. Only trimmed and bounded, not held to the key's characters:
 * whatever is stored can be removed, and a key that cannot exist is simply not found (404).
 */
export const dictionaryKeyBodySchema = z.object({
  key: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(DICTIONARY_KEY_MAX)),
});
/** Answer of DELETE string-editor: the key removed. */
export const deletedKeySchema = z.object({ key: z.string() });

/**
 * GET string-editor: `sort=true` lists by key as a person reads it, ignoring case (`compareDictionaryKeys`);
 * without it (or `sort=false`) by the key's code points (every capital before any small letter). Both orders are
 * the same on PGlite and PostgreSQL, whatever the database's collation.
 */
export const dictionaryListQuerySchema = z.object({ sort: z.optional(z.enum(['true', 'false'])) });

/** The order of `sort=true`: case-insensitive, then by code point so that keys differing only in case keep one order. */
export function compareDictionaryKeys(a: string, b: string): number {
  const [la, lb] = [a.toLowerCase(), b.toLowerCase()];
  if (la !== lb) return la < lb ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The refusal of a new string whose key is taken (the 409's message, and the console's words on the key field). */
export const DICTIONARY_KEY_TAKEN = 'A string with this key already exists.';

/** `DICTIONARY_KEY_TAKEN` as a message (code `dictionary.keyTaken`), to say in the person's language (decision 039). */
export const DICTIONARY_TEXTS = defineMessages({
  keyTaken: { id: 'server.dictionary.keyTaken', defaultMessage: 'A string with this key already exists.' },
});

export type DictionaryEntry = z.infer<typeof dictionaryEntrySchema>;
export type DictionaryEntryInput = z.input<typeof dictionaryEntryInputSchema>;
