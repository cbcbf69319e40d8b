import type { HistoryResource } from './history.ts';

/**
 * How the change log's fields are named and shown to people (issue 41): for every logged resource, each column the
 * log writes (by its API name, as `server/history/reads.ts` gives it) and each list kept on the record, its label on
 * the screen that edits it and how its value reads there, or that it is internal (never shown); in the order an
 * entry lists them. One table for History, Activity and the screens; `server/history/history-fields.test.ts` fails
 * when a logged column has no entry.
 */

/** How a value reads: as the screens show it. A value with no kind reads as it is (yes/no, lists joined). */
export type FieldShown =
  | 'phone' // A stored E.164 number as the door shows it ("+47 998 76 543").
  | 'price' // Kroner: "1 990 kr".
  | 'seats' // Seats at the door: "4 stk".
  | 'weekdays' // Days of the week (0 Sunday ... 6 Saturday): "Fri, Sat".
  | 'day' // A day: YYYY-MM-DD (alerts, date filters).
  | 'tableDate' // Tables' date and time: YYYY-MM-DD HH:mm (codes).
  | 'bookingTime' // Bookings' date and time: DD.MM.YYYY HH:mm.
  | 'clock' // A clock time: HH:mm.
  | 'font' // A section's font: Default, Playfair, OpenSans.
  | 'orderLimit' // A spa product's order limit: Ordering disabled (-1), No limit (0), or the limit.
  | FieldRef;

/** A value that is another record's key, shown by that record's name. */
export type FieldRef =
  'restaurant' | 'restaurantMeal' | 'mealType' | 'image' | 'dateFilter' | 'hotelPackage' | 'addon' | 'spaProduct';

export interface ShownField {
  label: string;
  shown?: FieldShown;
  /** A list whose items are rows: each item's columns, by the same rules. */
  items?: FieldMap;
}

/** Kept by the log, never shown: an id, a key, a position the screen does not show, a system's own number. */
export const INTERNAL = null;
/** A field: its label (a value read as it is), how it is shown, or INTERNAL. */
export type FieldName = string | ShownField | typeof INTERNAL;
export type FieldMap = Readonly<Record<string, FieldName>>;

/** A field's entry as a ShownField (a label alone is one), INTERNAL, or undefined when the map has none. */
export const shownField = (map: FieldMap | undefined, field: string): ShownField | typeof INTERNAL | undefined => {
  const entry = map && Object.hasOwn(map, field) ? map[field] : undefined;
  return typeof entry === 'string' ? { label: entry } : entry;
};

const as = (label: string, shown: FieldShown): ShownField => ({ label, shown });

const includedMeal: FieldMap = {
  includedMealDescription: 'Included meal description',
  includedRestaurantFk: as('Restaurant', 'restaurant'),
  includedMealFk: as('Meal type', 'mealType'),
};
const restrictions = (label: string): ShownField => ({
  label,
  items: {
    dateFilterFk: as('Date filter', 'dateFilter'),
    isProductAvailable: 'Available',
    isGlobal: 'Global',
    priority: 'Priority',
  },
});
const brpProduct = (name: string): FieldMap => ({
  brpProductId: INTERNAL,
  brpProductNumber: 'Brp Nr',
  displayName: name,
  displayNameEn: `${name} EN`,
  description: 'Description',
  descriptionEn: 'Description EN',
  imageFk: as('Image', 'image'),
});
const fontSizes = (of: 'title' | 'description', name: string): FieldMap => ({
  [`${of}FontSize`]: `${name} font size (Large)`,
  [`${of}FontSizeMedium`]: `${name} font size (Medium)`,
  [`${of}FontSizeSmall`]: `${name} font size (Small)`,
});

