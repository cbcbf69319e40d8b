import type { HotelPackageAddon } from '../../../contract/hotel-products.ts';
import type { IntlShape } from '../../i18n/intl.ts';
import type { Column } from '../../ui/data-table.tsx';
import { AddonRestrictionsCell } from './addon-restrictions-cell.tsx';

const clamp = (text: string) => (
  <span className="line-clamp-3 block min-w-20 max-w-60 whitespace-pre-line text-sm">{text}</span>
);

/** The columns of spec section 2: position, clock id, names, units, url, availabilities, descriptions (the list page adds Actions). */
export function addonColumns(
  intl: IntlShape,
  onEditRestrictions: (addon: HotelPackageAddon) => void,
): Array<Column<HotelPackageAddon>> {
  return [
    {
      id: 'position',
      header: intl.formatMessage({ id: 'products.addons.position', defaultMessage: 'Position' }),
      cell: (a) => a.position,
    },
    {
      id: 'clockId',
      header: intl.formatMessage({ id: 'products.addons.clockId', defaultMessage: 'Clock id' }),
      cell: (a) => <span className="font-mono text-sm">{a.clockId}</span>,
    },
    {
      id: 'name',
      header: intl.formatMessage({ id: 'products.addons.name', defaultMessage: 'Name' }),
      cell: (a) => a.name,
    },
    {
      id: 'nameEn',
      header: intl.formatMessage({ id: 'products.addons.nameEn', defaultMessage: 'Name EN' }),
      cell: (a) => a.nameEn,
    },
    {
      id: 'unit',
      header: intl.formatMessage({ id: 'products.addons.unit', defaultMessage: 'Unit' }),
      cell: (a) => a.unit,
    },
    {
      id: 'unitEn',
      header: intl.formatMessage({ id: 'products.addons.unitEn', defaultMessage: 'Unit EN' }),
      cell: (a) => a.unitEn,
    },
    {
      id: 'url',
      header: intl.formatMessage({ id: 'products.addons.url', defaultMessage: 'Url' }),
      cell: (a) => <span className="block min-w-20 text-sm wrap-anywhere">{a.url}</span>,
    },
    {
      id: 'availabilities',
      header: intl.formatMessage({ id: 'products.addons.availabilities', defaultMessage: 'Availabilities' }),
      cell: (a) => <AddonRestrictionsCell addon={a} onEdit={() => onEditRestrictions(a)} />,
    },
    {
      id: 'description',
      header: intl.formatMessage({ id: 'products.addons.description', defaultMessage: 'Description' }),
      cell: (a) => clamp(a.description),
    },
    {
      id: 'descriptionEn',
      header: intl.formatMessage({ id: 'products.addons.descriptionEn', defaultMessage: 'Description EN' }),
      cell: (a) => clamp(a.descriptionEn),
    },
  ];
}
