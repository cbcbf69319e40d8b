import { z } from 'zod/mini';
import { int } from './common.ts';
import { isoDate } from './availability.ts';
import { scheduleBookingSchema } from './bookings.ts';

/**
 * Live schedule updates (issue 14): `GET restaurant/v2/{restaurant}/bookings/events?date=YYYY-MM-DD` is a
 * server-sent event stream of one restaurant day. Each message's `data` is one of these, as JSON. The stream is
 * authenticated like every /api route (a bearer token in the Authorization header, so the console reads it with
 * fetch, not EventSource) and ends when the token expires: the console reconnects with a fresh one.
 *
 * No event is needed for correctness: on `ready` (every connect and reconnect) the console refetches the day, so a
 * missed event is healed by that refetch.
 */
export const liveEventsQuerySchema = z.object({ date: isoDate });

/** The tab that made a change (header X-Client-Id): the console flashes rows changed by someone else only. */
const origin = z.optional(z.string());
const where = { restaurantId: int(), date: z.string() };

export const scheduleEventSchema = z.discriminatedUnion('type', [
  /** Subscribed: from here on every change of the day is sent. The console refetches the day to catch up. */
  z.object({ type: z.literal('ready'), ...where }),
  /** A booking of the day as it now stands (created, edited, cancelled, arrived, tables): put it in its slot. */
  z.object({ type: z.literal('booking'), ...where, booking: scheduleBookingSchema, origin }),
  /** A booking no longer on this day (moved to another day or restaurant). */
  z.object({ type: z.literal('removed'), ...where, bookingId: int(), origin }),
  /** A timeslot blocked or unblocked. */
  z.object({ type: z.literal('slot'), ...where, mealTime: z.string(), isBlocked: z.boolean(), origin }),
  /** Events may have been missed (the server lost its database listener for a moment): refetch the day. */
  z.object({ type: z.literal('resync'), ...where }),
]);
export type ScheduleEvent = z.infer<typeof scheduleEventSchema>;

/** The header a console tab sends with every /api request, so the events of its own changes say so. */
export const CLIENT_ID_HEADER = 'X-Client-Id';
/** What the server accepts as a client id (anything else is ignored: no origin on the event). */
export const CLIENT_ID_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
