import type { ColumnType, Generated } from 'kysely';

/**
 * Kysely types of every table (server/db/migrations). Values as they come back (see open.ts):
 * date → 'YYYY-MM-DD', timestamp → 'YYYY-MM-DDTHH:mm:ss' (restaurant wall time), timestamptz → ISO 8601 UTC,
 * numeric → number, time → 'HH:mm:ss'.
 */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
type Instant = ColumnType<string, string | undefined, string>;

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
export interface AvailabilityRulesTable {
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
export interface BookingsTable {
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
  created_at: Instant;
  created_by: string;
  updated_at: Defaulted<string | null>;
  updated_by: Defaulted<string | null>;
}
export interface BlockedMealTimesTable {
  restaurant_id: number;
  meal_time: string;
  created_at: Instant;
  created_by: string;
}
export interface ImagesTable {
  id: Generated<number>;
  name: string;
  name_en: Defaulted<string>;
  alt: Defaulted<string>;
  alt_en: Defaulted<string>;
  src: string;
}
export interface DateFiltersTable {
  id: Generated<number>;
  name: string;
  is_annual: Defaulted<boolean>;
  dates: Defaulted<string[]>;
  days_of_week: Defaulted<number[]>;
  from_date: Defaulted<string | null>;
  to_date: Defaulted<string | null>;
  hours: Defaulted<number>;
}
interface IncludedMeal {
  included_meal_description: Defaulted<string>;
  included_restaurant_fk: Defaulted<number | null>;
  included_meal_fk: Defaulted<number | null>;
}
export interface SpaPackageGroupsTable extends IncludedMeal {
  id: Generated<number>;
  name: string;
  name_en: Defaulted<string>;
  position: Defaulted<number>;
  image_fk: Defaulted<number | null>;
  promo_ribbon_text: Defaulted<string>;
  promo_ribbon_text_en: Defaulted<string>;
  displayed_price: Defaulted<number | null>;
}
export interface SpaProductsTable {
  brp_product_id: number;
  brp_product_number: Defaulted<string>;
  display_name: string;
  from_time: Defaulted<string>;
  product_group_fk: number;
  url: Defaulted<string>;
  order_limit: Defaulted<number>;
  parent_brp_product_id: Defaulted<number | null>;
}
export interface IncludedServicesTable {
  id: Generated<number>;
  product_group_fk: number;
  title: string;
  title_en: Defaulted<string>;
  description: Defaulted<string>;
  description_en: Defaulted<string>;
  position: Defaulted<number>;
}
export interface HotelPackagesTable extends IncludedMeal {
  clock_id: string;
  name: string;
  name_en: Defaulted<string>;
  url: Defaulted<string>;
  position: Defaulted<number>;
  image_fk: Defaulted<number | null>;
  display_on_site: Defaulted<boolean>;
  only_with_special_code: Defaulted<boolean>;
  intro_text: Defaulted<string>;
  intro_text_en: Defaulted<string>;
  footer_text: Defaulted<string>;
  footer_text_en: Defaulted<string>;
  description_items: Defaulted<string[]>;
  description_items_en: Defaulted<string[]>;
  description_unique_items: Defaulted<string[]>;
  description_unique_items_en: Defaulted<string[]>;
  price_from: Defaulted<number | null>;
  availability_rate_id: Defaulted<string | null>;
  availability_rate_name: Defaulted<string | null>;
  min_stay: Defaulted<number | null>;
  max_stay: Defaulted<number | null>;
}
export interface HotelPackageAddonsTable extends IncludedMeal {
  clock_id: string;
  name: string;
  name_en: Defaulted<string>;
  url: Defaulted<string>;
  description: Defaulted<string>;
  description_en: Defaulted<string>;
  position: Defaulted<number>;
  unit: Defaulted<string>;
  unit_en: Defaulted<string>;
}
export interface HotelPackageAttachedAddonsTable {
  package_id: string;
  addon_id: string;
}
/** Columns every product from the spa system (BRP) carries. */
interface BrpProductColumns {
  brp_product_id: number;
  brp_product_number: Defaulted<string>;
  display_name: string;
  display_name_en: Defaulted<string>;
  description: Defaulted<string>;
  description_en: Defaulted<string>;
  image_fk: Defaulted<number | null>;
}
export interface TreatmentsTable extends BrpProductColumns {
  is_dual: Defaulted<boolean>;
  avoid_empty_time_slots: Defaulted<boolean>;
  addition_product_id: Defaulted<number | null>;
  addition_display_name: Defaulted<string | null>;
  addition_display_name_en: Defaulted<string | null>;
  addition_description: Defaulted<string | null>;
  addition_description_en: Defaulted<string | null>;
  addition_brp_name: Defaulted<string | null>;
}
export interface DayPassesTable extends BrpProductColumns {
  url: Defaulted<string>;
  from_time: Defaulted<string>;
}
export interface DayPassIncludedServicesTable {
  id: Generated<number>;
  day_pass_fk: number;
  title: string;
  title_en: Defaulted<string>;
  position: Defaulted<number>;
}
export interface FrequentVisitorPassesTable extends BrpProductColumns {
  url: Defaulted<string>;
}
export interface RestrictionsTable {
  id: Generated<number>;
  spa_product_fk: Defaulted<number | null>;
  addon_fk: Defaulted<string | null>;
  day_pass_fk: Defaulted<number | null>;
  priority: Defaulted<number>;
  is_global: Defaulted<boolean>;
  is_product_available: Defaulted<boolean>;
  date_filter_fk: Defaulted<number | null>;
}
interface Stamps {
  created_at: Instant;
  created_by: string;
  updated_at: Defaulted<string | null>;
  updated_by: Defaulted<string | null>;
}
export interface SpecialCodesTable extends Stamps {
  id: Generated<number>;
  special_code: string;
  type: Defaulted<number>;
  package_id: string;
  active_from: Defaulted<string | null>;
  active_to: Defaulted<string | null>;
}
export interface DiscountCodesTable extends Stamps {
  id: Generated<number>;
  code: string;
  amount: number;
  active_from: Defaulted<string | null>;
  active_to: Defaulted<string | null>;
  days_of_week: Defaulted<number[]>;
  use_count: Defaulted<number>;
}
export interface DiscountCodeHotelPackagesTable {
  discount_code_id: number;
  hotel_package_id: string;
}
export interface RoomTypesTable {
  clock_id: string;
  position: Defaulted<number>;
  display_name: string;
  display_name_en: Defaulted<string>;
  description: Defaulted<string>;
  description_en: Defaulted<string>;
  details_left: Defaulted<string[]>;
  details_left_en: Defaulted<string[]>;
  details_right: Defaulted<string[]>;
  details_right_en: Defaulted<string[]>;
  image_ids: Defaulted<number[]>;
}
export interface DictionaryEntriesTable {
  key: string;
  english: Defaulted<string>;
  norwegian: Defaulted<string>;
}
export interface BlockedCustomersTable {
  id: Generated<number>;
  email_address: Defaulted<string>;
  phone_number: Defaulted<string>;
  note: Defaulted<string>;
}
export interface SectionsTable {
  id: Generated<number>;
  name: string;
  src: Defaulted<string>;
  title: Defaulted<string>;
  title_en: Defaulted<string>;
  title_font: Defaulted<number>;
  title_font_size: Defaulted<number | null>;
  title_font_size_medium: Defaulted<number | null>;
  title_font_size_small: Defaulted<number | null>;
  description: Defaulted<string>;
  description_en: Defaulted<string>;
  description_font: Defaulted<number>;
  description_font_size: Defaulted<number | null>;
  description_font_size_medium: Defaulted<number | null>;
  description_font_size_small: Defaulted<number | null>;
}
export interface CheckoutAlertsTable extends Stamps {
  id: Generated<number>;
  message_no: Defaulted<string>;
  message_en: Defaulted<string>;
  active_from: string;
  active_to: string;
  hotel_flow: Defaulted<boolean>;
  spa_flow: Defaulted<boolean>;
}
export interface HotelMetadataTable {
  id: Defaulted<number>;
  property_id: Defaulted<string>;
  name: Defaulted<string>;
  address1: Defaulted<string>;
  address2: Defaulted<string>;
  city: Defaulted<string>;
  province: Defaulted<string>;
  postal_code: Defaulted<string>;
  country_code: Defaulted<string>;
  latitude: Defaulted<number | null>;
  longitude: Defaulted<number | null>;
  phone: Defaulted<string>;
  category: Defaulted<string>;
  website: Defaulted<string>;
  description: Defaulted<string>;
  photo_url: Defaulted<string>;
  photo_height: Defaulted<number | null>;
  photo_width: Defaulted<number | null>;
}
export interface IdempotencyKeysTable {
  key: string;
  user_id: string;
  request_hash: string;
  status_code: number;
  response_body: string;
  created_at: Instant;
}
export interface SchemaMigrationsTable {
  name: string;
  applied_at: Instant;
}

export interface Database {
  restaurants: RestaurantsTable;
  restaurant_tables: RestaurantTablesTable;
  meals: MealsTable;
  restaurant_meals: RestaurantMealsTable;
  availability_rules: AvailabilityRulesTable;
  bookings: BookingsTable;
  blocked_meal_times: BlockedMealTimesTable;
  images: ImagesTable;
  date_filters: DateFiltersTable;
  spa_package_groups: SpaPackageGroupsTable;
  spa_products: SpaProductsTable;
  included_services: IncludedServicesTable;
  hotel_packages: HotelPackagesTable;
  hotel_package_addons: HotelPackageAddonsTable;
  hotel_package_attached_addons: HotelPackageAttachedAddonsTable;
  treatments: TreatmentsTable;
  day_passes: DayPassesTable;
  day_pass_included_services: DayPassIncludedServicesTable;
  frequent_visitor_passes: FrequentVisitorPassesTable;
  restrictions: RestrictionsTable;
  special_codes: SpecialCodesTable;
  discount_codes: DiscountCodesTable;
  discount_code_hotel_packages: DiscountCodeHotelPackagesTable;
  room_types: RoomTypesTable;
  dictionary_entries: DictionaryEntriesTable;
  blocked_customers: BlockedCustomersTable;
  sections: SectionsTable;
  checkout_alerts: CheckoutAlertsTable;
  hotel_metadata: HotelMetadataTable;
  idempotency_keys: IdempotencyKeysTable;
  schema_migrations: SchemaMigrationsTable;
}
