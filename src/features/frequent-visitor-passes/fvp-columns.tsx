import type { FrequentVisitorPass } from '../../../contract/spa.ts';
import { ImageThumbnail } from '../../entities/images/image-thumbnail.tsx';
import type { Column } from '../../ui/data-table.tsx';
import { RowActions } from '../../ui/row-actions.tsx';

const clamp = (text: string) => (
  <span className="line-clamp-3 block min-w-28 max-w-60 whitespace-pre-line text-sm">{text}</span>
);

/** The day pass list's columns that a frequent visitor pass has: Brp Nr, names, image, descriptions; then Edit and Delete. */
export function fvpColumns({
  online,
  onDelete,
}: {
  online: boolean;
  onDelete: (fvp: FrequentVisitorPass) => void;
}): Array<Column<FrequentVisitorPass>> {
  return [
    {
      id: 'brpProductNumber',
      header: 'Brp Nr',
      cell: (p) => <span className="font-mono text-sm">{p.brpProductNumber}</span>,
      className: 'whitespace-nowrap',
    },
    { id: 'displayName', header: 'Name', cell: (p) => p.displayName },
    { id: 'displayNameEn', header: 'Name EN', cell: (p) => p.displayNameEn },
    { id: 'image', header: 'Image', cell: (p) => <ImageThumbnail imageFk={p.imageFk} /> },
    { id: 'description', header: 'Description', cell: (p) => clamp(p.description) },
    { id: 'descriptionEn', header: 'Description EN', cell: (p) => clamp(p.descriptionEn) },
    {
      id: 'actions',
      header: 'Actions',
      cell: (p) => (
        <RowActions
          name={p.displayName}
          editTo={`/fvp/${p.brpProductId}`}
          online={online}
          deleteTitle="Delete frequent visitor pass"
          onDelete={() => onDelete(p)}
        />
      ),
    },
  ];
}
