import type { ReactNode } from 'react';
import type { Treatment } from '../../../contract/spa.ts';
import type { IntlShape } from '../../i18n/intl.ts';
import { CellLine, NoValue, Thumbnail } from '../../ui/cells.tsx';
import type { Column } from '../../ui/data-table.tsx';

const middle = (content: ReactNode) => <CellLine>{content}</CellLine>;
const none = (words: string) => <NoValue words={words} />;

/** Spec section 2's columns: Brp Nr, display names, Duo, avoid empty time slots, addition, image (the list page adds Actions). */
export function treatmentColumns(intl: IntlShape): ReadonlyArray<Column<Treatment>> {
  const yesNo = (value: boolean) =>
    value
      ? intl.formatMessage({ id: 'products.common.yes', defaultMessage: 'Yes' })
      : intl.formatMessage({ id: 'products.common.no', defaultMessage: 'No' });
  return [
    {
      id: 'brpProductNumber',
      header: intl.formatMessage({ id: 'products.catalogueProduct.brpNumber', defaultMessage: 'Brp Nr' }),
      cell: (t) => middle(<span className="font-mono text-sm">{t.brpProductNumber}</span>),
      className: 'whitespace-nowrap',
    },
    {
      id: 'displayName',
      header: intl.formatMessage({ id: 'products.treatments.displayName', defaultMessage: 'Display name' }),
      cell: (t) => middle(t.displayName),
    },
    {
      id: 'displayNameEn',
      header: intl.formatMessage({ id: 'products.treatments.displayNameEn', defaultMessage: 'Display name EN' }),
      cell: (t) => middle(t.displayNameEn),
    },
    {
      id: 'isDual',
      header: intl.formatMessage({ id: 'products.treatments.duo', defaultMessage: 'Duo' }),
      cell: (t) => middle(yesNo(t.isDual)),
    },
    {
      id: 'avoidEmptyTimeSlots',
      header: intl.formatMessage({
        id: 'products.treatments.avoidEmptyTimeSlots',
        defaultMessage: 'Avoid empty time slots',
      }),
      cell: (t) => middle(yesNo(t.avoidEmptyTimeSlots)),
    },
    {
      id: 'addition',
      header: intl.formatMessage({ id: 'products.treatments.addition', defaultMessage: 'Addition' }),
      cell: (t) =>
        middle(
          t.addition
            ? t.addition.displayName || t.addition.brpName
            : none(intl.formatMessage({ id: 'products.treatments.noAddition', defaultMessage: 'No addition' })),
        ),
    },
    {
      id: 'image',
      header: intl.formatMessage({ id: 'products.treatments.image', defaultMessage: 'Image' }),
      cell: (t) =>
        middle(
          t.imageSrc ? (
            <Thumbnail src={t.imageSrc} alt={t.displayName} />
          ) : (
            none(intl.formatMessage({ id: 'products.treatments.noImage', defaultMessage: 'No image' }))
          ),
        ),
    },
  ];
}
