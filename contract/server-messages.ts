import { defineMessages } from '@formatjs/intl';
import { z } from 'zod/mini';
import type { SaidValues } from './said.ts';

/**
 * The server's messages (decision 039), each by its code: the English text, in ICU, that the server says as its
 * answer's `message` (filled with the answer's `values`), and that the console says in the person's language
 * (`lang/nb/server.json`). One table for both sides: the server formats the English from it, the console looks a code
 * up here. An answer whose code is not here (an older server) is said as its English `message`.
 *
 * A code is its id without `server.`; the codes of the other tables (a field's problem `field.<key>`, the spec's texts
 * `discountCode.<key>`...) are listed with these in contract/server-codes.ts. Values: text and numbers; an instant is
 * an ISO 8601 text under a name `at` or `…At`, said as a time of day in the reader's time zone (`{at, time, short}`:
 * "19:02").
 */
export const SERVER_MESSAGES = defineMessages({
  // The request
  notFound: { id: 'server.notFound', defaultMessage: 'Not found.' },
  recordNotFound: {
    id: 'server.recordNotFound',
    description: 'what: the kind of record (a select); id: its id as the API names it',
    defaultMessage:
      '{what, select, addon {Hotel package add-on} attachedAddon {Attached add-on} attachedHotelPackage {Attached hotel package} availability {Availability} blockedCustomer {Blocked customer} booking {Booking} change {Change} checkoutAlert {Checkout alert} dateFilter {Date filter} dayPass {Day pass} discountCode {Discount code} frequentVisitorPass {Frequent visitor pass} hotelPackage {Hotel package} image {Image} includedService {Included service} meal {Meal} restaurant {Restaurant} restaurantMeal {Restaurant meal} restriction {Restriction} roomType {Room type} section {Section} specialCode {Special code} spaPackageGroup {Spa package group} spaProduct {Spa product} string {String} treatment {Treatment} other {Record}} {id} not found.',
  },
  specialCodeNotFound: {
    id: 'server.specialCodeNotFound',
    defaultMessage: 'Special code {id} of package {packageId} not found.',
  },
  invalidRequest: {
    id: 'server.invalidRequest',
    description:
      'problems: each field and what is wrong with it ("body.name: is required; body.seats: ..."), said by the console from the answer\'s errors',
    defaultMessage: 'Invalid request: {problems}',
  },
  invalidHeader: {
    id: 'server.invalidHeader',
    description: "header: its name (Idempotency-Key); problem: what is wrong with it, said from the answer's errors",
    defaultMessage: 'Invalid request: header {header}: {problem}',
  },
  valueOutOfRange: {
    id: 'server.valueOutOfRange',
    defaultMessage: 'Invalid request: a value is out of range or malformed.',
  },
  unsupportedContentType: {
    id: 'server.unsupportedContentType',
    description: 'type: the content type sent, in double quotes',
    defaultMessage: 'Unsupported content type {type}: send the body as JSON (content-type: application/json).',
  },
  bodyTooLarge: { id: 'server.bodyTooLarge', defaultMessage: 'Request body is too large' },
  requestRefused: {
    id: 'server.requestRefused',
    description: "reason: the web server's own English words for a request it could not take",
    defaultMessage: '{reason}',
  },
  signInRequired: { id: 'server.signInRequired', defaultMessage: 'Sign-in required.' },
  antiForgery: { id: 'server.antiForgery', defaultMessage: 'Anti-forgery token missing or invalid.' },
  idempotencyKeyReused: {
    id: 'server.idempotencyKeyReused',
    defaultMessage: 'This Idempotency-Key was already used for a different request.',
  },
  idempotencyKeyInProgress: {
    id: 'server.idempotencyKeyInProgress',
    defaultMessage: 'A request with this Idempotency-Key is in progress.',
  },
  batchNotRun: {
    id: 'server.batchNotRun',
    defaultMessage: 'Not run: a request before it in the batch failed. Send it again.',
  },
  // The server and its database
  writeRaced: {
    id: 'server.writeRaced',
    defaultMessage: 'Another change was being made at the same moment; nothing was saved. Try again.',
  },
  databaseUnavailable: {
    id: 'server.databaseUnavailable',
    defaultMessage: 'The database is unavailable, try again shortly.',
  },
  internalError: { id: 'server.internalError', defaultMessage: 'Internal server error.' },
  // Versions (docs/decisions/027-record-versions.md)
  versionChanged: {
    id: 'server.versionChanged',
    defaultMessage: 'Someone else changed this while you were editing. Nothing was saved.',
  },
  versionDeleted: {
    id: 'server.versionDeleted',
    defaultMessage: 'Someone else deleted this while you were editing. Nothing was saved.',
  },
  versionRequired: {
    id: 'server.versionRequired',
    defaultMessage: 'This change must say which version of the record it is based on (If-Match). Nothing was saved.',
  },
  // Records in use, taken, gone
  referenceGone: {
    id: 'server.referenceGone',
    defaultMessage: 'A record this change refers to was deleted meanwhile.',
  },
  addonAttached: {
    id: 'server.addonAttached',
    defaultMessage: 'This add-on is already attached to the hotel package.',
  },
  dateFilterInUse: {
    id: 'server.dateFilterInUse',
    defaultMessage: 'This date filter is used by a restriction: change or delete the restriction first.',
  },
  imageInUse: {
    id: 'server.imageInUse',
    description:
      'image: its name; users: the first records that show it (each `server.imageUser`); more: how many others',
    defaultMessage:
      "Image ''{image}'' is used by {users}{more, plural, =0 {} other { and {more} more}}. Remove it there first.",
  },
  imageUser: {
    id: 'server.imageUser',
    description: 'One record that shows an image: its kind and its name',
    defaultMessage:
      "{kind, select, dayPass {day pass} frequentVisitorPass {frequent visitor pass} hotelPackage {hotel package} roomType {room type} spaPackage {spa package} treatment {treatment} other {record}} ''{name}''",
  },
  // The door (decisions 028, 037)
  tableTaken: {
    id: 'server.tableTaken',
    defaultMessage: 'Table {table} was given to {name} by {by} at {at, time, short}.',
  },
  bookingClosed: {
    id: 'server.bookingClosed',
    defaultMessage:
      "{name}''s booking was {status, select, cancelled {cancelled} withdrawn {withdrawn} completed {completed} other {created}} by {by} at {at, time, short}.",
  },
  bookingAlreadyClosed: {
    id: 'server.bookingAlreadyClosed',
    defaultMessage:
      'The booking is already {status, select, cancelled {cancelled} withdrawn {withdrawn} completed {completed} other {created}}.',
  },
  bookingArrivalFixed: {
    id: 'server.bookingArrivalFixed',
    defaultMessage:
      'The booking is {status, select, cancelled {cancelled} withdrawn {withdrawn} completed {completed} other {created}}: arrival cannot change.',
  },
  bookingConflicts: {
    id: 'server.bookingConflicts',
    description:
      'conflicts: each field another host changed meanwhile (each `server.bookingFieldChanged`), one after another',
    defaultMessage: '{conflicts}',
  },
  bookingFieldChanged: {
    id: 'server.bookingFieldChanged',
    description:
      'who: known or not (by: the name); field: which; kind: how the value is said (time: {time} on {day}, DD.MM; nothing: emptied; text: in quotes; other: a number); when: known or not (at)',
    defaultMessage:
      '{who, select, known {{by}} other {Someone}} changed {field, select, name {the name} phoneNumber {the phone number} bookedSeats {the seats} message {the comment} other {the time}} to {kind, select, time {{time} on {day}} nothing {nothing} text {"{value}"} other {{value}}}{when, select, known { at {at, time, short}} other {}}.',
  },
});

