import { expect } from 'vitest';
import type { ScheduleBooking } from '../../contract/bookings.ts';
import type { TestApp } from './app.ts';

/** Books a guest of brasseriet (restaurant 1) by phone at `bookingDateTime` ('YYYY-MM-DDTHH:mm'); expects a 200. */
export async function bookGuest(t: TestApp, name: string, bookingDateTime: string): Promise<ScheduleBooking> {
  const res = await t.send('POST', 'restaurant/v2/bookings/simple', {
    bookingDateTime,
    customerName: name,
    customerPhoneNumber: '',
    peopleCount: 2,
    restaurantId: 1,
    comment: '',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ScheduleBooking>();
}
