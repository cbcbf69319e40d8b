import { defineMessages, type IntlShape } from '@formatjs/intl';
import { z } from 'zod/mini';
import { coerceInt, int } from './common.ts';
import { isoDate, isRealDateTime } from './availability.ts';

export const BOOKING_STATUSES = ['Created', 'Completed', 'Cancelled', 'Withdrawn'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];
/** Created and Completed count toward seats booked (spec section 4). */
export const COUNTED_STATUSES: readonly BookingStatus[] = ['Created', 'Completed'];

/** A timeslot is the half hour from its start: a booking belongs to the latest slot whose half hour holds its time. */
export const SLOT_MINUTES = 30;

/** Booking source enumeration (spec section 3). New bookings from this console carry CheckoutAdmin. */
export const BookingSource = { CheckoutWeb: 0, EmployeePortal: 1, Admin: 2, CheckoutAdmin: 2 } as const;

/** Local restaurant wall time, `YYYY-MM-DDTHH:mm:ss` (no zone: the restaurant's clock). */
export const localDateTime = z.pipe(
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/, 'must be a date-time YYYY-MM-DDTHH:mm:ss'),
    // A real calendar day and clock time: 2031-02-30 or 25:99 would otherwise reach the database and fail there.
    z.refine(isRealDateTime, 'must be a real date and time'),
  ),
  z.transform((value: string) => (value.length === 16 ? `${value}:00` : value)),
);

/** A booking as the schedule shows it (spec section 3, "Booking (schedule)"). */
export const scheduleBookingSchema = z.object({
  bookingId: int(),
  bookingDateTime: z.string(),
  name: z.string(),
  bookedSeats: int(),
  phoneNumber: z.string(),
  email: z.string(),
  message: z.string(),
  status: z.enum(BOOKING_STATUSES),
  visited: z.boolean(),
  tableNumbers: z.array(z.string()),
  clockBookingNumber: z.nullable(z.string()),
  brpOrderNumber: z.nullable(z.string()),
  createdAt: z.string(),
  createdBy: z.string(),
  updatedAt: z.nullable(z.string()),
  updatedBy: z.nullable(z.string()),
});
export type ScheduleBooking = z.infer<typeof scheduleBookingSchema>;

/** A booking with nothing but what is given: the shape a booking created here starts from (tests on both sides, benches too). */
export function blankBooking(fields: Partial<ScheduleBooking> & Pick<ScheduleBooking, 'bookingId'>): ScheduleBooking {
  return {
    bookingDateTime: '',
    name: '',
    bookedSeats: 0,
    phoneNumber: '',
    email: '',
    message: '',
    status: 'Created',
    visited: false,
    tableNumbers: [],
    clockBookingNumber: null,
    brpOrderNumber: null,
    createdAt: '',
    createdBy: '',
    updatedAt: null,
    updatedBy: null,
    ...fields,
  };
}

export const timeslotSchema = z.object({
  mealTime: z.string(),
  seatsLimit: int(),
  seatsBooked: int(),
  isBlocked: z.boolean(),
  /** Seats of counted bookings not marked arrived yet. */
  persons: int(),
  bookings: z.array(scheduleBookingSchema),
});
export type Timeslot = z.infer<typeof timeslotSchema>;

export const scheduleGroupSchema = z.object({
  name: z.string(),
  restaurantMealId: int(),
  timeslots: z.array(timeslotSchema),
});
export type ScheduleGroup = z.infer<typeof scheduleGroupSchema>;

export const mealTimesQuerySchema = z.object({
  date: isoDate,
  /** `web` gives the web seat limit; anything else (staff) web + manual seats. */
  source: z._default(z.enum(['web', 'staff']), 'staff'),
});

export const bookingChangesPath = (bookingId: number) => `restaurant/v2/bookings/${bookingId}/changes`;

/**
 * `POST restaurant/v2/booking/{id}/toggle-completion`: without a query it toggles (spec section 7). `?visited=true`
 * or `false` says what the host saw change ("arrived", "not arrived"): already so, nothing changes, so two tablets
 * marking one guest arrived leave them arrived rather than toggled back (docs/decisions/020-live-schedule.md).
 */
export const toggleCompletionQuerySchema = z.object({
  visited: z.pipe(
    z.optional(z.enum(['true', 'false'], 'must be true or false')),
    z.transform((value: 'true' | 'false' | undefined) => (value === undefined ? undefined : value === 'true')),
  ),
});

export const blockQuerySchema = z.object({
  restaurantId: coerceInt({ min: 1 }),
  mealTime: localDateTime,
});

/** Answer of `POST restaurant/v2/bookings/mealTimes/block` and `.../unblock`. */
export const blockResultSchema = z.object({ restaurantId: int(), mealTime: z.string(), isBlocked: z.boolean() });

export const bookingSearchQuerySchema = z.object({
  pageNumber: z._default(coerceInt({ min: 1 }), 1),
  pageSize: z._default(coerceInt({ min: 1, max: 200 }), 10),
  searchQuery: z._default(z.string().check(z.maxLength(200)), ''),
});

/** Read-only booking search row (spec section 3, "Restaurant booking"). */
export const restaurantBookingSchema = z.object({
  id: int(),
  bookingDateTime: z.string(),
  customerName: z.string(),
  customerPhoneNumber: z.string(),
  customerEmail: z.string(),
  status: z.enum(BOOKING_STATUSES),
  peopleCount: int(),
  arrivedAt: z.nullable(z.string()),
  comment: z.string(),
  createdBy: z.string(),
  updatedBy: z.nullable(z.string()),
});
export type RestaurantBooking = z.infer<typeof restaurantBookingSchema>;

export const reportDailyQuerySchema = z.object({ date: isoDate, restaurantId: coerceInt({ min: 1 }) });
export const reportMonthlyQuerySchema = z
  .object({ dateFrom: isoDate, dateTo: isoDate, restaurantId: coerceInt({ min: 1 }) })
  .check(z.refine((q) => q.dateFrom <= q.dateTo, { path: ['dateTo'], message: 'must not be before dateFrom' }));

/** What formats a booking's words: the console's `intl()`, or the server's for the language asked for (the reports). */
export type ReportIntl = Pick<IntlShape, 'formatMessage'>;

/**
 * A booking's status as people read it (the schedule, the booking search, the reports): the API's word in English,
 * the glossary's in Norwegian.
 */
const BOOKING_WORDS = defineMessages<{ status: { status: string }; meal: { meal: string } }>({
  status: {
    id: 'door.booking.status',
    defaultMessage:
      '{status, select, Created {Created} Completed {Completed} Cancelled {Cancelled} Withdrawn {Withdrawn} other {{status}}}',
  },
  meal: {
    id: 'door.booking.meal',
    defaultMessage: '{meal, select, Breakfast {Breakfast} Lunch {Lunch} Dinner {Dinner} other {{meal}}}',
  },
});

export const statusText = (intl: ReportIntl, status: string) => intl.formatMessage(BOOKING_WORDS.status, { status });

/** A meal by its name in the person's language (the spec's Breakfast, Lunch, Dinner); another meal's name as it is. */
export const mealText = (intl: ReportIntl, meal: string) => intl.formatMessage(BOOKING_WORDS.meal, { meal });
