import { queryOptions } from '@tanstack/react-query';
import type { DictionaryEntryInput } from '../../../contract/dictionary.ts';
import { DICTIONARY_TEXTS, dictionaryEntrySchema } from '../../../contract/dictionary.ts';
import { api } from '../../api/http.ts';
import { intl } from '../../i18n/intl.ts';
import { conflictOnField, fetchErrorMeta, resourceKeys, useResourceMutation, type Based } from '../query-meta.ts';

/** The translation dictionary (the String Editor's strings). */
export const dictionaryKeys = resourceKeys('string-editor');

/** GET string-editor?sort=true: every string, by key ignoring case (contract/dictionary.ts); 404 → none. */
export const dictionaryQuery = queryOptions({
  queryKey: dictionaryKeys.list(),
  queryFn: ({ signal }) => api.list('string-editor', dictionaryEntrySchema, { query: { sort: true }, signal }),
  meta: fetchErrorMeta,
});

/**
 * POST string-editor: add (`isNew`) or edit by key. A new string whose key is taken is answered 409: a refusal of
 * the key field here (contract/dictionary.ts's DICTIONARY_KEY_TAKEN, in the language shown), so the form shows it
 * there and keeps what was typed.
 */
export function useSaveDictionaryEntry() {
  return useResourceMutation(dictionaryKeys.all, ({ version, ...input }: Based<DictionaryEntryInput>) =>
    conflictOnField(
      api.post('string-editor', input, dictionaryEntrySchema, { version }),
      'key',
      intl().formatMessage(DICTIONARY_TEXTS.keyTaken),
    ),
  );
}

/** DELETE string-editor with the body `{ key }` (spec section 7). */
export function useDeleteDictionaryEntry() {
  return useResourceMutation(dictionaryKeys.all, ({ key, version }: Based<{ key: string }>) =>
    api.delete('string-editor', { body: { key }, version }),
  );
}
