import type { FrequentVisitorPass } from '../../../contract/spa.ts';
import type { Column } from '../../ui/data-table.tsx';
import { ImageThumbnail } from '../images/image-thumbnail.tsx';

const clamp = (text: string) => (
  <span className="line-clamp-3 block min-w-28 max-w-60 whitespace-pre-line text-sm">{text}</span>
);

/**
 * Spec section 2's columns of a pass list: Brp Nr, names, then the kind's own (a day pass's from time and
 * availability), image, descriptions (the list page adds Edit and Delete).
 */
export function spaPassColumns<P extends FrequentVisitorPass>(own: ReadonlyArray<Column<P>> = []): Array<Column<P>> {
  return [
    {
      id: 'brpProductNumber',
      header: 'Brp Nr',
      cell: (p) => <span className="font-mono text-sm">{p.brpProductNumber}</span>,
      className: 'whitespace-nowrap',
    },
    { id: 'displayName', header: 'Name', cell: (p) => p.displayName },
    { id: 'displayNameEn', header: 'Name EN', cell: (p) => p.displayNameEn },
    ...own,
    { id: 'image', header: 'Image', cell: (p) => <ImageThumbnail imageFk={p.imageFk} /> },
    { id: 'description', header: 'Description', cell: (p) => clamp(p.description) },
    { id: 'descriptionEn', header: 'Description EN', cell: (p) => clamp(p.descriptionEn) },
  ];
}
