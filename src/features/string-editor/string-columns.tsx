import type { DictionaryEntry } from '../../../contract/dictionary.ts';
import type { IntlShape } from '../../i18n/intl.ts';
import type { Column } from '../../ui/data-table.tsx';
import { STRING_LABELS } from './string-labels.ts';

/** Texts keep their line breaks; a long key without spaces breaks anywhere rather than widen the table. */
const text = 'flex min-h-touch items-center whitespace-pre-line';

/** Spec section 2: String (the key), English, Norwegian; the table adds Actions. In the language shown. */
export function stringColumns(intl: IntlShape): ReadonlyArray<Column<DictionaryEntry>> {
  return [
    {
      id: 'key',
      header: intl.formatMessage({ id: 'content.stringEditor.string', defaultMessage: 'String' }),
      className: 'w-1/4 break-all font-mono text-sm',
      cell: (e) => <span className={text}>{e.key}</span>,
    },
    {
      id: 'english',
      lang: 'en',
      header: intl.formatMessage(STRING_LABELS.english),
      className: 'w-1/3 wrap-anywhere',
      cell: (e) => <span className={text}>{e.english}</span>,
    },
    {
      id: 'norwegian',
      lang: 'nb',
      header: intl.formatMessage(STRING_LABELS.norwegian),
      className: 'w-1/3 wrap-anywhere',
      cell: (e) => <span className={text}>{e.norwegian}</span>,
    },
  ];
}
