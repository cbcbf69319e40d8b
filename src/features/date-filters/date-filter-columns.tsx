import type { ReactNode } from 'react';
import type { DateFilter } from '../../../contract/date-filters.ts';
import { CellLine } from '../../ui/cells.tsx';
import type { Column } from '../../ui/data-table.tsx';
import { dayName, sortDays } from '../../ui/days-of-week.ts';

const dash = (value: string | null) => value || '–';
const line = (content: ReactNode) => <CellLine>{content}</CellLine>;

/** The list's columns: name, annual, dates, days of week, from, to, hours until arrival (the table adds Actions). */
export const dateFilterColumns: ReadonlyArray<Column<DateFilter>> = [
  { id: 'name', header: 'Name', cell: (f) => line(f.name) },
  { id: 'isAnnual', header: 'Annual', cell: (f) => line(f.isAnnual ? 'Yes' : 'No') },
  { id: 'dates', header: 'Dates', className: 'max-w-56', cell: (f) => line(dash(f.dates.join(', '))) },
  {
    id: 'daysOfWeek',
    header: 'Days of week',
    cell: (f) =>
      line(
        dash(
          sortDays(f.daysOfWeek)
            .map((d) => dayName(d).slice(0, 3))
            .join(', '),
        ),
      ),
  },
  { id: 'fromDate', header: 'From', className: 'whitespace-nowrap', cell: (f) => line(dash(f.fromDate)) },
  { id: 'toDate', header: 'To', className: 'whitespace-nowrap', cell: (f) => line(dash(f.toDate)) },
  { id: 'hours', header: 'Hours until arrival', cell: (f) => line(f.hours) },
];
