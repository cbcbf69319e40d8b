import type { DictionaryEntry } from '../../../contract/dictionary.ts';
import type { Column } from '../../ui/data-table.tsx';

/** Texts keep their line breaks; a long key without spaces breaks anywhere rather than widen the table. */
const text = 'flex min-h-touch items-center whitespace-pre-line';

/** Spec section 2: String (the key), English, Norwegian; the table adds Actions. */
export const stringColumns: ReadonlyArray<Column<DictionaryEntry>> = [
  {
    id: 'key',
    header: 'String',
    className: 'w-1/4 break-all font-mono text-sm',
    cell: (e) => <span className={text}>{e.key}</span>,
  },
  {
    id: 'english',
    header: 'English',
    className: 'w-1/3 wrap-anywhere',
    cell: (e) => <span className={text}>{e.english}</span>,
  },
  {
    id: 'norwegian',
    header: 'Norwegian',
    className: 'w-1/3 wrap-anywhere',
    cell: (e) => <span className={text}>{e.norwegian}</span>,
  },
];
