import type { FrequentVisitorPass } from '../../../contract/spa.ts';
import type { IntlShape } from '../../i18n/intl.ts';
import type { Column } from '../../ui/data-table.tsx';
import { ImageThumbnail } from '../images/image-thumbnail.tsx';

const clamp = (text: string) => (
  <span className="line-clamp-3 block min-w-28 max-w-60 whitespace-pre-line text-sm">{text}</span>
);

/**
 * Spec section 2's columns of a pass list, in the language shown: Brp Nr, names, then the kind's own (a day pass's
 * from time and availability), image, descriptions (the list page adds Edit and Delete).
 */
export function spaPassColumns<P extends FrequentVisitorPass>(
  intl: IntlShape,
  own: ReadonlyArray<Column<P>> = [],
): Array<Column<P>> {
  return [
    {
      id: 'brpProductNumber',
      header: intl.formatMessage({ id: 'products.catalogueProduct.brpNumber', defaultMessage: 'Brp Nr' }),
      cell: (p) => <span className="font-mono text-sm">{p.brpProductNumber}</span>,
      className: 'whitespace-nowrap',
    },
    {
      id: 'displayName',
      header: intl.formatMessage({ id: 'products.spaPasses.name', defaultMessage: 'Name' }),
      cell: (p) => p.displayName,
    },
    {
      id: 'displayNameEn',
      header: intl.formatMessage({ id: 'products.spaPasses.nameEn', defaultMessage: 'Name EN' }),
      cell: (p) => p.displayNameEn,
    },
    ...own,
    {
      id: 'image',
      header: intl.formatMessage({ id: 'products.spaPasses.image', defaultMessage: 'Image' }),
      cell: (p) => <ImageThumbnail imageFk={p.imageFk} />,
    },
    {
      id: 'description',
      header: intl.formatMessage({ id: 'products.spaPasses.description', defaultMessage: 'Description' }),
      cell: (p) => clamp(p.description),
    },
    {
      id: 'descriptionEn',
      header: intl.formatMessage({ id: 'products.spaPasses.descriptionEn', defaultMessage: 'Description EN' }),
      cell: (p) => clamp(p.descriptionEn),
    },
  ];
}
