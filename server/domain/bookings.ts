import type { Kysely, Selectable } from 'kysely';
import type { RestaurantBooking, ScheduleBooking } from '../../contract/bookings.ts';
import type { BookingsTable, Database } from '../db/schema.ts';

export type BookingRow = Selectable<BookingsTable>;

export function toScheduleBooking(row: BookingRow): ScheduleBooking {
  return {
    bookingId: row.id,
    bookingDateTime: row.booking_date_time,
    name: row.name,
    bookedSeats: row.booked_seats,
    phoneNumber: row.phone_number,
    email: row.email,
    message: row.message,
    status: row.status,
    visited: row.visited,
    tableNumbers: row.table_numbers,
    clockBookingNumber: row.clock_booking_number,
    brpOrderNumber: row.brp_order_number,
    createdAt: row.created_at,
    createdBy: row.created_by,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by,
  };
}

export function toRestaurantBooking(row: BookingRow): RestaurantBooking {
  return {
    id: row.id,
    bookingDateTime: row.booking_date_time,
    customerName: row.name,
    customerPhoneNumber: row.phone_number,
    customerEmail: row.email,
    status: row.status,
    peopleCount: row.booked_seats,
    arrivedAt: row.arrived_at,
    comment: row.message,
    createdBy: row.created_by,
    updatedBy: row.updated_by,
  };
}

/** The bookings of one restaurant day, by time then id ('YYYY-MM-DD', restaurant wall time). */
export async function bookingsOfDays(db: Kysely<Database>, restaurantId: number, from: string, to: string): Promise<BookingRow[]> {
  return db
    .selectFrom('bookings')
    .selectAll()
    .where('restaurant_id', '=', restaurantId)
    .where('booking_date_time', '>=', `${from}T00:00:00`)
    .where('booking_date_time', '<', `${nextDay(to)}T00:00:00`)
    .orderBy('booking_date_time')
    .orderBy('id')
    .execute();
}

export function nextDay(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}
