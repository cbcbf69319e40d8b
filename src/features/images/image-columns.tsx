import type { ReactNode } from 'react';
import type { Image } from '../../../contract/images.ts';
import type { IntlShape } from '../../i18n/intl.ts';
import type { Column } from '../../ui/data-table.tsx';
import { IMAGE_LABELS } from './image-labels.ts';

/** An empty value in a cell. */
const NONE = '–';
const dash = (value: string) => value || NONE;
/** Text cells as tall as the row's buttons, so everything in a row lines up. */
const line = (content: ReactNode) => <span className="flex min-h-touch items-center">{content}</span>;

/**
 * The list's columns: the picture (lazy, described by its alt text), names, alt texts and src (the table adds
 * Actions), headed in the language shown.
 */
export function imageColumns(intl: IntlShape): ReadonlyArray<Column<Image>> {
  const header = (label: keyof typeof IMAGE_LABELS) => intl.formatMessage(IMAGE_LABELS[label]);
  return [
    {
      id: 'image',
      header: header('image'),
      cell: (i) => (
        <img
          src={i.src}
          alt={i.alt || i.name}
          loading="lazy"
          className="h-11 w-16 shrink-0 rounded border border-gray-200 bg-gray-100 object-cover"
        />
      ),
    },
    { id: 'name', header: header('name'), cell: (i) => line(i.name) },
    { id: 'nameEn', header: header('nameEn'), cell: (i) => line(dash(i.nameEn)) },
    { id: 'alt', header: header('alt'), className: 'max-w-56', cell: (i) => line(i.alt) },
    { id: 'altEn', header: header('altEn'), className: 'max-w-56', cell: (i) => line(dash(i.altEn)) },
    { id: 'src', header: header('src'), className: 'max-w-64 break-all', cell: (i) => line(i.src) },
  ];
}
