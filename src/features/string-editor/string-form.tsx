import { z } from 'zod/mini';
import {
  DICTIONARY_KEY_MAX,
  DICTIONARY_TEXT_MAX,
  dictionaryEntryInputSchema,
  type DictionaryEntry,
} from '../../../contract/dictionary.ts';
import { intl as shownIntl, type IntlShape } from '../../i18n/intl.ts';
import { formSchema } from '../../ui/form/form-schema.ts';
import { FormText } from '../../ui/form/fields.tsx';
import type { InlineCrudForm } from '../../ui/inline-crud-edit-row.tsx';
import { STRING_LABELS } from './string-labels.ts';

/** The row's values as typed, checked by the contract's rules (the key trimmed, letters, digits, . _ - only). */
const stringFormSchema = formSchema(
  z.object({ key: z.string(), english: z.string(), norwegian: z.string() }),
  (values) => values,
  dictionaryEntryInputSchema,
);

/**
 * A string's row: the key typed only when adding (an edit keeps it read-only), English and Norwegian multiline.
 * Spec section 5: the save is ignored while the key is empty. In the language shown.
 */
export function stringForm(intl: IntlShape = shownIntl()): InlineCrudForm<DictionaryEntry, typeof stringFormSchema> {
  return {
    schema: stringFormSchema,
    messages: {
      key: intl.formatMessage(
        {
          id: 'content.stringEditor.keyRule',
          defaultMessage: 'A key is letters, digits, ".", "_" or "-" only, no spaces, at most {max} characters.',
        },
        { max: DICTIONARY_KEY_MAX },
      ),
      english: intl.formatMessage(
        { id: 'content.stringEditor.englishTooLong', defaultMessage: 'English is at most {max} characters.' },
        { max: DICTIONARY_TEXT_MAX },
      ),
      norwegian: intl.formatMessage(
        { id: 'content.stringEditor.norwegianTooLong', defaultMessage: 'Norwegian is at most {max} characters.' },
        { max: DICTIONARY_TEXT_MAX },
      ),
    },
    values: (e) => ({ key: e?.key ?? '', english: e?.english ?? '', norwegian: e?.norwegian ?? '' }),
    ignoreSave: ({ key }) =>
      key.trim() === ''
        ? intl.formatMessage({ id: 'content.stringEditor.keyMissing', defaultMessage: 'Type a key to save.' })
        : null,
    // A new string starts at its key; an edit at the English text (the key is read-only).
    focus: (row) => (row ? 'english' : 'key'),
    newLabel: intl.formatMessage({ id: 'content.stringEditor.new', defaultMessage: 'New string' }),
    editLabel: (e) =>
      intl.formatMessage({ id: 'content.stringEditor.edit', defaultMessage: 'Edit string {key}' }, { key: e.key }),
    fields: (form, row) => (
      <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
        {/* The key names the string: typed only when adding, read-only (greyed) when editing. */}
        <FormText
          form={form}
          name="key"
          label={intl.formatMessage(STRING_LABELS.key)}
          required={!row}
          readOnly={row !== undefined}
        />
        <FormText form={form} name="english" label={intl.formatMessage(STRING_LABELS.english)} multiline rows={3} />
        <FormText form={form} name="norwegian" label={intl.formatMessage(STRING_LABELS.norwegian)} multiline rows={3} />
      </div>
    ),
  };
}
