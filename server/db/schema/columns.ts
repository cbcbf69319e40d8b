import type { ColumnType } from 'kysely';

/** A column the database fills when an insert leaves it out. */
export type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A timestamptz the database sets (ISO 8601 UTC). */
export type Instant = ColumnType<string, string | undefined, string>;

/** The meal a hotel or spa package includes (its restaurant and meal). */
export interface IncludedMeal {
  included_meal_description: Defaulted<string>;
  included_restaurant_fk: Defaulted<number | null>;
  included_meal_fk: Defaulted<number | null>;
}

/**
 * A record a person edits: its version (1 when made, one more at each change through /api: server/plugins/versions.ts)
 * and who last changed it, and when.
 */
export interface Versioned {
  version: Defaulted<number>;
  updated_at: Defaulted<string | null>;
  updated_by: Defaulted<string | null>;
}

/** A versioned record that also keeps who made it, and when. */
export interface Stamps extends Versioned {
  created_at: Instant;
  created_by: string;
}
