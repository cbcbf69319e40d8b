import type { Generated } from 'kysely';
import type { Defaulted, Stamps, Versioned } from './columns.ts';

export interface ImagesTable extends Versioned {
  id: Generated<number>;
  name: string;
  name_en: Defaulted<string>;
  alt: Defaulted<string>;
  alt_en: Defaulted<string>;
  src: string;
}
export interface DateFiltersTable extends Versioned {
  id: Generated<number>;
  name: string;
  is_annual: Defaulted<boolean>;
  dates: Defaulted<string[]>;
  days_of_week: Defaulted<number[]>;
  from_date: Defaulted<string | null>;
  to_date: Defaulted<string | null>;
  hours: Defaulted<number>;
}
export interface DictionaryEntriesTable extends Versioned {
  key: string;
  english: Defaulted<string>;
  norwegian: Defaulted<string>;
}
export interface BlockedCustomersTable extends Versioned {
  id: Generated<number>;
  email_address: Defaulted<string>;
  phone_number: Defaulted<string>;
  note: Defaulted<string>;
}
export interface SectionsTable extends Versioned {
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

/**
 * What the booking site shows and checks beside the products: images, date filters, strings, blocked customers,
 * sections, checkout alerts.
 */
export interface SiteTables {
  images: ImagesTable;
  date_filters: DateFiltersTable;
  dictionary_entries: DictionaryEntriesTable;
  blocked_customers: BlockedCustomersTable;
  sections: SectionsTable;
  checkout_alerts: CheckoutAlertsTable;
}
