import type { BookingStatus, RestaurantBooking, ScheduleBooking } from '../../contract/bookings.ts';

/** A booking as the bookings repository reads it (server/repositories/bookings.ts maps its columns). */
export interface Booking {
  id: number;
  restaurantId: number;
  bookingDateTime: string;
  name: string;
  phoneNumber: string;
  email: string;
  message: string;
  bookedSeats: number;
  status: BookingStatus;
  visited: boolean;
  arrivedAt: string | null;
  tableNumbers: string[];
  source: number;
  clockBookingNumber: string | null;
  brpOrderNumber: string | null;
  createdAt: string;
  createdBy: string;
  updatedAt: string | null;
  updatedBy: string | null;
}

export function toScheduleBooking(booking: Booking): ScheduleBooking {
  const { id, restaurantId: _restaurant, arrivedAt: _arrived, source: _source, ...rest } = booking;
  return { bookingId: id, ...rest };
}

export function toRestaurantBooking(booking: Booking): RestaurantBooking {
  return {
    id: booking.id,
    bookingDateTime: booking.bookingDateTime,
    customerName: booking.name,
    customerPhoneNumber: booking.phoneNumber,
    customerEmail: booking.email,
    status: booking.status,
    peopleCount: booking.bookedSeats,
    arrivedAt: booking.arrivedAt,
    comment: booking.message,
    createdBy: booking.createdBy,
    updatedBy: booking.updatedBy,
  };
}

/** Cancelled and withdrawn bookings are closed: cancel and toggle-completion refuse them (409). */
export function isClosed(status: BookingStatus): status is 'Cancelled' | 'Withdrawn' {
  return status === 'Cancelled' || status === 'Withdrawn';
}

export function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
