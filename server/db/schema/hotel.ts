import type { Generated } from 'kysely';
import type { Defaulted, IncludedMeal, Stamps, Versioned } from './columns.ts';

export interface HotelPackagesTable extends IncludedMeal, Versioned {
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
export interface HotelPackageAddonsTable extends IncludedMeal, Versioned {
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
export interface RoomTypesTable extends Versioned {
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
export interface HotelMetadataTable extends Versioned {
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

/** The hotel side: hotel packages and their add-ons, special and discount codes, room types, the hotel metadata. */
export interface HotelTables {
  hotel_packages: HotelPackagesTable;
  hotel_package_addons: HotelPackageAddonsTable;
  hotel_package_attached_addons: HotelPackageAttachedAddonsTable;
  special_codes: SpecialCodesTable;
  discount_codes: DiscountCodesTable;
  discount_code_hotel_packages: DiscountCodeHotelPackagesTable;
  room_types: RoomTypesTable;
  hotel_metadata: HotelMetadataTable;
}
