import type { Generated } from 'kysely';
import type { Defaulted, IncludedMeal, Versioned } from './columns.ts';

export interface SpaPackageGroupsTable extends IncludedMeal, Versioned {
  id: Generated<number>;
  name: string;
  name_en: Defaulted<string>;
  position: Defaulted<number>;
  image_fk: Defaulted<number | null>;
  promo_ribbon_text: Defaulted<string>;
  promo_ribbon_text_en: Defaulted<string>;
  displayed_price: Defaulted<number | null>;
}
export interface SpaProductsTable extends Versioned {
  brp_product_id: number;
  brp_product_number: Defaulted<string>;
  display_name: string;
  from_time: Defaulted<string>;
  product_group_fk: number;
  url: Defaulted<string>;
  order_limit: Defaulted<number>;
  parent_brp_product_id: Defaulted<number | null>;
}
export interface IncludedServicesTable extends Versioned {
  id: Generated<number>;
  product_group_fk: number;
  title: string;
  title_en: Defaulted<string>;
  description: Defaulted<string>;
  description_en: Defaulted<string>;
  position: Defaulted<number>;
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
export interface TreatmentsTable extends BrpProductColumns, Versioned {
  is_dual: Defaulted<boolean>;
  avoid_empty_time_slots: Defaulted<boolean>;
  addition_product_id: Defaulted<number | null>;
  addition_display_name: Defaulted<string | null>;
  addition_display_name_en: Defaulted<string | null>;
  addition_description: Defaulted<string | null>;
  addition_description_en: Defaulted<string | null>;
  addition_brp_name: Defaulted<string | null>;
}
export interface DayPassesTable extends BrpProductColumns, Versioned {
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
export interface FrequentVisitorPassesTable extends BrpProductColumns, Versioned {
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

/**
 * The spa products (from the spa system, BRP): spa packages, treatments, day passes, frequent visitor passes, and
 * the restrictions on them.
 */
export interface SpaTables {
  spa_package_groups: SpaPackageGroupsTable;
  spa_products: SpaProductsTable;
  included_services: IncludedServicesTable;
  treatments: TreatmentsTable;
  day_passes: DayPassesTable;
  day_pass_included_services: DayPassIncludedServicesTable;
  frequent_visitor_passes: FrequentVisitorPassesTable;
  restrictions: RestrictionsTable;
}
