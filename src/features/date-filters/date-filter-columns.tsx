import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { DateFilter } from '../../../contract/date-filters.ts';
import type { IntlShape } from '../../i18n/intl.ts';
import { CellLine } from '../../ui/cells.tsx';
import type { Column } from '../../ui/data-table.tsx';
import { sortDays } from '../../ui/days-of-week.ts';

/** An empty value in a cell. */
const NONE = '–';
const dash = (value: string | null) => value || NONE;
const line = (content: ReactNode) => <CellLine>{content}</CellLine>;
/** Days of week, Monday first, by their short names in the language shown ("Mon, Tue"). */
const shortDays = (days: readonly number[]) =>
  sortDays(days)
    .map((d) => dayjs().day(d).format('ddd'))
    .join(', ');

/** The list's columns: name, annual, dates, days of week, from, to, hours until arrival (the table adds Actions). */
export function dateFilterColumns(intl: IntlShape): ReadonlyArray<Column<DateFilter>> {
  const yes = intl.formatMessage({ id: 'products.common.yes', defaultMessage: 'Yes' });
  const no = intl.formatMessage({ id: 'products.common.no', defaultMessage: 'No' });
  return [
    {
      id: 'name',
      header: intl.formatMessage({ id: 'products.dateFilters.name', defaultMessage: 'Name' }),
      cell: (f) => line(f.name),
    },
    {
      id: 'isAnnual',
      header: intl.formatMessage({ id: 'products.dateFilters.annual', defaultMessage: 'Annual' }),
      cell: (f) => line(f.isAnnual ? yes : no),
    },
    {
      id: 'dates',
      header: intl.formatMessage({ id: 'products.dateFilters.dates', defaultMessage: 'Dates' }),
      className: 'max-w-56',
      cell: (f) => line(dash(f.dates.join(', '))),
    },
    {
      id: 'daysOfWeek',
      header: intl.formatMessage({ id: 'products.dateFilters.daysOfWeek', defaultMessage: 'Days of week' }),
      cell: (f) => line(dash(shortDays(f.daysOfWeek))),
    },
    {
      id: 'fromDate',
      header: intl.formatMessage({ id: 'products.dateFilters.from', defaultMessage: 'From' }),
      className: 'whitespace-nowrap',
      cell: (f) => line(dash(f.fromDate)),
    },
    {
      id: 'toDate',
      header: intl.formatMessage({ id: 'products.dateFilters.to', defaultMessage: 'To' }),
      className: 'whitespace-nowrap',
      cell: (f) => line(dash(f.toDate)),
    },
    {
      id: 'hours',
      header: intl.formatMessage({ id: 'products.dateFilters.hours', defaultMessage: 'Hours until arrival' }),
      cell: (f) => line(f.hours),
    },
  ];
}
