import { memo, useMemo, useState, type MouseEvent } from 'react';
import type { ScheduleBooking, Timeslot } from '../../../contract/bookings.ts';
import { useIntl } from '../../i18n/intl.ts';
import { Button } from '../../ui/button.tsx';
import { lazyPart } from '../../ui/on-demand.tsx';
import { useRecentlyChanged } from '../../entities/schedule/schedule-live.ts';
import { useBookingAction } from './api/use-booking-action.ts';
import { BookingRow } from './booking-row.tsx';
import type { DayView } from './day-view.ts';
import { stk } from './door-words.ts';
import { rememberSlotOpen, useSlotOpen } from './open-slots.ts';
import { bookingMark } from './schedule-outbox.ts';
import { WindowedList } from '../../ui/long-list.tsx';
import { formatSlotTime, progress, seatsLeft, shownBookings, tablesTaken } from './schedule-math.ts';

/** Loaded when it is first opened (decision 021): the dialog and its form are not on the first route. */
const AddBookingDialog = lazyPart(() => import('./add-booking-dialog.tsx').then((m) => m.AddBookingDialog), {
  close: (props) => props.onClose(),
});

export interface TimeslotRowProps {
  slot: Timeslot;
  view: DayView;
}

const NO_TABLES: ReadonlyMap<string, readonly ScheduleBooking[]> = new Map();

/** The open-or-closed mark before a slot's time (its button says whether it is expanded). */
const DISCLOSURE_MARK = '▸';

/** Taps on these act themselves; a tap anywhere else on the row opens or closes the slot. */
const OWN_ACTION = 'button, a, input, select, textarea, label';

/**
 * A timeslot: its figures and progress bar; tapping the row (anywhere but its buttons) opens its bookings, and the
 * slot stays open over a reload. Row actions: add, block, unblock (disabled while another day loads).
 */
