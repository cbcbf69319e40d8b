import type { ScheduleGroup } from '../../../contract/bookings.ts';
import { formatBookingTime, formatSlotTime, shownBookings } from './schedule-math.ts';
import { COUNTED_STATUSES } from '../../../contract/bookings.ts';

/** Booking List view: read-only, per group and time, with a total seats line (counted bookings only). */
export function BookingListView({ groups, showWithdrawn }: { groups: ScheduleGroup[]; showWithdrawn: boolean }) {
  return (
    <div className="flex flex-col gap-5">
      {groups.map((group) => {
        const total = group.timeslots.reduce(
          (sum, slot) => sum + slot.bookings.filter((b) => COUNTED_STATUSES.includes(b.status)).reduce((s, b) => s + b.bookedSeats, 0),
          0,
        );
        const headingId = `list-${group.restaurantMealId}`;
        return (
          <section key={group.restaurantMealId} aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white shadow-sm">
            <h2 id={headingId} className="bg-primary-50 px-3 py-2 text-lg font-medium text-primary-900">
              {group.name}
            </h2>
            {group.timeslots.map((slot) => {
              const bookings = shownBookings(slot.bookings, showWithdrawn);
              if (bookings.length === 0) return null;
              return (
                <div key={slot.mealTime} className="border-b border-gray-100 px-3 py-2">
                  <h3 className="font-medium text-gray-800">{formatSlotTime(slot.mealTime)}</h3>
                  <ul className="mt-1 divide-y divide-gray-100">
                    {bookings.map((booking) => (
                      <li key={booking.bookingId} className={`flex flex-wrap gap-x-4 py-1.5 ${booking.visited ? 'text-gray-500' : ''}`}>
                        <span className="w-36 text-sm">{formatBookingTime(booking.bookingDateTime)}</span>
                        <span className="min-w-40 flex-1">{booking.name}</span>
                        <span className="w-14">{booking.bookedSeats} stk</span>
                        <span className="w-24 text-sm">{booking.status}</span>
                        <span className="w-28 text-sm">{booking.tableNumbers.map((t) => `Table ${t}`).join(', ')}</span>
                        {booking.message && <span className="w-full text-sm italic text-gray-600">{booking.message}</span>}
                      </li>
                    ))}
                  </ul>
                </div>
              );
            })}
            <p className="px-3 py-2 font-medium" data-testid={`total-${group.name}`}>
              Total seats: {total} stk
            </p>
          </section>
        );
      })}
    </div>
  );
}
