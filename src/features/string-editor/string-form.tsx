import { z } from 'zod/mini';
import {
  DICTIONARY_KEY_MAX,
  DICTIONARY_TEXT_MAX,
  dictionaryEntryInputSchema,
  type DictionaryEntry,
} from '../../../contract/dictionary.ts';
import { formSchema } from '../../ui/form/form-schema.ts';
import { FormText } from '../../ui/form/fields.tsx';
import type { InlineCrudForm } from '../../ui/inline-crud-edit-row.tsx';

/** The row's values as typed, checked by the contract's rules (the key trimmed, letters, digits, . _ - only). */
const stringFormSchema = formSchema(
  z.object({ key: z.string(), english: z.string(), norwegian: z.string() }),
  (values) => values,
  dictionaryEntryInputSchema,
);

/**
 * A string's row: the key typed only when adding (an edit keeps it read-only), English and Norwegian multiline.
 * Spec section 5: the save is ignored while the key is empty.
 */
export const stringForm: InlineCrudForm<DictionaryEntry, typeof stringFormSchema> = {
  schema: stringFormSchema,
  messages: {
    key: `A key is letters, digits, ".", "_" or "-" only, no spaces, at most ${DICTIONARY_KEY_MAX} characters.`,
    english: `English is at most ${DICTIONARY_TEXT_MAX} characters.`,
    norwegian: `Norwegian is at most ${DICTIONARY_TEXT_MAX} characters.`,
  },
  values: (e) => ({ key: e?.key ?? '', english: e?.english ?? '', norwegian: e?.norwegian ?? '' }),
  ignoreSave: ({ key }) => (key.trim() === '' ? 'Type a key to save.' : null),
  // A new string starts at its key; an edit at the English text (the key is read-only).
  focus: (row) => (row ? 'english' : 'key'),
  newLabel: 'New string',
  editLabel: (e) => `Edit string ${e.key}`,
  fields: (form, row) => (
    <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
      {/* The key names the string: typed only when adding, read-only (greyed) when editing. */}
      <FormText form={form} name="key" label="Key" required={!row} readOnly={row !== undefined} />
      <FormText form={form} name="english" label="English" multiline rows={3} />
      <FormText form={form} name="norwegian" label="Norwegian" multiline rows={3} />
    </div>
  ),
};
