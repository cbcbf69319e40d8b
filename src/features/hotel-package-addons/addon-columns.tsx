import type { HotelPackageAddon } from '../../../contract/hotel-products.ts';
import type { Column } from '../../ui/data-table.tsx';
import { AddonRestrictionsCell } from './addon-restrictions-cell.tsx';

const clamp = (text: string) => (
  <span className="line-clamp-3 block min-w-20 max-w-60 whitespace-pre-line text-sm">{text}</span>
);

/** The columns of spec section 2: position, clock id, names, units, url, availabilities, descriptions (the list page adds Actions). */
export function addonColumns(onEditRestrictions: (addon: HotelPackageAddon) => void): Array<Column<HotelPackageAddon>> {
  return [
    { id: 'position', header: 'Position', cell: (a) => a.position },
    { id: 'clockId', header: 'Clock id', cell: (a) => <span className="font-mono text-sm">{a.clockId}</span> },
    { id: 'name', header: 'Name', cell: (a) => a.name },
    { id: 'nameEn', header: 'Name EN', cell: (a) => a.nameEn },
    { id: 'unit', header: 'Unit', cell: (a) => a.unit },
    { id: 'unitEn', header: 'Unit EN', cell: (a) => a.unitEn },
    { id: 'url', header: 'Url', cell: (a) => <span className="block min-w-20 text-sm wrap-anywhere">{a.url}</span> },
    {
      id: 'availabilities',
      header: 'Availabilities',
      cell: (a) => <AddonRestrictionsCell addon={a} onEdit={() => onEditRestrictions(a)} />,
    },
    { id: 'description', header: 'Description', cell: (a) => clamp(a.description) },
    { id: 'descriptionEn', header: 'Description EN', cell: (a) => clamp(a.descriptionEn) },
  ];
}
