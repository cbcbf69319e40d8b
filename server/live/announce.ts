import type { FastifyRequest } from 'fastify';
import { CLIENT_ID_HEADER, CLIENT_ID_PATTERN } from '../../contract/live.ts';
import type { Booking } from '../domain/bookings.ts';
import { announceScheduleChange, dayOf, type ScheduleChange } from './schedule-changes.ts';
import type { ScheduleHub } from './schedule-hub.ts';

/** The tab a request comes from (X-Client-Id), when it says so in the expected shape. */
function originOf(request: FastifyRequest): string | undefined {
  const value = request.headers[CLIENT_ID_HEADER.toLowerCase()];
  return typeof value === 'string' && CLIENT_ID_PATTERN.test(value) ? value : undefined;
}

/**
 * Announces a write's change in the request's transaction (every server process hears it once it commits), and tells
 * this process's hub once the request's writes are final (`request.afterCommit`, the idempotency plugin's hook
 * point; see ScheduleHub.committed).
 */
export async function announce(request: FastifyRequest, hub: ScheduleHub, change: ScheduleChange): Promise<void> {
  const announced: ScheduleChange = { ...change, origin: originOf(request) };
  await announceScheduleChange(request.db, announced);
  request.afterCommit(() => hub.committed(announced));
}

/** Announces a booking's change (see `announce`): the days it was on (`before`) and is on now. */
export async function announceBooking(
  request: FastifyRequest,
  hub: ScheduleHub,
  booking: Booking,
  before: Booking = booking,
): Promise<Booking> {
  const days: Array<[number, string]> = [[before.restaurantId, dayOf(before.bookingDateTime)]];
  if (
    before.restaurantId !== booking.restaurantId ||
    dayOf(before.bookingDateTime) !== dayOf(booking.bookingDateTime)
  ) {
    days.push([booking.restaurantId, dayOf(booking.bookingDateTime)]);
  }
  await announce(request, hub, { booking: booking.id, days });
  return booking;
}
