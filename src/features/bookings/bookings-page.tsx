import { readablePhone } from '../../../contract/phone.ts';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import { statusText } from '../../../contract/bookings.ts';
import type { RestaurantBooking } from '../../../contract/bookings.ts';
import type { Restaurant } from '../../../contract/restaurants.ts';
import { defineMessages, useIntl, type IntlShape } from '../../i18n/intl.ts';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { DEFAULT_PAGE_SIZE, Pager } from '../../ui/pager.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useDebounced } from '../../ui/use-debounced.ts';
import { bookingSearchQuery } from '../../entities/bookings/booking-queries.ts';

/** Spec section 9: the search input is debounced by 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;

const when = (value: string | null) => (value ? dayjs(value).format('DD.MM.YYYY HH:mm') : '');

/** Customer: the name, then phone and email when present, comma separated (spec section 2). */
export function customerText(booking: RestaurantBooking): string {
  return [booking.customerName, readablePhone(booking.customerPhoneNumber), booking.customerEmail]
    .filter((part) => part.trim() !== '')
    .join(', ');
}

const HEADS = defineMessages({
  bookingDateTime: { id: 'door.bookings.column.bookingDateTime', defaultMessage: 'Booking DateTime' },
  customer: { id: 'door.bookings.column.customer', defaultMessage: 'Customer' },
  status: { id: 'door.bookings.column.status', defaultMessage: 'Status' },
  peopleCount: { id: 'door.bookings.column.peopleCount', defaultMessage: 'People count' },
  arrivedAt: { id: 'door.bookings.column.arrivedAt', defaultMessage: 'Arrived at' },
  comment: { id: 'door.bookings.column.comment', defaultMessage: 'Comment' },
  createdBy: { id: 'door.bookings.column.createdBy', defaultMessage: 'Created by' },
  updatedBy: { id: 'door.bookings.column.updatedBy', defaultMessage: 'Updated by' },
});

/** The search's columns (spec section 2), headed in the language shown. */
const columnsOf = (intl: IntlShape): Array<Column<RestaurantBooking>> => [
  {
    id: 'bookingDateTime',
    header: intl.formatMessage(HEADS.bookingDateTime),
    cell: (b) => when(b.bookingDateTime),
    className: 'whitespace-nowrap',
  },
  { id: 'customer', header: intl.formatMessage(HEADS.customer), cell: customerText },
  { id: 'status', header: intl.formatMessage(HEADS.status), cell: (b) => statusText(intl, b.status) },
  { id: 'peopleCount', header: intl.formatMessage(HEADS.peopleCount), cell: (b) => b.peopleCount },
  {
    id: 'arrivedAt',
    header: intl.formatMessage(HEADS.arrivedAt),
    cell: (b) => when(b.arrivedAt),
    className: 'whitespace-nowrap',
  },
  { id: 'comment', header: intl.formatMessage(HEADS.comment), cell: (b) => b.comment },
  { id: 'createdBy', header: intl.formatMessage(HEADS.createdBy), cell: (b) => b.createdBy },
  { id: 'updatedBy', header: intl.formatMessage(HEADS.updatedBy), cell: (b) => b.updatedBy ?? '' },
];

/** Read-only booking search of one restaurant. */
export function BookingsPage({ restaurant }: { restaurant: Restaurant }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const searchQuery = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE, for: '' });
  // A new search starts again at page 1.
  const pageNumber = page.for === searchQuery ? page.pageNumber : 1;
  // A failed search raises the fetch-error toast from the query's meta and shows zero results.
  const result = useQuery(bookingSearchQuery(restaurant.id, { pageNumber, pageSize: page.pageSize, searchQuery }));

  return (
    <section className="p-3 md:p-6">
      <PageTitle>
        {intl.formatMessage(
          { id: 'door.bookings.title', defaultMessage: '{restaurant} restaurant' },
          { restaurant: restaurant.name },
        )}
      </PageTitle>
      <div className="mb-3 flex items-center gap-3">
        <label htmlFor="booking-search" className="sr-only">
          {intl.formatMessage({ id: 'door.bookings.searchLabel', defaultMessage: 'Search bookings' })}
        </label>
        <input
          id="booking-search"
          type="search"
          placeholder={intl.formatMessage({ id: 'door.bookings.placeholder', defaultMessage: 'Enter text for search' })}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="min-h-touch w-full max-w-md rounded border border-gray-300 bg-white px-3"
        />
        {result.isFetching && (
          <Spinner
            size="sm"
            label={intl.formatMessage({ id: 'door.bookings.searching', defaultMessage: 'Searching' })}
          />
        )}
      </div>
      <DataTable
        label={intl.formatMessage(
          { id: 'door.bookings.tableLabel', defaultMessage: '{restaurant} bookings' },
          { restaurant: restaurant.name },
        )}
        columns={columnsOf(intl)}
        rows={result.isError ? [] : result.data?.items}
        read={result}
        rowKey={(b) => b.id}
        loading={result.isFetching}
        emptyText={
          searchQuery
            ? intl.formatMessage(
                { id: 'door.bookings.noMatch', defaultMessage: 'No bookings match "{query}".' },
                { query: searchQuery },
              )
            : intl.formatMessage({ id: 'door.bookings.empty', defaultMessage: 'No bookings yet.' })
        }
        footer={
          <Pager
            page={pageNumber}
            total={result.isError ? 0 : (result.data?.totalItems ?? 0)}
            pageSize={page.pageSize}
            onPageChange={(next) => setPage((current) => ({ ...current, pageNumber: next, for: searchQuery }))}
            onPageSizeChange={(pageSize) => setPage({ pageNumber: 1, pageSize, for: searchQuery })}
          />
        }
      />
    </section>
  );
}
