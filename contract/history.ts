import { z } from 'zod/mini';
import { coerceInt, int, pagedSchema } from './common.ts';
import { saidShape } from './server-messages.ts';

/**
 * The change log (docs/decisions/029-change-log.md): every change through /api, with who made it, when, and each
 * field before and after, written by the server in the changing transaction. Read by record (`history/{resource}/
 * {id}`) and across everything (`activity`); an entry is put back with `history/entries/{id}/revert`.
 */

/** The kinds of record the log keeps, by the name the API gives them (the table they are stored in). */
export const HISTORY_RESOURCES = {
  availability_rules: 'Availability',
  bookings: 'Booking',
  images: 'Image',
  date_filters: 'Date filter',
  spa_package_groups: 'Spa package',
  spa_products: 'Spa product',
  included_services: 'Included service',
  hotel_packages: 'Hotel package',
  hotel_package_addons: 'Add-on',
  treatments: 'Treatment',
  day_passes: 'Day pass',
  frequent_visitor_passes: 'Frequent visitor pass',
  special_codes: 'Special code',
  discount_codes: 'Discount code',
  room_types: 'Room type',
  dictionary_entries: 'String',
  blocked_customers: 'Blocked customer',
  sections: 'Section',
  checkout_alerts: 'Checkout alert',
  hotel_metadata: 'Hotel metadata',
  restaurants: 'Restaurant',
} as const;
export type HistoryResource = keyof typeof HISTORY_RESOURCES;
export const historyResourceSchema = z.enum(Object.keys(HISTORY_RESOURCES) as [HistoryResource, ...HistoryResource[]]);

/** One field of a change: before and after (a create has no before, a delete no after), or a list's items. */
export const fieldChangeSchema = z.object({
  field: z.string(),
  before: z.optional(z.unknown()),
  after: z.optional(z.unknown()),
  added: z.optional(z.array(z.unknown())),
  removed: z.optional(z.array(z.unknown())),
});
export type FieldChange = z.infer<typeof fieldChangeSchema>;

export const historyEntrySchema = z.object({
  id: int(),
  /** When the server wrote it (ISO 8601). */
  at: z.string(),
  /** When it was done on the tablet, for a change queued offline and sent later (ISO 8601), else null. */
  doneAt: z.nullable(z.string()),
  userId: z.string(),
  userName: z.string(),
  resource: historyResourceSchema,
  recordId: z.string(),
  /** What the record was called then (its name, code...). */
  label: z.string(),
  action: z.enum(['create', 'update', 'delete']),
  changes: z.array(fieldChangeSchema),
  /** The entry this one put back, if it was a revert. */
  reverts: z.nullable(int()),
  /** The revert that put this one back, if any. */
  revertedBy: z.nullable(z.object({ id: int(), userName: z.string(), at: z.string() })),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const historyPageSchema = z.object({
  ...pagedSchema(historyEntrySchema).shape,
  /** Whether the record is still there (a deleted one keeps its history). */
  exists: z.boolean(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;
export const activityPageSchema = pagedSchema(historyEntrySchema);
export type ActivityPage = z.infer<typeof activityPageSchema>;

const page = {
  page: z._default(coerceInt({ min: 1 }), 1),
  itemsPerPage: z._default(coerceInt({ min: 1, max: 100 }), 20),
};
export const historyQuerySchema = z.object(page);

const instant = z.iso.datetime({ offset: true, error: 'must be a time with its offset (ISO 8601)' });
export const activityQuerySchema = z.object({
  ...page,
  /** A person's user id. */
  person: z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
  resource: z.optional(historyResourceSchema),
  /** Written at or after `from`, and before `to` (ISO 8601 instants: the console sends the person's own days). */
  from: z.optional(instant),
  to: z.optional(instant),
  /** Words in the record's name, the person's name or a value changed. */
  q: z.optional(z.string().check(z.maxLength(200))),
});
/** The activity's filters as the console holds them (page numbers as numbers). */
export type ActivityQuery = z.output<typeof activityQuerySchema>;

export const historyParamsSchema = z.object({
  resource: historyResourceSchema,
  id: z.string().check(z.minLength(1), z.maxLength(200)),
});
export const entryParamsSchema = z.object({ id: coerceInt({ min: 1 }) });

export const personSchema = z.object({ id: z.string(), name: z.string() });
export const peopleSchema = z.array(personSchema);

/** 409 when a revert cannot be made: which fields changed since, by whom and when. */
export const revertRefusedSchema = z.object({
  message: z.string(),
  /** Its message by code (`revert.<key>`, contract/revert-messages.ts). */
  ...saidShape,
  fields: z.array(z.string()),
  changedBy: z.nullable(z.string()),
  changedAt: z.nullable(z.string()),
});
export type RevertRefused = z.infer<typeof revertRefusedSchema>;

/** The header a change made on a tablet before it was sent carries: when it was done there (ISO 8601). */
export const DONE_AT_HEADER = 'Done-At';
