import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { DiscountCode } from '../../../contract/codes.ts';
import type { IntlShape } from '../../i18n/intl.ts';
import { CellLine } from '../../ui/cells.tsx';
import type { Column } from '../../ui/data-table.tsx';
import { sortDays } from '../../ui/days-of-week.ts';
import { formatTableDate } from '../../ui/table-date.ts';

/** The toggle's mark: the row's hotel packages shown, or not. */
const EXPANDED = '▾';
const COLLAPSED = '▸';

/** Spec section 9: dates in tables as YYYY-MM-DD hh:mm. */
const tableDate = (value: string | null) => formatTableDate(value, '–');
const line = (content: ReactNode) => <CellLine>{content}</CellLine>;

/** Code (with the toggle that shows its hotel packages), amount, active since/to, days, use count (the table adds Actions). */
export function discountCodeColumns(
  intl: IntlShape,
  expanded: ReadonlySet<number>,
  toggle: (id: number) => void,
): ReadonlyArray<Column<DiscountCode>> {
  // Every day, or the days by their short names in the language shown ("Mon, Tue"), Monday first.
  const days = (list: readonly number[]) =>
    list.length === 7
      ? intl.formatMessage({ id: 'products.discountCodes.everyDay', defaultMessage: 'Every day' })
      : sortDays(list)
          .map((d) => dayjs().day(d).format('ddd'))
          .join(', ');
  return [
    {
      id: 'code',
      header: intl.formatMessage({ id: 'products.discountCodes.codeHeader', defaultMessage: 'Code' }),
      cell: (c) => (
        <div className="flex items-center gap-1">
          <button
            type="button"
            aria-expanded={expanded.has(c.id)}
            aria-label={intl.formatMessage(
              { id: 'products.discountCodes.packagesOf', defaultMessage: 'Hotel packages of {code}' },
              { code: c.code },
            )}
            onClick={() => toggle(c.id)}
            className="flex min-h-touch min-w-touch items-center justify-center rounded text-primary-700 hover:bg-primary-50"
          >
            <span aria-hidden="true">{expanded.has(c.id) ? EXPANDED : COLLAPSED}</span>
          </button>
          <span className="font-medium">{c.code}</span>
        </div>
      ),
    },
    {
      id: 'amount',
      header: intl.formatMessage({ id: 'products.discountCodes.amount', defaultMessage: 'Amount %' }),
      cell: (c) => line(c.amount),
    },
    {
      id: 'activeFrom',
      header: intl.formatMessage({ id: 'products.discountCodes.activeSince', defaultMessage: 'Active since' }),
      className: 'whitespace-nowrap',
      cell: (c) => line(tableDate(c.activeFrom)),
    },
    {
      id: 'activeTo',
      header: intl.formatMessage({ id: 'products.discountCodes.activeTo', defaultMessage: 'Active to' }),
      className: 'whitespace-nowrap',
      cell: (c) => line(tableDate(c.activeTo)),
    },
    {
      id: 'daysOfWeek',
      header: intl.formatMessage({ id: 'products.discountCodes.daysOfWeek', defaultMessage: 'Days of week' }),
      cell: (c) => line(days(c.daysOfWeek)),
    },
    {
      id: 'useCount',
      header: intl.formatMessage({ id: 'products.discountCodes.useCount', defaultMessage: 'Use count' }),
      cell: (c) => line(c.useCount),
    },
  ];
}
