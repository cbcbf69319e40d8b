import type { HotelPackage } from '../../../contract/hotel-products.ts';
import type { Column } from '../../ui/data-table.tsx';

const price = (value: number | null) => (value === null ? '' : `${value.toLocaleString('nb-NO')} kr`);

/** The list's columns: position, clock id, names, price from, display on site (the page adds Actions). */
export const hotelPackageColumns: ReadonlyArray<Column<HotelPackage>> = [
  { id: 'position', header: 'Position', cell: (p) => p.position },
  { id: 'clockId', header: 'Clock id', cell: (p) => p.clockId, className: 'whitespace-nowrap' },
  { id: 'name', header: 'Name', cell: (p) => p.name },
  { id: 'nameEn', header: 'Name EN', cell: (p) => p.nameEn },
  { id: 'priceFrom', header: 'Price from', cell: (p) => price(p.priceFrom), className: 'whitespace-nowrap' },
  { id: 'displayOnSite', header: 'Display on site', cell: (p) => (p.displayOnSite ? 'Yes' : 'No') },
];