export const HISTORY_FIELDS: Readonly<Record<HistoryResource, FieldMap>> = {
  availability_rules: {
    id: INTERNAL,
    restaurantFk: as('Restaurant', 'restaurant'),
    restaurantMealId: as('Restaurant meal', 'restaurantMeal'),
    description: 'Description',
    dates: as('Dates', 'day'),
    daysOfWeek: as('Days of week', 'weekdays'),
    timeFrom: as('Time from', 'clock'),
    timeTo: as('Time to', 'clock'),
    webSeats: 'Web seats',
    manualSeats: 'Manual seats',
    priority: 'Priority',
  },
  // The door's words (the booking row, the add and edit dialogs).
  bookings: {
    name: 'Customer name',
    phoneNumber: as('Phone', 'phone'),
    email: 'Email',
    bookedSeats: as('Seats', 'seats'),
    bookingDateTime: as('Time', 'bookingTime'),
    restaurantId: as('Restaurant', 'restaurant'),
    tableNumbers: 'Tables',
    message: 'Comment',
    status: 'Status',
    visited: 'Arrived',
    arrivedAt: as('Arrived at', 'bookingTime'),
    id: INTERNAL,
    source: INTERNAL,
    clockBookingNumber: INTERNAL,
    brpOrderNumber: INTERNAL,
  },
  images: { id: INTERNAL, name: 'Name', nameEn: 'Name (En)', alt: 'Alt', altEn: 'Alt (En)', src: 'Src' },
  date_filters: {
    id: INTERNAL,
    name: 'Name',
    isAnnual: 'Annual',
    dates: as('Dates', 'day'),
    daysOfWeek: as('Days of week', 'weekdays'),
    fromDate: as('From date', 'day'),
    toDate: as('To date', 'day'),
    hours: 'Hours until arrival',
  },
  spa_package_groups: {
    id: INTERNAL,
    name: 'Name',
    nameEn: 'Name EN',
    position: 'Position',
    imageFk: as('Image', 'image'),
    promoRibbonText: 'Promo ribbon text',
    promoRibbonTextEn: 'Promo ribbon text EN',
    displayedPrice: as('Displayed price', 'price'),
    ...includedMeal,
  },
  spa_products: {
    brpProductId: INTERNAL,
    brpProductNumber: 'Brp Nr',
    displayName: 'Name',
    fromTime: as('Start time', 'clock'),
    productGroupFk: INTERNAL,
    url: 'Url',
    orderLimit: as('Order limit', 'orderLimit'),
    parentBrpProductId: as('Parent product', 'spaProduct'),
    restrictions: restrictions('Restrictions'),
  },
  included_services: {
    id: INTERNAL,
    productGroupFk: INTERNAL,
    title: 'Title',
    titleEn: 'Title EN',
    description: 'Description',
    descriptionEn: 'Description EN',
    position: 'Position',
  },
  hotel_packages: {
    clockId: 'Clock id',
    name: 'Name',
    nameEn: 'Name EN',
    url: 'Url',
    position: 'Position',
    imageFk: as('Image', 'image'),
    displayOnSite: 'Display on site',
    onlyWithSpecialCode: 'Only with special code',
    introText: 'Intro text',
    introTextEn: 'Intro text EN',
    footerText: 'Footer text',
    footerTextEn: 'Footer text EN',
    descriptionItems: 'Description items',
    descriptionItemsEn: 'Description items EN',
    descriptionUniqueItems: 'Unique description items',
    descriptionUniqueItemsEn: 'Unique description items EN',
    priceFrom: as('Price from', 'price'),
    // The rate is chosen, and shown, by its name.
    availabilityRateId: INTERNAL,
    availabilityRateName: 'Rate',
    minStay: 'Min stay',
    maxStay: 'Max stay',
    ...includedMeal,
    addons: as('Add-ons', 'addon'),
  },
  hotel_package_addons: {
    clockId: 'Clock id',
    name: 'Name',
    nameEn: 'Name EN',
    url: 'Url',
    description: 'Description',
    descriptionEn: 'Description EN',
    position: 'Position',
    unit: 'Unit',
    unitEn: 'Unit EN',
    ...includedMeal,
    restrictions: restrictions('Restrictions'),
  },
  treatments: {
    ...brpProduct('Display name'),
    isDual: 'Duo',
    avoidEmptyTimeSlots: 'Avoid empty time slots',
    additionProductId: INTERNAL,
    additionDisplayName: 'Addition display name',
    additionDisplayNameEn: 'Addition display name EN',
    additionDescription: 'Addition description',
    additionDescriptionEn: 'Addition description EN',
    additionBrpName: 'Brp name',
  },
  day_passes: {
    ...brpProduct('Name'),
    url: 'Url',
    fromTime: as('From time', 'clock'),
    restrictions: restrictions('Restrictions'),
    includedServices: {
      label: 'Included services',
      items: { title: 'Title', titleEn: 'Title EN', position: INTERNAL },
    },
  },
  frequent_visitor_passes: { ...brpProduct('Name'), url: 'Url' },
  special_codes: {
    id: INTERNAL,
    specialCode: 'Special code',
    type: INTERNAL,
    packageId: as('Hotel package', 'hotelPackage'),
    activeFrom: as('Active from', 'tableDate'),
    activeTo: as('Active to', 'tableDate'),
  },
  discount_codes: {
    id: INTERNAL,
    code: 'Code',
    amount: 'Amount %',
    activeFrom: as('Active since', 'tableDate'),
    activeTo: as('Active to', 'tableDate'),
    daysOfWeek: as('Days of week', 'weekdays'),
    useCount: 'Use count',
    hotelPackages: as('Hotel packages', 'hotelPackage'),
  },
  room_types: {
    clockId: 'Clock id',
    position: 'Position',
    displayName: 'Display name',
    displayNameEn: 'Display name EN',
    description: 'Description',
    descriptionEn: 'Description EN',
    detailsLeft: 'Details left',
    detailsLeftEn: 'Details left EN',
    detailsRight: 'Details right',
    detailsRightEn: 'Details right EN',
    imageIds: as('Images', 'image'),
  },
  dictionary_entries: { key: 'Key', english: 'English', norwegian: 'Norwegian' },
  blocked_customers: {
    id: INTERNAL,
    emailAddress: 'Email address',
    phoneNumber: as('Phone number', 'phone'),
    note: 'Note',
  },
  sections: {
    id: INTERNAL,
    name: 'Name',
    src: 'Image address (src)',
    title: 'Title',
    titleEn: 'Title (En)',
    titleFont: as('Title font', 'font'),
    ...fontSizes('title', 'Title'),
    description: 'Description',
    descriptionEn: 'Description (En)',
    descriptionFont: as('Description font', 'font'),
    ...fontSizes('description', 'Description'),
  },
  checkout_alerts: {
    id: INTERNAL,
    messageNo: 'Message (No)',
    messageEn: 'Message (En)',
    activeFrom: as('Active from', 'day'),
    activeTo: as('Active to', 'day'),
    hotelFlow: 'Hotel flow',
    spaFlow: 'SPA flow',
  },
  // The Hotel Metadata Editor's rows (src/features/hotel-metadata/hotel-metadata-form.ts).
  hotel_metadata: {
    id: INTERNAL,
    propertyId: 'Property ID',
    name: 'Name',
    address1: 'Address 1',
    address2: 'Address 2',
    city: 'City',
    province: 'Province',
    postalCode: 'Postal code',
    countryCode: 'Country code',
    latitude: 'Latitude',
    longitude: 'Longitude',
    phone: 'Phone',
    category: 'Category',
    website: 'Website',
    description: 'Description',
    photoUrl: 'Photo URL',
    photoHeight: 'Photo height',
    photoWidth: 'Photo width',
  },
  // A restaurant is logged for its blocked timeslots only (the schedule's Block and Unblock).
  restaurants: { id: INTERNAL, name: 'Name', blockedMealTimes: as('Blocked timeslots', 'bookingTime') },
};

/** The field's entry in the table, if it has one. */
export const historyField = (resource: HistoryResource, field: string) => shownField(HISTORY_FIELDS[resource], field);
