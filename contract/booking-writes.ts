import { z } from 'zod/mini';
import { BookingSource, localDateTime } from './bookings.ts';
import { int } from './common.ts';
import { phoneSchema } from './phone.ts';
import { saidShape } from './server-messages.ts';

/**
 * What the door sends about a booking: a new one, an edit, a host's changes (spec section 7, decision 028). Apart from
 * contract/bookings.ts because these hold phone numbers, and their rules (libphonenumber's metadata, about 40 kB
 * gzipped) belong to the dialogs that send them, not to the first route, which only reads the day (issue 31).
 */
export const createBookingSchema = z.object({
  bookingDateTime: localDateTime,
  customerName: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(200)),
  customerPhoneNumber: z._default(phoneSchema, ''),
  peopleCount: int('must be a whole number').check(z.gte(1, 'must be more than 0'), z.lte(500)),
  restaurantId: int().check(z.positive()),
  source: z._default(int().check(z.gte(0), z.lte(2)), BookingSource.CheckoutAdmin),
  comment: z._default(z.string().check(z.maxLength(2000)), ''),
});
export type CreateBooking = z.input<typeof createBookingSchema>;

export const updateBookingSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(200)),
  bookedSeats: int('must be a whole number').check(z.gte(1, 'must be more than 0'), z.lte(500)),
  bookingDateTime: localDateTime,
  restaurantId: int().check(z.positive()),
  phoneNumber: z._default(phoneSchema, ''),
  tableNumbers: z._default(
    z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(20))).check(z.maxLength(50)),
    [],
  ),
  message: z._default(z.string().check(z.maxLength(2000)), ''),
});
export type UpdateBooking = z.input<typeof updateBookingSchema>;

/** A table of a booking, as the host names it. */
const tableNumber = z.string().check(z.trim(), z.minLength(1), z.maxLength(20));

/**
 * One thing a host did to a booking at the door (docs/decisions/028-door-intents.md): not the whole booking as the
 * tablet last saw it, but the change itself, which the server applies to the booking as it is when it arrives. Two
 * tablets' changes of different fields, or of different tables, all stay. `shared`: the host saw the table taken by
 * another party of the slot and gave it anyway ("Give it to Kari too?"); without it, a table another party got
 * meanwhile is a conflict the host is shown.
 */
export const bookingChangeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('addTable'), table: tableNumber, shared: z.optional(z.boolean()) }),
  z.object({ type: z.literal('removeTable'), table: tableNumber }),
  z.object({ type: z.literal('setName'), name: updateBookingSchema.shape.name, from: z.optional(z.string()) }),
  z.object({ type: z.literal('setPhone'), phoneNumber: phoneSchema, from: z.optional(z.string()) }),
  z.object({
    type: z.literal('setSeats'),
    bookedSeats: updateBookingSchema.shape.bookedSeats,
    from: z.optional(z.number()),
  }),
  z.object({
    type: z.literal('setMessage'),
    message: z.string().check(z.maxLength(2000)),
    from: z.optional(z.string()),
  }),
  z.object({ type: z.literal('move'), bookingDateTime: localDateTime, from: z.optional(z.string()) }),
]);
export type BookingChange = z.infer<typeof bookingChangeSchema>;

/**
 * A field set (`setName`, `setPhone`, `setSeats`, `setMessage`, `move`) may say `from`: the value the host saw when
 * they changed it. When the booking's value is no longer that (another host set it meanwhile) and not already what
 * this host wants, the change is a conflict the host decides (`BookingFieldConflict`), never last-writer-wins.
 * Without `from` (an outbox entry from before it), the field is set as it was.
 */

/** A field two hosts changed: what this host wanted, what the other host set, who and when (a 409's `conflicts`). */
export const bookingFieldConflictSchema = z.object({
  /** The booking's field as the API names it: name, phoneNumber, bookedSeats, message, bookingDateTime. */
  field: z.enum(['name', 'phoneNumber', 'bookedSeats', 'message', 'bookingDateTime']),
  /** What this host set. */
  yours: z.union([z.string(), z.number()]),
  /** What the booking holds now: the other host's value. */
  theirs: z.union([z.string(), z.number()]),
  changedBy: z.nullable(z.string()),
  changedAt: z.nullable(z.string()),
});
export type BookingFieldConflict = z.infer<typeof bookingFieldConflictSchema>;

/** The 409 of a host's change: why it was refused, and the fields that met another host's change of them. */
export const bookingConflictBodySchema = z.object({
  message: z.string(),
  /** Its message by code: `bookingConflicts` (each conflict in `parts.conflicts`), `tableTaken`, `bookingClosed`... */
  ...saidShape,
  /** The fields that met another host's change (none for another refusal: a table taken, the booking closed). */
  conflicts: z.optional(z.array(bookingFieldConflictSchema)),
});
export type BookingConflictBody = z.infer<typeof bookingConflictBodySchema>;

/** `POST restaurant/v2/bookings/{id}/changes`: what one tap or one edit did, applied at once (all or none). */
export const bookingChangesSchema = z.object({
  changes: z.array(bookingChangeSchema).check(z.minLength(1, 'must hold a change'), z.maxLength(60)),
});
export type BookingChanges = z.infer<typeof bookingChangesSchema>;
