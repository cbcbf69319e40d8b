import { useMemo } from 'react';
import { mealText, statusText } from '../../../contract/bookings.ts';
import type { ScheduleBooking, ScheduleGroup, Timeslot } from '../../../contract/bookings.ts';
import { COUNTED_STATUSES } from '../../../contract/bookings.ts';
import { useIntl } from '../../i18n/intl.ts';
import { VirtualList } from '../../ui/long-list.tsx';
import { stk, tableName } from './door-words.ts';
import { formatBookingTime, formatSlotTime, shownBookings } from './schedule-math.ts';

/** One line of a group's list: a timeslot's heading, or a booking under it. */
type Line = { kind: 'slot'; slot: Timeslot } | { kind: 'booking'; booking: ScheduleBooking };

/** Booking List view: read-only, per group and time, with a total seats line (counted bookings only). */
export function BookingListView({ groups, showWithdrawn }: { groups: ScheduleGroup[]; showWithdrawn: boolean }) {
  return (
    <div className="flex flex-col gap-5">
      {groups.map((group) => (
        <GroupList key={group.restaurantMealId} group={group} showWithdrawn={showWithdrawn} />
      ))}
    </div>
  );
}

/**
 * A meal's bookings, by time. A busy day holds a thousand: the lines are a virtual list (only those near the window
 * are in the page), so the day shows as fast as a quiet one.
 */
function GroupList({ group, showWithdrawn }: { group: ScheduleGroup; showWithdrawn: boolean }) {
  const intl = useIntl();
  const meal = mealText(intl, group.name);
  const lines = useMemo(() => {
    const result: Line[] = [];
    for (const slot of group.timeslots) {
      const bookings = shownBookings(slot.bookings, showWithdrawn);
      if (bookings.length === 0) continue;
      result.push({ kind: 'slot', slot }, ...bookings.map((booking) => ({ kind: 'booking' as const, booking })));
    }
    return result;
  }, [group, showWithdrawn]);
  const total = group.timeslots.reduce(
    (sum, slot) =>
      sum + slot.bookings.filter((b) => COUNTED_STATUSES.includes(b.status)).reduce((s, b) => s + b.bookedSeats, 0),
    0,
  );
  const headingId = `list-${group.restaurantMealId}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white shadow-sm">
      <h2 id={headingId} className="bg-primary-50 px-3 py-2 text-lg font-medium text-primary-900">
        {meal}
      </h2>
      <VirtualList
        label={intl.formatMessage({ id: 'door.list.bookingsOf', defaultMessage: '{meal} bookings' }, { meal })}
        count={lines.length}
        itemKey={(index) => {
          const line = lines[index]!;
          return line.kind === 'slot' ? `slot-${line.slot.mealTime}` : line.booking.bookingId;
        }}
        estimateSize={(index) => {
          const line = lines[index]!;
          if (line.kind === 'slot') return 40;
          return line.booking.message ? 58 : 37;
        }}
        itemClassName={(index) => {
          const line = lines[index]!;
          if (line.kind === 'slot') return 'border-t border-gray-100 px-3 pt-2';
          return `border-b border-gray-100 px-3 ${line.booking.visited ? 'text-gray-500' : ''}`;
        }}
        renderItem={(index) => {
          const line = lines[index]!;
          return line.kind === 'slot' ? (
            <h3 className="font-medium text-gray-800">{formatSlotTime(line.slot.mealTime)}</h3>
          ) : (
            <BookingLine booking={line.booking} />
          );
        }}
      />
      <p className="px-3 py-2 font-medium" data-testid={`total-${group.name}`}>
        {intl.formatMessage(
          { id: 'door.list.totalSeats', defaultMessage: 'Total seats: {seats}' },
          { seats: stk(intl, total) },
        )}
      </p>
    </section>
  );
}

function BookingLine({ booking }: { booking: ScheduleBooking }) {
  const intl = useIntl();
  return (
    <div className="flex flex-wrap gap-x-4 py-1.5">
      <span className="w-36 text-sm">{formatBookingTime(booking.bookingDateTime)}</span>
      <span className="min-w-40 flex-1">{booking.name}</span>
      <span className="w-14">{stk(intl, booking.bookedSeats)}</span>
      <span className="w-24 text-sm">{statusText(intl, booking.status)}</span>
      <span className="w-28 text-sm">{booking.tableNumbers.map((t) => tableName(intl, t)).join(', ')}</span>
      {booking.message && <span className="w-full text-sm italic text-gray-600">{booking.message}</span>}
    </div>
  );
}
