import { memo, useState } from 'react';
import { ReadablePhone } from '../../ui/readable-phone.ts';
import { statusText } from '../../../contract/bookings.ts';
import type { ScheduleBooking } from '../../../contract/bookings.ts';
import type { Restaurant } from '../../../contract/restaurants.ts';
import { useIntl, type IntlShape } from '../../i18n/intl.ts';
import { Button } from '../../ui/button.tsx';
import { ConfirmedButton } from '../../ui/confirmed-button.tsx';
import { HistoryButton } from '../../ui/history/history-button.tsx';
import { labelsFrom } from '../../ui/history/history-values.ts';
import { useRecentlyChanged } from '../../entities/schedule/schedule-live.ts';
import { useBookingAction } from './api/use-booking-action.ts';
import { BookingTables } from './booking-tables.tsx';
import { fieldName, stk, type BookingField } from './door-words.ts';
import { RefusedChange } from './refused-change.tsx';
import type { OutboxEntry } from '../../offline/db.ts';
import { lazyPart } from '../../ui/on-demand.tsx';
import { formatBookingTime, isInactive, sameTablesTaken } from './schedule-math.ts';

/** A booking's fields as the host knows them, for its history (the log's names are the database's). */
const BOOKING_LABELS: Readonly<Record<string, BookingField>> = {
  name: 'customerName',
  phoneNumber: 'phone',
  bookedSeats: 'seats',
  tableNumbers: 'tables',
  visited: 'arrived',
  arrivedAt: 'arrivedAt',
  bookingDateTime: 'time',
  message: 'comment',
  status: 'status',
  restaurantId: 'restaurant',
};

/** The history's labels in the language shown. */
const bookingLabels = (intl: IntlShape) =>
  Object.fromEntries(Object.entries(BOOKING_LABELS).map(([column, field]) => [column, fieldName(intl, field)]));
/** Loaded when it is first opened (decision 021): the dialog and its form are not on the first route. */
const EditBookingDialog = lazyPart(() => import('./edit-booking-dialog.tsx').then((m) => m.EditBookingDialog), {
  close: (props) => props.onClose(),
});

export interface BookingRowProps {
  booking: ScheduleBooking;
  restaurant: Restaurant;
  date: string;
  showComments: boolean;
  /** The tables held in this booking's slot, with the bookings holding them. */
  taken: ReadonlyMap<string, readonly ScheduleBooking[]>;
  /** Another day is loading: nothing on this one may be changed. */
  disabled?: boolean;
  /** A change is waiting to be sent, or the server refused one. */
  mark?: 'pending' | 'failed';
  /** The change the server refused, with why (e.g. "Table 7 was given to Hansen by Ola Hansen at 19:02."). */
  refused?: OutboxEntry;
  /** Its place in a windowed list (`WindowedList`): absent in a list drawn whole. */
  index?: number;
  /** Far from the window in a windowed list: the row is drawn as its light stand-in, of this height in pixels. */
  standIn?: number;
  /** A windowed list measures the row drawn whole. */
  measureRef?: (element: HTMLElement | null) => void;
}

/**
 * A booking at the door: arrived checkbox (arrived rows greyed), tables added or removed one at a time
 * (saved at once; a table another party in the slot holds is marked and asked about first), edit, and delete
 * (which cancels, after a confirmation).
 */
export const BookingRow = memo(function BookingRow(props: BookingRowProps) {
  return props.standIn === undefined ? (
    <WholeBookingRow {...props} />
  ) : (
    <BookingStandIn booking={props.booking} index={props.index} height={props.standIn} />
  );
}, sameRow);

/** The row's own classes: greyed once arrived or withdrawn, flashing when changed on another tablet. */
const rowClass = (booking: ScheduleBooking, changed: boolean) =>
  `rounded border border-gray-200 px-2 py-1 ${booking.visited || isInactive(booking) ? 'bg-gray-100 text-gray-600' : 'bg-white'} ${changed ? 'live-flash' : ''}`;

/**
 * A row far from the window on a busy day: the same list item (its name, arrived or not) with the guest's name and
 * seats, at the height the whole row had (or will have), so the browser's find-in-page and a test find it by name,
 * and scrolling to it draws it whole. It has nothing to tap. The browser lays out none of it while it is off screen
 * (`content-visibility`): a thousand of them cost the page's layout next to nothing.
 */
function BookingStandIn({ booking, index, height }: { booking: ScheduleBooking; index?: number; height: number }) {
  const intl = useIntl();
  const seats = ` · ${stk(intl, booking.bookedSeats)}`;
  return (
    <li
      aria-label={booking.name}
      data-index={index}
      data-arrived={booking.visited || undefined}
      className={`${rowClass(booking, false)} [content-visibility:auto]`}
      style={{ height, containIntrinsicSize: `auto ${height}px` }}
    >
      <p className="truncate py-2 pl-14">
        <span className="font-medium">{booking.name}</span>
        <span className="text-sm text-gray-600">{seats}</span>
      </p>
    </li>
  );
}

