import type { ReactNode } from 'react';
import type { Treatment } from '../../../contract/spa.ts';
import type { Column } from '../../ui/data-table.tsx';
import { RowActions } from '../../ui/row-actions.tsx';

/** A cell's content, centred on the height of the row's 44 px actions. */
const middle = (content: ReactNode) => <div className="flex min-h-touch items-center">{content}</div>;

/** What a cell shows when there is nothing: a dash to the eye, the words to a screen reader. */
const none = (words: string) => (
  <span className="text-gray-600">
    <span aria-hidden="true">—</span>
    <span className="sr-only">{words}</span>
  </span>
);

/** Spec section 2's columns: Brp Nr, display names, Duo, avoid empty time slots, addition, image; then the actions. */
export function treatmentColumns({ online, onDelete }: { online: boolean; onDelete: (treatment: Treatment) => void }): Array<Column<Treatment>> {
  return [
    { id: 'brpProductNumber', header: 'Brp Nr', cell: (t) => middle(<span className="font-mono text-sm">{t.brpProductNumber}</span>), className: 'whitespace-nowrap' },
    { id: 'displayName', header: 'Display name', cell: (t) => middle(t.displayName) },
    { id: 'displayNameEn', header: 'Display name EN', cell: (t) => middle(t.displayNameEn) },
    { id: 'isDual', header: 'Duo', cell: (t) => middle(t.isDual ? 'Yes' : 'No') },
    { id: 'avoidEmptyTimeSlots', header: 'Avoid empty time slots', cell: (t) => middle(t.avoidEmptyTimeSlots ? 'Yes' : 'No') },
    { id: 'addition', header: 'Addition', cell: (t) => middle(t.addition ? t.addition.displayName || t.addition.brpName : none('No addition')) },
    {
      id: 'image',
      header: 'Image',
      cell: (t) =>
        middle(
          t.imageSrc ? (
            <img src={t.imageSrc} alt={t.displayName} loading="lazy" className="h-10 w-14 rounded border border-gray-200 bg-gray-100 object-cover" />
          ) : (
            none('No image')
          ),
        ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (t) => (
        <RowActions name={t.displayName} editTo={`/treatments/${t.brpProductId}`} online={online} deleteTitle="Delete treatment" onDelete={() => onDelete(t)} />
      ),
    },
  ];
}
