import { readablePhone } from '../../../contract/phone.ts';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState } from 'react';
import type { RestaurantBooking } from '../../../contract/bookings.ts';
import type { Restaurant } from '../../../contract/restaurants.ts';
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

const columns: Array<Column<RestaurantBooking>> = [
  {
    id: 'bookingDateTime',
    header: 'Booking DateTime',
    cell: (b) => when(b.bookingDateTime),
    className: 'whitespace-nowrap',
  },
  { id: 'customer', header: 'Customer', cell: customerText },
  { id: 'status', header: 'Status', cell: (b) => b.status },
  { id: 'peopleCount', header: 'People count', cell: (b) => b.peopleCount },
  { id: 'arrivedAt', header: 'Arrived at', cell: (b) => when(b.arrivedAt), className: 'whitespace-nowrap' },
  { id: 'comment', header: 'Comment', cell: (b) => b.comment },
  { id: 'createdBy', header: 'Created by', cell: (b) => b.createdBy },
  { id: 'updatedBy', header: 'Updated by', cell: (b) => b.updatedBy ?? '' },
];

/** Read-only booking search of one restaurant. */
export function BookingsPage({ restaurant }: { restaurant: Restaurant }) {
  const [text, setText] = useState('');
  const searchQuery = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState({ pageNumber: 1, pageSize: DEFAULT_PAGE_SIZE, for: '' });
  // A new search starts again at page 1.
  const pageNumber = page.for === searchQuery ? page.pageNumber : 1;
  // A failed search raises the fetch-error toast from the query's meta and shows zero results.
  const result = useQuery(bookingSearchQuery(restaurant.id, { pageNumber, pageSize: page.pageSize, searchQuery }));

  return (
    <section className="p-3 md:p-6">
      <PageTitle>{`${restaurant.name} restaurant`}</PageTitle>
      <div className="mb-3 flex items-center gap-3">
        <label htmlFor="booking-search" className="sr-only">
          Search bookings
        </label>
        <input
          id="booking-search"
          type="search"
          placeholder="Enter text for search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="min-h-touch w-full max-w-md rounded border border-gray-300 bg-white px-3"
        />
        {result.isFetching && <Spinner size="sm" label="Searching" />}
      </div>
      <DataTable
        label={`${restaurant.name} bookings`}
        columns={columns}
        rows={result.isError ? [] : result.data?.items}
        read={result}
        rowKey={(b) => b.id}
        loading={result.isFetching}
        emptyText={searchQuery ? `No bookings match "${searchQuery}".` : 'No bookings yet.'}
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
