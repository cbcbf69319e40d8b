import type { Generated } from 'kysely';
import type { Defaulted, Instant, Stamps, Versioned } from './columns.ts';

export interface RestaurantsTable {
  id: number;
  name: string;
}
export interface RestaurantTablesTable {
  restaurant_id: number;
  table_number: string;
  position: Defaulted<number>;
}
export interface MealsTable {
  id: number;
  name: string;
  sort_order: number;
}
export interface RestaurantMealsTable {
  id: Generated<number>;
  restaurant_id: number;
  meal_id: number;
}
export interface AvailabilityRulesTable extends Versioned {
  id: Generated<number>;
  restaurant_fk: number;
  restaurant_meal_id: number;
  description: Defaulted<string>;
  dates: Defaulted<string[]>;
  days_of_week: Defaulted<number[]>;
  time_from: string;
  time_to: string;
  web_seats: Defaulted<number>;
  manual_seats: Defaulted<number>;
  priority: Defaulted<number>;
}
export interface BookingsTable extends Stamps {
  id: Generated<number>;
  restaurant_id: number;
  booking_date_time: string;
  name: string;
  phone_number: Defaulted<string>;
  email: Defaulted<string>;
  message: Defaulted<string>;
  booked_seats: number;
  status: Defaulted<'Created' | 'Completed' | 'Cancelled' | 'Withdrawn'>;
  visited: Defaulted<boolean>;
  arrived_at: Defaulted<string | null>;
  table_numbers: Defaulted<string[]>;
  source: Defaulted<number>;
  clock_booking_number: Defaulted<string | null>;
  brp_order_number: Defaulted<string | null>;
}
export interface BlockedMealTimesTable {
  restaurant_id: number;
  meal_time: string;
  created_at: Instant;
  created_by: string;
}

/**
 * The restaurants and their bookings (spec section 7): restaurants, tables, meals, availability rules, bookings,
 * blocked meal times.
 */
export interface RestaurantTables {
  restaurants: RestaurantsTable;
  restaurant_tables: RestaurantTablesTable;
  meals: MealsTable;
  restaurant_meals: RestaurantMealsTable;
  availability_rules: AvailabilityRulesTable;
  bookings: BookingsTable;
  blocked_meal_times: BlockedMealTimesTable;
}
