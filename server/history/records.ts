import type { Kysely } from 'kysely';
import type { BookingStatus } from '../../contract/bookings.ts';
import type { HistoryResource } from '../../contract/history.ts';
import type { Database } from '../db/schema.ts';
import { assertTablesFree, type SlotState } from '../domain/booking-tables.ts';

type Row = Record<string, unknown>;

/** A list of items the log keeps on the record they belong to (migrations/007-change-log.sql, change_log_item; a record itself: 008, change_log_attach). */
export interface ItemList {
  /** The table of the list's rows. */
  table: string;
  /** The column of a row that holds its record's key. */
  owner: string;
  /** The column that is the item, or '*': the row without `dropped`. */
  item: string;
  /** The columns an item ('*') leaves out: its own id and its owner's key (every kind of owner's). */
  dropped: readonly string[];
  /** Columns a row must have that the item does not say (who made it). */
  madeBy?: string;
}

export interface LoggedRecord {
  /** Its key column. */
  key: string;
  /** Whether it carries a version (server/plugins/versions.ts): a revert moves it on, as any change does. */
  versioned: boolean;
  /** Its lists, by the field the log names them. */
  lists?: Readonly<Record<string, ItemList>>;
  /**
   * The record's own rules, checked after a revert put values back (`before` and `after` its row as the log sees it):
   * a refusal (a ConflictError) rolls the revert back and is said as its reason.
   */
  afterRevert?: (db: Kysely<Database>, before: Row | undefined, after: Row) => Promise<void>;
}

/** A booking's row (to_jsonb) as what says which tables it holds where. */
const slotState = (row: Row): SlotState => ({
  restaurantId: Number(row.restaurant_id),
  bookingDateTime: String(row.booking_date_time).replace(' ', 'T').slice(0, 19),
  tableNumbers: (row.table_numbers as string[] | null) ?? [],
  status: row.status as BookingStatus,
});

const RESTRICTION_OWNERS = ['id', 'spa_product_fk', 'addon_fk', 'day_pass_fk'];
const restrictions = (owner: string): ItemList => ({
  table: 'restrictions',
  owner,
  item: '*',
  dropped: RESTRICTION_OWNERS,
});

/**
 * Every kind of record the change log keeps, as the migration's triggers log them: a revert puts an entry's values
 * back by this description, and a record's history says whether it is still there.
 */
export const LOGGED: Readonly<Record<HistoryResource, LoggedRecord>> = {
  availability_rules: { key: 'id', versioned: true },
  bookings: {
    key: 'id',
    versioned: true,
    // One table, one party: a booking's tables or time put back are checked in its slot as the door's are.
    afterRevert: (db, before, after) =>
      assertTablesFree(db, Number(after.id), before && slotState(before), slotState(after)),
  },
  images: { key: 'id', versioned: true },
  date_filters: { key: 'id', versioned: true },
  spa_package_groups: { key: 'id', versioned: true },
  spa_products: { key: 'brp_product_id', versioned: true, lists: { restrictions: restrictions('spa_product_fk') } },
  included_services: { key: 'id', versioned: true },
  hotel_packages: {
    key: 'clock_id',
    versioned: true,
    lists: {
      addons: { table: 'hotel_package_attached_addons', owner: 'package_id', item: 'addon_id', dropped: [] },
    },
  },
  hotel_package_addons: { key: 'clock_id', versioned: true, lists: { restrictions: restrictions('addon_fk') } },
  treatments: { key: 'brp_product_id', versioned: true },
  day_passes: {
    key: 'brp_product_id',
    versioned: true,
    lists: {
      restrictions: restrictions('day_pass_fk'),
      includedServices: {
        table: 'day_pass_included_services',
        owner: 'day_pass_fk',
        item: '*',
        dropped: ['id', 'day_pass_fk'],
      },
    },
  },
  frequent_visitor_passes: { key: 'brp_product_id', versioned: true },
  special_codes: { key: 'id', versioned: true },
  discount_codes: {
    key: 'id',
    versioned: true,
    lists: {
      hotelPackages: {
        table: 'discount_code_hotel_packages',
        owner: 'discount_code_id',
        item: 'hotel_package_id',
        dropped: [],
      },
    },
  },
  room_types: { key: 'clock_id', versioned: true },
  dictionary_entries: { key: 'key', versioned: true },
  blocked_customers: { key: 'id', versioned: true },
  sections: { key: 'id', versioned: true },
  checkout_alerts: { key: 'id', versioned: true },
  hotel_metadata: { key: 'id', versioned: true },
  restaurants: {
    key: 'id',
    versioned: false,
    lists: {
      blockedMealTimes: {
        table: 'blocked_meal_times',
        owner: 'restaurant_id',
        item: 'meal_time',
        dropped: [],
        madeBy: 'created_by',
      },
    },
  },
};

/** The columns of the record every entry leaves out: who and when are the entry's own. */
export const STAMPS = ['version', 'updated_at', 'updated_by', 'created_at', 'created_by'] as const;
