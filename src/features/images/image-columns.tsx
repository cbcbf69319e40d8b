import type { ReactNode } from 'react';
import type { Image } from '../../../contract/images.ts';
import type { Column } from '../../ui/data-table.tsx';

const dash = (value: string) => value || '–';
/** Text cells as tall as the row's buttons, so everything in a row lines up. */
const line = (content: ReactNode) => <span className="flex min-h-touch items-center">{content}</span>;

/** The list's columns: the picture (lazy, described by its alt text), names, alt texts and src (the table adds Actions). */
export const imageColumns: ReadonlyArray<Column<Image>> = [
  {
    id: 'image',
    header: 'Image',
    cell: (i) => (
      <img
        src={i.src}
        alt={i.alt || i.name}
        loading="lazy"
        className="h-11 w-16 shrink-0 rounded border border-gray-200 bg-gray-100 object-cover"
      />
    ),
  },
  { id: 'name', header: 'Name', cell: (i) => line(i.name) },
  { id: 'nameEn', header: 'Name (En)', cell: (i) => line(dash(i.nameEn)) },
  { id: 'alt', header: 'Alt', className: 'max-w-56', cell: (i) => line(i.alt) },
  { id: 'altEn', header: 'Alt (En)', className: 'max-w-56', cell: (i) => line(dash(i.altEn)) },
  { id: 'src', header: 'Src', className: 'max-w-64 break-all', cell: (i) => line(i.src) },
];
