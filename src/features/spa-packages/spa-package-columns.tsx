import type { SpaPackageGroup } from '../../../contract/spa.ts';
import type { Column } from '../../ui/data-table.tsx';

const price = (value: number | null) => (value === null ? '' : `${value.toLocaleString('nb-NO')} kr`);

/** The list's columns: position, names, the products (by name), the displayed price and the promo ribbon (the page adds Actions). */
export const spaPackageColumns: ReadonlyArray<Column<SpaPackageGroup>> = [
  { id: 'position', header: 'Position', cell: (g) => g.position },
  { id: 'name', header: 'Name', cell: (g) => g.name },
  { id: 'nameEn', header: 'Name EN', cell: (g) => g.nameEn },
  {
    id: 'products',
    header: 'Products',
    cell: (g) =>
      g.products.length === 0 ? (
        <span className="text-sm text-gray-600">No products</span>
      ) : (
        <ul className="flex flex-col gap-0.5 text-sm" aria-label={`Products of ${g.name}`}>
          {g.products.map((p) => (
            <li key={p.brpProductId}>{p.displayName}</li>
          ))}
        </ul>
      ),
  },
  {
    id: 'displayedPrice',
    header: 'Displayed price',
    cell: (g) => price(g.displayedPrice),
    className: 'whitespace-nowrap',
  },
  { id: 'promoRibbonText', header: 'Promo ribbon', cell: (g) => g.promoRibbonText },
];
