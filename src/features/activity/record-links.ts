import type { HistoryResource } from '../../../contract/history.ts';
import { byName } from '../../i18n/formats.ts';
import { defineMessages, type IntlShape, type MessageDescriptor } from '../../i18n/intl.ts';

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

/** The kinds of record the log keeps (contract/history.ts's HISTORY_RESOURCES), as the Activity screen names them. */
const KINDS: Readonly<Record<HistoryResource, MessageDescriptor>> = defineMessages({
  availability_rules: { id: 'history.kind.availability', defaultMessage: 'Availability' },
  bookings: { id: 'history.kind.booking', defaultMessage: 'Booking' },
  images: { id: 'history.kind.image', defaultMessage: 'Image' },
  date_filters: { id: 'history.kind.dateFilter', defaultMessage: 'Date filter' },
  spa_package_groups: { id: 'history.kind.spaPackage', defaultMessage: 'Spa package' },
  spa_products: { id: 'history.kind.spaProduct', defaultMessage: 'Spa product' },
  included_services: { id: 'history.kind.includedService', defaultMessage: 'Included service' },
  hotel_packages: { id: 'history.kind.hotelPackage', defaultMessage: 'Hotel package' },
  hotel_package_addons: { id: 'history.kind.addon', defaultMessage: 'Add-on' },
  treatments: { id: 'history.kind.treatment', defaultMessage: 'Treatment' },
  day_passes: { id: 'history.kind.dayPass', defaultMessage: 'Day pass' },
  frequent_visitor_passes: { id: 'history.kind.frequentVisitorPass', defaultMessage: 'Frequent visitor pass' },
  special_codes: { id: 'history.kind.specialCode', defaultMessage: 'Special code' },
  discount_codes: { id: 'history.kind.discountCode', defaultMessage: 'Discount code' },
  room_types: { id: 'history.kind.roomType', defaultMessage: 'Room type' },
  dictionary_entries: { id: 'history.kind.string', defaultMessage: 'String' },
  blocked_customers: { id: 'history.kind.blockedCustomer', defaultMessage: 'Blocked customer' },
  sections: { id: 'history.kind.section', defaultMessage: 'Section' },
  checkout_alerts: { id: 'history.kind.checkoutAlert', defaultMessage: 'Checkout alert' },
  hotel_metadata: { id: 'history.kind.hotelMetadata', defaultMessage: 'Hotel metadata' },
  restaurants: { id: 'history.kind.restaurant', defaultMessage: 'Restaurant' },
});

/** "Discount code", "Hotel package"...: the kind of record, as the Activity screen names it. */
export const kindOf = (intl: IntlShape, resource: HistoryResource) => intl.formatMessage(KINDS[resource]);

/** "discount code": the kind inside a sentence ("Open discount code"). */
export const kindInSentence = (intl: IntlShape, resource: HistoryResource) =>
  kindOf(intl, resource).toLocaleLowerCase(intl.locale);

/** Every kind, for the filter: by name, in the language's order. */
export const kindOptions = (intl: IntlShape) => {
  const compare = byName(intl);
  return (Object.keys(KINDS) as HistoryResource[])
    .map((resource) => ({ value: resource, label: kindOf(intl, resource) }))
    .sort((a, b) => compare(a.label, b.label));
};