export type ServerMessageCode = keyof typeof SERVER_MESSAGES;

/** The kinds of record a 404 names (`recordNotFound`'s `what`). */
export type RecordKind =
  | 'addon'
  | 'attachedAddon'
  | 'attachedHotelPackage'
  | 'availability'
  | 'blockedCustomer'
  | 'booking'
  | 'change'
  | 'checkoutAlert'
  | 'dateFilter'
  | 'dayPass'
  | 'discountCode'
  | 'frequentVisitorPass'
  | 'hotelPackage'
  | 'image'
  | 'includedService'
  | 'meal'
  | 'restaurant'
  | 'restaurantMeal'
  | 'restriction'
  | 'roomType'
  | 'section'
  | 'specialCode'
  | 'spaPackageGroup'
  | 'spaProduct'
  | 'string'
  | 'treatment';

/** A field's problem as the server sends it in a 400's `errors`: its English, and its code and values. */
export interface FieldSaid {
  field?: string;
  message: string;
  code?: string;
  values?: SaidValues;
}

/** What a refusal says: its English message, and its code and values when the server gave them. */
export interface ServerSaid {
  message: string;
  code?: string;
  values?: SaidValues;
  /** A 400's fields, each with what is wrong with it: the console says `invalidRequest`'s `problems` from them. */
  errors?: FieldSaid[];
  /** A value that is a list of things each said on its own (`imageInUse`'s users), said item by item. */
  parts?: Record<string, ServerSaid[]>;
}

/** How the items of a list value (`ServerSaid.parts`) are joined, in every language. */
export const PART_SEPARATORS: Readonly<Record<string, string>> = { conflicts: ' ', users: ', ' };

const saidValuesSchema = z.record(z.string(), z.union([z.string(), z.number()]));

/** The code and values of an answer that carries them, for a refusal's own schema (a 409's, a 412's). */
export const saidShape = {
  code: z.optional(z.string()),
  values: z.optional(saidValuesSchema),
  parts: z.optional(
    z.record(
      z.string(),
      z.array(z.object({ message: z.string(), code: z.optional(z.string()), values: z.optional(saidValuesSchema) })),
    ),
  ),
};
