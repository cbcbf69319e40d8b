import type { Generated } from 'kysely';
import type { Instant } from './schema/columns.ts';
import type { HotelTables } from './schema/hotel.ts';
import type { RestaurantTables } from './schema/restaurants.ts';
import type { SiteTables } from './schema/site.ts';
import type { SpaTables } from './schema/spa.ts';

/**
 * Kysely types of every table (server/db/migrations), one file an area in schema/ (restaurants, spa, hotel, site).
 * Values as they come back (see types.ts): date → 'YYYY-MM-DD', timestamp → 'YYYY-MM-DDTHH:mm:ss' (restaurant wall
 * time), timestamptz → ISO 8601 UTC, numeric → number, time → 'HH:mm:ss'.
 */
export interface Database extends RestaurantTables, SpaTables, HotelTables, SiteTables {
  idempotency_keys: IdempotencyKeysTable;
  change_log: ChangeLogTable;
  schema_migrations: SchemaMigrationsTable;
  retired_records: RetiredRecordsTable;
  user_settings: UserSettingsTable;
}

export interface IdempotencyKeysTable {
  key: string;
  user_id: string;
  request_hash: string;
  status_code: number;
  response_body: string;
  created_at: Instant;
}
/** The change log (migrations/007-change-log.sql): written by triggers only, never by a query of the server's. */
export interface ChangeLogTable {
  id: Generated<number>;
  tx_id: Generated<number>;
  at: Instant;
  done_at: string | null;
  user_id: string;
  user_name: string;
  resource: string;
  record_id: string;
  label: string;
  action: 'create' | 'update' | 'delete';
  changes: Record<string, { before?: unknown; after?: unknown; added?: unknown[]; removed?: unknown[] }>;
  reverts: number | null;
}
/**
 * The last version of each versioned record that was deleted, and who made it when (migration 012, written by
 * triggers only): a record made again under its key, or put back by a revert, continues from it.
 */
export interface RetiredRecordsTable {
  resource: string;
  record_id: string;
  version: number;
  created_at: string | null;
  created_by: string | null;
}
/** What a person chose for the console (migration 013, decision 039), by their token's user id. */
export interface UserSettingsTable {
  user_id: string;
  language: 'en' | 'nb';
  updated_at: Instant;
}
export interface SchemaMigrationsTable {
  name: string;
  applied_at: Instant;
}
