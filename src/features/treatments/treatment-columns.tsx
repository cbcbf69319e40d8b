import type { ReactNode } from 'react';
import type { Treatment } from '../../../contract/spa.ts';
import { CellLine, NoValue, Thumbnail } from '../../ui/cells.tsx';
import type { Column } from '../../ui/data-table.tsx';

const middle = (content: ReactNode) => <CellLine>{content}</CellLine>;
const none = (words: string) => <NoValue words={words} />;

/** Spec section 2's columns: Brp Nr, display names, Duo, avoid empty time slots, addition, image (the list page adds Actions). */
export const treatmentColumns: ReadonlyArray<Column<Treatment>> = [
  {
    id: 'brpProductNumber',
    header: 'Brp Nr',
    cell: (t) => middle(<span className="font-mono text-sm">{t.brpProductNumber}</span>),
    className: 'whitespace-nowrap',
  },
  { id: 'displayName', header: 'Display name', cell: (t) => middle(t.displayName) },
  { id: 'displayNameEn', header: 'Display name EN', cell: (t) => middle(t.displayNameEn) },
  { id: 'isDual', header: 'Duo', cell: (t) => middle(t.isDual ? 'Yes' : 'No') },
  {
    id: 'avoidEmptyTimeSlots',
    header: 'Avoid empty time slots',
    cell: (t) => middle(t.avoidEmptyTimeSlots ? 'Yes' : 'No'),
  },
  {
    id: 'addition',
    header: 'Addition',
    cell: (t) => middle(t.addition ? t.addition.displayName || t.addition.brpName : none('No addition')),
  },
  {
    id: 'image',
    header: 'Image',
    cell: (t) => middle(t.imageSrc ? <Thumbnail src={t.imageSrc} alt={t.displayName} /> : none('No image')),
  },
];
