import { HISTORY_RESOURCES, type HistoryResource } from '../../../contract/history.ts';

/**
 * Where each kind of record in the change log is edited, when it has a screen of its own (a spa product or an included
 * service is edited on its spa package's page, a booking on its restaurant's day): its edit page, or its list.
 */
const SCREENS: Partial<Record<HistoryResource, (id: string, label: string) => string>> = {
  images: () => '/images',
  date_filters: () => '/datefilters',
  spa_package_groups: (id) => `/spapackages/${id}`,
  hotel_packages: (id) => `/hotelpackages/${encodeURIComponent(id)}`,
  hotel_package_addons: (id) => `/hotelpackageaddons/${encodeURIComponent(id)}`,
  treatments: (id) => `/treatments/${id}`,
  day_passes: (id) => `/daypass/${id}`,
  frequent_visitor_passes: (id) => `/fvp/${id}`,
  discount_codes: () => '/discountcodes',
  room_types: (id) => `/roomtypes/${encodeURIComponent(id)}`,
  dictionary_entries: () => '/stringeditor',
  blocked_customers: () => '/blockedcustomers',
  sections: () => '/sections',
  checkout_alerts: () => '/checkoutalerts',
  hotel_metadata: () => '/hotelmetadataeditor',
  restaurants: (_id, label) => `/restaurants/${encodeURIComponent(label)}`,
};

/** The record's screen, if it has one. */
export const screenOf = (resource: HistoryResource, id: string, label: string): string | undefined =>
  SCREENS[resource]?.(id, label);

/** The record's history page (`/activity/{resource}/{id}`): every entry of the Activity screen links there. */
export const historyPathOf = (resource: HistoryResource, id: string) =>
  `/activity/${resource}/${encodeURIComponent(id)}`;

/** "Discount code", "Hotel package"...: the kind of record, as the Activity screen names it. */
export const kindOf = (resource: HistoryResource) => HISTORY_RESOURCES[resource];

export const KIND_OPTIONS = (Object.keys(HISTORY_RESOURCES) as HistoryResource[])
  .map((resource) => ({ value: resource, label: HISTORY_RESOURCES[resource] }))
  .sort((a, b) => a.label.localeCompare(b.label));
