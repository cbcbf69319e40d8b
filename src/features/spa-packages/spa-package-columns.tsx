import type { SpaPackageGroup } from '../../../contract/spa.ts';
import { formatKroner } from '../../i18n/formats.ts';
import type { IntlShape } from '../../i18n/intl.ts';
import type { Column } from '../../ui/data-table.tsx';

const price = (value: number | null) => (value === null ? '' : formatKroner(value));

/** The list's columns: position, names, the products (by name), the displayed price and the promo ribbon (the page adds Actions). */
export function spaPackageColumns(intl: IntlShape): ReadonlyArray<Column<SpaPackageGroup>> {
  return [
    {
      id: 'position',
      header: intl.formatMessage({ id: 'products.spaPackages.position', defaultMessage: 'Position' }),
      cell: (g) => g.position,
    },
    {
      id: 'name',
      header: intl.formatMessage({ id: 'products.spaPackages.name', defaultMessage: 'Name' }),
      cell: (g) => g.name,
    },
    {
      id: 'nameEn',
      header: intl.formatMessage({ id: 'products.spaPackages.nameEn', defaultMessage: 'Name EN' }),
      cell: (g) => g.nameEn,
    },
    {
      id: 'products',
      header: intl.formatMessage({ id: 'products.spaPackages.products', defaultMessage: 'Products' }),
      cell: (g) =>
        g.products.length === 0 ? (
          <span className="text-sm text-gray-600">
            {intl.formatMessage({ id: 'products.spaPackages.noProducts', defaultMessage: 'No products' })}
          </span>
        ) : (
          <ul
            className="flex flex-col gap-0.5 text-sm"
            aria-label={intl.formatMessage(
              { id: 'products.spaPackages.productsOf', defaultMessage: 'Products of {name}' },
              { name: g.name },
            )}
          >
            {g.products.map((p) => (
              <li key={p.brpProductId}>{p.displayName}</li>
            ))}
          </ul>
        ),
    },
    {
      id: 'displayedPrice',
      header: intl.formatMessage({ id: 'products.spaPackages.displayedPrice', defaultMessage: 'Displayed price' }),
      cell: (g) => price(g.displayedPrice),
      className: 'whitespace-nowrap',
    },
    {
      id: 'promoRibbonText',
      header: intl.formatMessage({ id: 'products.spaPackages.promoRibbon', defaultMessage: 'Promo ribbon' }),
      cell: (g) => g.promoRibbonText,
    },
  ];
}
