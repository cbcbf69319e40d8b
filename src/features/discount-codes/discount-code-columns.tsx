import type { ReactNode } from 'react';
import type { DiscountCode } from '../../../contract/codes.ts';
import { CellLine } from '../../ui/cells.tsx';
import type { Column } from '../../ui/data-table.tsx';
import { dayName, sortDays } from '../../ui/days-of-week.ts';
import { formatTableDate } from '../../ui/table-date.ts';

/** Spec section 9: dates in tables as YYYY-MM-DD hh:mm. */
const tableDate = (value: string | null) => formatTableDate(value, '–');
const line = (content: ReactNode) => <CellLine>{content}</CellLine>;
const days = (list: readonly number[]) =>
  list.length === 7
    ? 'Every day'
    : sortDays(list)
        .map((d) => dayName(d).slice(0, 3))
        .join(', ');

/** Code (with the toggle that shows its hotel packages), amount, active since/to, days, use count (the table adds Actions). */
export function discountCodeColumns(
  expanded: ReadonlySet<number>,
  toggle: (id: number) => void,
): ReadonlyArray<Column<DiscountCode>> {
  return [
    {
      id: 'code',
      header: 'Code',
      cell: (c) => (
        <div className="flex items-center gap-1">
          <button
            type="button"
            aria-expanded={expanded.has(c.id)}
            aria-label={`Hotel packages of ${c.code}`}
            onClick={() => toggle(c.id)}
            className="flex min-h-touch min-w-touch items-center justify-center rounded text-primary-700 hover:bg-primary-50"
          >
            <span aria-hidden="true">{expanded.has(c.id) ? '▾' : '▸'}</span>
          </button>
          <span className="font-medium">{c.code}</span>
        </div>
      ),
    },
    { id: 'amount', header: 'Amount %', cell: (c) => line(c.amount) },
    {
      id: 'activeFrom',
      header: 'Active since',
      className: 'whitespace-nowrap',
      cell: (c) => line(tableDate(c.activeFrom)),
    },
    { id: 'activeTo', header: 'Active to', className: 'whitespace-nowrap', cell: (c) => line(tableDate(c.activeTo)) },
    { id: 'daysOfWeek', header: 'Days of week', cell: (c) => line(days(c.daysOfWeek)) },
    { id: 'useCount', header: 'Use count', cell: (c) => line(c.useCount) },
  ];
}