function WholeBookingRow({
  booking,
  restaurant,
  date,
  showComments,
  taken,
  disabled = false,
  mark,
  refused,
  index,
  measureRef,
}: BookingRowProps) {
  const intl = useIntl();
  const run = useBookingAction(restaurant.id);
  const [editing, setEditing] = useState(false);
  const inactive = isInactive(booking);
  const locked = inactive || disabled;
  const arrived = booking.visited;
  // Changed a moment ago on another tablet: the row flashes.
  const changed = useRecentlyChanged(`booking:${booking.bookingId}`);

  return (
    <li
      ref={measureRef}
      aria-label={booking.name}
      data-index={index}
      data-arrived={arrived || undefined}
      data-changed={changed || undefined}
      className={rowClass(booking, changed)}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <label className="flex min-h-touch min-w-touch cursor-pointer flex-col items-center justify-center text-xs text-gray-700">
          <input
            type="checkbox"
            className="size-6 accent-primary-600"
            checked={arrived}
            disabled={locked}
            aria-label={intl.formatMessage(
              { id: 'door.row.arrivedName', defaultMessage: 'Arrived: {name}' },
              { name: booking.name },
            )}
            onChange={() => run({ kind: 'toggleArrived', bookingId: booking.bookingId, visited: !arrived }, booking)}
          />
          <span aria-hidden="true">{intl.formatMessage({ id: 'door.row.arrived', defaultMessage: 'Arrived' })}</span>
        </label>
        <div className="min-w-40 flex-1">
          <p className={`font-medium ${inactive ? 'line-through' : ''}`}>{booking.name}</p>
          <p className="text-sm text-gray-600">
            {formatBookingTime(booking.bookingDateTime)}
            {booking.phoneNumber && (
              <>
                {' · '}
                <ReadablePhone phone={booking.phoneNumber} />
              </>
            )}
          </p>
        </div>
        <span className="w-14 font-medium">{stk(intl, booking.bookedSeats)}</span>
        {mark === 'pending' && (
          <span
            className="rounded bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900"
            title={intl.formatMessage({ id: 'door.row.waitingToBeSent', defaultMessage: 'Waiting to be sent' })}
          >
            {intl.formatMessage({ id: 'door.row.notSentYet', defaultMessage: 'Not sent yet' })}
          </span>
        )}
        {mark === 'failed' && <RefusedChange entry={refused} />}
        {/* Changed a moment ago on another tablet: by whom, while the row flashes. */}
        {changed && booking.updatedBy && (
          <span className="text-xs font-medium text-gray-800">
            {intl.formatMessage(
              { id: 'door.row.changedBy', defaultMessage: 'Changed by {name}' },
              { name: booking.updatedBy },
            )}
          </span>
        )}
        {booking.status !== 'Created' && (
          <span className="rounded bg-gray-200 px-2 py-0.5 text-xs font-medium text-gray-700">
            {statusText(intl, booking.status)}
          </span>
        )}
        <BookingTables booking={booking} restaurant={restaurant} taken={taken} disabled={disabled} />
        <div className="ml-auto flex gap-1">
          <Button
            variant="secondary"
            disabled={locked}
            aria-label={intl.formatMessage(
              { id: 'door.row.editName', defaultMessage: 'Edit {name}' },
              { name: booking.name },
            )}
            onClick={() => setEditing(true)}
          >
            {intl.formatMessage({ id: 'door.row.edit', defaultMessage: 'Edit' })}
          </Button>
          <ConfirmedButton
            label={intl.formatMessage(
              { id: 'door.row.deleteName', defaultMessage: 'Delete {name}' },
              { name: booking.name },
            )}
            variant="secondary"
            disabled={locked}
            confirm={{
              title: intl.formatMessage({ id: 'door.row.deleteTitle', defaultMessage: 'Delete booking' }),
              message: intl.formatMessage(
                {
                  id: 'door.row.deleteQuestion',
                  defaultMessage: 'Are you sure you want to delete the booking for {name} ({seats}) at {time}?',
                },
                {
                  name: booking.name,
                  seats: stk(intl, booking.bookedSeats),
                  time: formatBookingTime(booking.bookingDateTime),
                },
              ),
            }}
            onConfirmed={() => run({ kind: 'cancel', bookingId: booking.bookingId }, booking)}
          >
            {intl.formatMessage({ id: 'door.row.delete', defaultMessage: 'Delete' })}
          </ConfirmedButton>
          {booking.bookingId > 0 && (
            <HistoryButton
              resource="bookings"
              id={booking.bookingId}
              what={intl.formatMessage(
                { id: 'door.row.historyOf', defaultMessage: "{name}''s booking" },
                { name: booking.name },
              )}
              labelOf={labelsFrom(bookingLabels(intl))}
              made={booking.createdBy ? { by: booking.createdBy, at: booking.createdAt } : undefined}
              className="px-3"
            />
          )}
        </div>
      </div>
      {showComments && booking.message && <p className="py-1 pl-14 text-sm italic text-gray-700">{booking.message}</p>}
      {editing && (
        <EditBookingDialog booking={booking} restaurant={restaurant} date={date} onClose={() => setEditing(false)} />
      )}
    </li>
  );
}

/**
 * A row renders again only when something it shows changed. `taken` is rebuilt whenever any booking of the slot
 * changes (a tap on one guest): the same tables held by the same guests count as the same.
 */
function sameRow(before: BookingRowProps, after: BookingRowProps): boolean {
  return (
    before.booking === after.booking &&
    before.restaurant === after.restaurant &&
    before.date === after.date &&
    before.showComments === after.showComments &&
    before.disabled === after.disabled &&
    before.mark === after.mark &&
    before.refused === after.refused &&
    before.index === after.index &&
    before.standIn === after.standIn &&
    before.measureRef === after.measureRef &&
    sameTablesTaken(before.taken, after.taken)
  );
}
