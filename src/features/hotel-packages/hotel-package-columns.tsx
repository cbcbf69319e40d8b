import type { HotelPackage } from '../../../contract/hotel-products.ts';
import { formatKroner } from '../../i18n/formats.ts';
import type { IntlShape } from '../../i18n/intl.ts';
import type { Column } from '../../ui/data-table.tsx';
import { hotelPackageLabels as labels } from './hotel-package-labels.ts';

const price = (value: number | null) => (value === null ? '' : formatKroner(value));

/** The list's columns: position, clock id, names, price from, display on site (the page adds Actions). */
export function hotelPackageColumns(intl: IntlShape): ReadonlyArray<Column<HotelPackage>> {
  const header = (field: keyof typeof labels) => intl.formatMessage(labels[field]);
  const yes = intl.formatMessage({ id: 'products.common.yes', defaultMessage: 'Yes' });
  const no = intl.formatMessage({ id: 'products.common.no', defaultMessage: 'No' });
  return [
    { id: 'position', header: header('position'), cell: (p) => p.position },
    { id: 'clockId', header: header('clockId'), cell: (p) => p.clockId, className: 'whitespace-nowrap' },
    { id: 'name', header: header('name'), cell: (p) => p.name },
    { id: 'nameEn', header: header('nameEn'), cell: (p) => p.nameEn },
    { id: 'priceFrom', header: header('priceFrom'), cell: (p) => price(p.priceFrom), className: 'whitespace-nowrap' },
    { id: 'displayOnSite', header: header('displayOnSite'), cell: (p) => (p.displayOnSite ? yes : no) },
  ];
}