export const TimeslotRow = memo(function TimeslotRow({ slot, view }: TimeslotRowProps) {
  const { restaurant, date, showComments, showWithdrawn, marks, stale, windowed } = view;
  const intl = useIntl();
  const open = useSlotOpen(restaurant.id, slot.mealTime);
  const setOpen = (next: boolean) => rememberSlotOpen(restaurant.id, slot.mealTime, next);
  const onRowClick = (event: MouseEvent<HTMLTableRowElement>) => {
    if (event.target instanceof Element && event.target.closest(OWN_ACTION)) return;
    setOpen(!open);
  };
  // Changed a moment ago on another tablet (blocked, or a booking in it): the row flashes.
  const changed = useRecentlyChanged(`slot:${slot.mealTime}`);
  // A closed slot shows only its figures: its bookings are neither ordered nor their tables gathered (a busy day's
  // ten closed slots of a hundred bookings each cost its cold start nothing of that).
  const taken = useMemo(() => (open ? tablesTaken(slot.bookings) : NO_TABLES), [open, slot.bookings]);
  const [adding, setAdding] = useState(false);
  const run = useBookingAction(restaurant.id);
  const time = formatSlotTime(slot.mealTime);
  const left = seatsLeft(slot);
  const percent = progress(slot);
  // What the slot lists, and its count beside the time: one list (ordered only when open).
  const bookings = useMemo(
    () => shownBookings(slot.bookings, showWithdrawn, { ordered: open }),
    [open, slot.bookings, showWithdrawn],
  );
  // How many it lists, beside its time: "(3)".
  const count = `(${bookings.length})`;
  const panelId = `slot-${slot.mealTime.replace(/\W/g, '')}`;

  return (
    <>
      {/* The row's own button (in the time cell) is the keyboard's and screen reader's way to open it. */}
      <tr
        className={`cursor-pointer border-b border-gray-100 hover:bg-primary-50/50 ${slot.isBlocked ? 'bg-secondary-50' : ''} ${changed ? 'live-flash' : ''}`}
        data-testid={`slot-${time}`}
        data-changed={changed || undefined}
        onClick={onRowClick}
      >
        <th scope="row" className="px-1 py-1 text-left font-normal">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen(!open)}
            className="flex min-h-touch w-full items-center gap-2 rounded px-1 text-left font-medium hover:bg-primary-50"
          >
            <span aria-hidden="true" className={`inline-block transition-transform ${open ? 'rotate-90' : ''}`}>
              {DISCLOSURE_MARK}
            </span>
            <span>{time}</span>
            <span className="text-sm font-normal text-gray-600">{count}</span>
            {slot.isBlocked && (
              <span className="rounded bg-secondary-600 px-1.5 text-xs text-white">
                {intl.formatMessage({ id: 'door.slot.blocked', defaultMessage: 'Blocked' })}
              </span>
            )}
          </button>
        </th>
        <td className={`px-2 ${left <= 0 ? 'font-medium text-secondary-700' : ''}`}>{stk(intl, left)}</td>
        <td className="px-2">{stk(intl, slot.seatsLimit)}</td>
        <td className="px-2">{stk(intl, slot.seatsBooked)}</td>
        <td className="px-2">{stk(intl, slot.persons)}</td>
        <td className="px-2">
          <div
            role="progressbar"
            aria-label={intl.formatMessage({ id: 'door.slot.booked', defaultMessage: '{time} booked' }, { time })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2.5 w-full overflow-hidden rounded-full bg-gray-200"
          >
            <div
              className={`h-full rounded-full ${percent >= 100 ? 'bg-secondary-600' : 'bg-primary-500'}`}
              style={{ width: `${percent}%` }}
            />
          </div>
        </td>
        <td className="px-1 text-right">
          <div className="flex justify-end gap-1 whitespace-nowrap">
            <Button
              variant="secondary"
              disabled={stale}
              aria-label={intl.formatMessage(
                { id: 'door.slot.addAt', defaultMessage: 'Add booking at {time}' },
                { time },
              )}
              onClick={() => setAdding(true)}
            >
              {intl.formatMessage({ id: 'door.slot.add', defaultMessage: 'Add' })}
            </Button>
            {slot.isBlocked ? (
              <Button
                variant="secondary"
                disabled={stale}
                aria-label={intl.formatMessage(
                  { id: 'door.slot.unblockAt', defaultMessage: 'Unblock {time}' },
                  { time },
                )}
                onClick={() => run({ kind: 'unblock', restaurantId: restaurant.id, mealTime: slot.mealTime })}
              >
                {intl.formatMessage({ id: 'door.slot.unblock', defaultMessage: 'Unblock' })}
              </Button>
            ) : (
              <Button
                variant="secondary"
                disabled={stale}
                aria-label={intl.formatMessage({ id: 'door.slot.blockAt', defaultMessage: 'Block {time}' }, { time })}
                onClick={() => run({ kind: 'block', restaurantId: restaurant.id, mealTime: slot.mealTime })}
              >
                {intl.formatMessage({ id: 'door.slot.block', defaultMessage: 'Block' })}
              </Button>
            )}
          </div>
        </td>
      </tr>
      {open && (
        <tr id={panelId} className="border-b border-gray-200 bg-gray-50">
          <td colSpan={7} className="px-2 py-2">
            {bookings.length === 0 ? (
              <p className="px-2 py-3 text-gray-600">
                {intl.formatMessage({ id: 'door.slot.noBookings', defaultMessage: 'No bookings at {time}.' }, { time })}
              </p>
            ) : (
              <WindowedList
                label={intl.formatMessage(
                  { id: 'door.slot.bookingsAt', defaultMessage: 'Bookings at {time}' },
                  { time },
                )}
                className="flex flex-col gap-1"
                gap={4}
                windowed={windowed}
                count={bookings.length}
                itemKey={(index) => bookings[index]!.bookingId}
                estimateSize={(index) => estimatedRowHeight(bookings[index]!, showComments)}
                renderItem={({ index, standIn, measureRef }) => {
                  const booking = bookings[index]!;
                  return (
                    <BookingRow
                      booking={booking}
                      restaurant={restaurant}
                      date={date}
                      showComments={showComments}
                      taken={taken}
                      disabled={stale}
                      mark={bookingMark(marks, booking.bookingId)}
                      refused={marks.failed.get(booking.bookingId)}
                      index={windowed ? index : undefined}
                      standIn={standIn}
                      measureRef={measureRef}
                    />
                  );
                }}
              />
            )}
          </td>
        </tr>
      )}
      {adding && (
        <AddBookingDialog
          slot={slot}
          restaurant={restaurant}
          onClose={() => setAdding(false)}
          onAdded={() => setOpen(true)}
        />
      )}
    </>
  );
}, sameSlotRow);

/** A booking row's height before it is measured: one line at the tablet's width, two with its comment shown. */
const estimatedRowHeight = (booking: { message?: string | null }, showComments: boolean) =>
  showComments && booking.message ? 82 : 54;

/**
 * A timeslot renders again only when it changed or the page's choices did. The marks of waiting and refused changes
 * are new sets on every change of the outbox: only those of this slot's bookings count.
 */
function sameSlotRow(before: TimeslotRowProps, after: TimeslotRowProps): boolean {
  if (before.slot !== after.slot) return false;
  const a = before.view;
  const b = after.view;
  if (a === b) return true;
  if (
    a.restaurant !== b.restaurant ||
    a.date !== b.date ||
    a.showComments !== b.showComments ||
    a.showWithdrawn !== b.showWithdrawn ||
    a.stale !== b.stale ||
    a.windowed !== b.windowed
  ) {
    return false;
  }
  return after.slot.bookings.every(
    ({ bookingId: id }) =>
      a.marks.pending.has(id) === b.marks.pending.has(id) && a.marks.failed.get(id) === b.marks.failed.get(id),
  );
}
