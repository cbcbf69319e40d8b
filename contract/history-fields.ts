import { defineMessages, type MessageDescriptor } from '@formatjs/intl';
import type { HistoryResource } from './history.ts';

/**
 * How the change log's fields are named and shown to people (issue 41): for every logged resource, each column the
 * log writes (by its API name, as `server/history/reads.ts` gives it) and each list kept on the record, its label on
 * the screen that edits it and how its value reads there, or that it is internal (never shown); in the order an
 * entry lists them. One table for History, Activity and the screens; `server/history/history-fields.test.ts` fails
 * when a logged column has no entry. A label is a message (decision 039): History says it in the person's language
 * (`lang/nb/history.json`).
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
  | 'bookingStatus' // A booking's status as the door says it: Created, Completed, Cancelled, Withdrawn.
  | FieldRef;

/** A value that is another record's key, shown by that record's name. */
export type FieldRef =
  'restaurant' | 'restaurantMeal' | 'mealType' | 'image' | 'dateFilter' | 'hotelPackage' | 'addon' | 'spaProduct';

export interface ShownField {
  label: MessageDescriptor;
  shown?: FieldShown;
  /** A list whose items are rows: each item's columns, by the same rules. */
  items?: FieldMap;
}

/** Kept by the log, never shown: an id, a key, a position the screen does not show, a system's own number. */
export const INTERNAL = null;
/** A field: its label (a value read as it is), how it is shown, or INTERNAL. */
export type FieldName = MessageDescriptor | ShownField | typeof INTERNAL;
export type FieldMap = Readonly<Record<string, FieldName>>;

const isShown = (entry: MessageDescriptor | ShownField): entry is ShownField => 'label' in entry;

/** A field's entry as a ShownField (a label alone is one), INTERNAL, or undefined when the map has none. */
export const shownField = (map: FieldMap | undefined, field: string): ShownField | typeof INTERNAL | undefined => {
  const entry = map && Object.hasOwn(map, field) ? map[field] : undefined;
  return entry && !isShown(entry) ? { label: entry } : entry;
};

/** The fields' labels, each as the screen that edits it says it. */
export const FIELD_LABELS = defineMessages({
  activeFrom: { id: 'history.field.activeFrom', defaultMessage: 'Active from' },
  activeSince: { id: 'history.field.activeSince', defaultMessage: 'Active since' },
  activeTo: { id: 'history.field.activeTo', defaultMessage: 'Active to' },
  addition: { id: 'history.field.additionDisplayName', defaultMessage: 'Addition display name' },
  additionEn: { id: 'history.field.additionDisplayNameEn', defaultMessage: 'Addition display name EN' },
  additionDescription: { id: 'history.field.additionDescription', defaultMessage: 'Addition description' },
  additionDescriptionEn: { id: 'history.field.additionDescriptionEn', defaultMessage: 'Addition description EN' },
  address1: { id: 'history.field.address1', defaultMessage: 'Address 1' },
  address2: { id: 'history.field.address2', defaultMessage: 'Address 2' },
  addons: { id: 'history.field.addons', defaultMessage: 'Add-ons' },
  alt: { id: 'history.field.alt', defaultMessage: 'Alt' },
  altEn: { id: 'history.field.altEn', defaultMessage: 'Alt (En)' },
  amount: { id: 'history.field.amount', defaultMessage: 'Amount %' },
  annual: { id: 'history.field.annual', defaultMessage: 'Annual' },
  arrived: { id: 'history.field.arrived', defaultMessage: 'Arrived' },
  arrivedAt: { id: 'history.field.arrivedAt', defaultMessage: 'Arrived at' },
  available: { id: 'history.field.available', defaultMessage: 'Available' },
  avoidEmptyTimeSlots: { id: 'history.field.avoidEmptyTimeSlots', defaultMessage: 'Avoid empty time slots' },
  blockedTimeslots: { id: 'history.field.blockedTimeslots', defaultMessage: 'Blocked timeslots' },
  brpName: { id: 'history.field.brpName', defaultMessage: 'Brp name' },
  brpNr: { id: 'history.field.brpNr', defaultMessage: 'Brp Nr' },
  category: { id: 'history.field.category', defaultMessage: 'Category' },
  city: { id: 'history.field.city', defaultMessage: 'City' },
  clockId: { id: 'history.field.clockId', defaultMessage: 'Clock id' },
  code: { id: 'history.field.code', defaultMessage: 'Code' },
  comment: { id: 'history.field.comment', defaultMessage: 'Comment' },
  countryCode: { id: 'history.field.countryCode', defaultMessage: 'Country code' },
  customerName: { id: 'history.field.customerName', defaultMessage: 'Customer name' },
  dateFilter: { id: 'history.field.dateFilter', defaultMessage: 'Date filter' },
  dates: { id: 'history.field.dates', defaultMessage: 'Dates' },
  daysOfWeek: { id: 'history.field.daysOfWeek', defaultMessage: 'Days of week' },
  description: { id: 'history.field.description', defaultMessage: 'Description' },
  descriptionEn: { id: 'history.field.descriptionEn', defaultMessage: 'Description EN' },
  descriptionEnSection: { id: 'history.field.sectionDescriptionEn', defaultMessage: 'Description (En)' },
  descriptionFont: { id: 'history.field.descriptionFont', defaultMessage: 'Description font' },
  descriptionFontSize: { id: 'history.field.descriptionFontSize', defaultMessage: 'Description font size (Large)' },
  descriptionFontSizeMedium: {
    id: 'history.field.descriptionFontSizeMedium',
    defaultMessage: 'Description font size (Medium)',
  },
  descriptionFontSizeSmall: {
    id: 'history.field.descriptionFontSizeSmall',
    defaultMessage: 'Description font size (Small)',
  },
  descriptionItems: { id: 'history.field.descriptionItems', defaultMessage: 'Description items' },
  descriptionItemsEn: { id: 'history.field.descriptionItemsEn', defaultMessage: 'Description items EN' },
  descriptionUniqueItems: { id: 'history.field.descriptionUniqueItems', defaultMessage: 'Unique description items' },
  descriptionUniqueItemsEn: {
    id: 'history.field.descriptionUniqueItemsEn',
    defaultMessage: 'Unique description items EN',
  },
  detailsLeft: { id: 'history.field.detailsLeft', defaultMessage: 'Details left' },
  detailsLeftEn: { id: 'history.field.detailsLeftEn', defaultMessage: 'Details left EN' },
  detailsRight: { id: 'history.field.detailsRight', defaultMessage: 'Details right' },
  detailsRightEn: { id: 'history.field.detailsRightEn', defaultMessage: 'Details right EN' },
  displayName: { id: 'history.field.displayName', defaultMessage: 'Display name' },
  displayNameEn: { id: 'history.field.displayNameEn', defaultMessage: 'Display name EN' },
  displayOnSite: { id: 'history.field.displayOnSite', defaultMessage: 'Display on site' },
  displayedPrice: { id: 'history.field.displayedPrice', defaultMessage: 'Displayed price' },
  duo: { id: 'history.field.duo', defaultMessage: 'Duo' },
  email: { id: 'history.field.email', defaultMessage: 'Email' },
  emailAddress: { id: 'history.field.emailAddress', defaultMessage: 'Email address' },
  english: { id: 'history.field.english', defaultMessage: 'English' },
  footerText: { id: 'history.field.footerText', defaultMessage: 'Footer text' },
  footerTextEn: { id: 'history.field.footerTextEn', defaultMessage: 'Footer text EN' },
  fromDate: { id: 'history.field.fromDate', defaultMessage: 'From date' },
  fromTime: { id: 'history.field.fromTime', defaultMessage: 'From time' },
  global: { id: 'history.field.global', defaultMessage: 'Global' },
  hotelFlow: { id: 'history.field.hotelFlow', defaultMessage: 'Hotel flow' },
  hotelPackage: { id: 'history.field.hotelPackage', defaultMessage: 'Hotel package' },
  hotelPackages: { id: 'history.field.hotelPackages', defaultMessage: 'Hotel packages' },
  hoursUntilArrival: { id: 'history.field.hoursUntilArrival', defaultMessage: 'Hours until arrival' },
  image: { id: 'history.field.image', defaultMessage: 'Image' },
  imageSrc: { id: 'history.field.imageSrc', defaultMessage: 'Image address (src)' },
  images: { id: 'history.field.images', defaultMessage: 'Images' },
  includedMealDescription: { id: 'history.field.includedMealDescription', defaultMessage: 'Included meal description' },
  includedServices: { id: 'history.field.includedServices', defaultMessage: 'Included services' },
  introText: { id: 'history.field.introText', defaultMessage: 'Intro text' },
  introTextEn: { id: 'history.field.introTextEn', defaultMessage: 'Intro text EN' },
  key: { id: 'history.field.key', defaultMessage: 'Key' },
  latitude: { id: 'history.field.latitude', defaultMessage: 'Latitude' },
  longitude: { id: 'history.field.longitude', defaultMessage: 'Longitude' },
  manualSeats: { id: 'history.field.manualSeats', defaultMessage: 'Manual seats' },
  maxStay: { id: 'history.field.maxStay', defaultMessage: 'Max stay' },
  mealType: { id: 'history.field.mealType', defaultMessage: 'Meal type' },
  messageEn: { id: 'history.field.messageEn', defaultMessage: 'Message (En)' },
  messageNo: { id: 'history.field.messageNo', defaultMessage: 'Message (No)' },
  minStay: { id: 'history.field.minStay', defaultMessage: 'Min stay' },
  name: { id: 'history.field.name', defaultMessage: 'Name' },
  nameEn: { id: 'history.field.nameEn', defaultMessage: 'Name EN' },
  nameEnImage: { id: 'history.field.imageNameEn', defaultMessage: 'Name (En)' },
  norwegian: { id: 'history.field.norwegian', defaultMessage: 'Norwegian' },
  note: { id: 'history.field.note', defaultMessage: 'Note' },
  onlyWithSpecialCode: { id: 'history.field.onlyWithSpecialCode', defaultMessage: 'Only with special code' },
  orderLimit: { id: 'history.field.orderLimit', defaultMessage: 'Order limit' },
  parentProduct: { id: 'history.field.parentProduct', defaultMessage: 'Parent product' },
  phone: { id: 'history.field.phone', defaultMessage: 'Phone' },
  phoneNumber: { id: 'history.field.phoneNumber', defaultMessage: 'Phone number' },
  photoHeight: { id: 'history.field.photoHeight', defaultMessage: 'Photo height' },
  photoUrl: { id: 'history.field.photoUrl', defaultMessage: 'Photo URL' },
  photoWidth: { id: 'history.field.photoWidth', defaultMessage: 'Photo width' },
  position: { id: 'history.field.position', defaultMessage: 'Position' },
  postalCode: { id: 'history.field.postalCode', defaultMessage: 'Postal code' },
  priceFrom: { id: 'history.field.priceFrom', defaultMessage: 'Price from' },
  priority: { id: 'history.field.priority', defaultMessage: 'Priority' },
  promoRibbonText: { id: 'history.field.promoRibbonText', defaultMessage: 'Promo ribbon text' },
  promoRibbonTextEn: { id: 'history.field.promoRibbonTextEn', defaultMessage: 'Promo ribbon text EN' },
  propertyId: { id: 'history.field.propertyId', defaultMessage: 'Property ID' },
  province: { id: 'history.field.province', defaultMessage: 'Province' },
  rate: { id: 'history.field.rate', defaultMessage: 'Rate' },
  restaurant: { id: 'history.field.restaurant', defaultMessage: 'Restaurant' },
  restaurantMeal: { id: 'history.field.restaurantMeal', defaultMessage: 'Restaurant meal' },
  restrictions: { id: 'history.field.restrictions', defaultMessage: 'Restrictions' },
  seats: { id: 'history.field.seats', defaultMessage: 'Seats' },
  spaFlow: { id: 'history.field.spaFlow', defaultMessage: 'SPA flow' },
  specialCode: { id: 'history.field.specialCode', defaultMessage: 'Special code' },
  src: { id: 'history.field.src', defaultMessage: 'Src' },
  startTime: { id: 'history.field.startTime', defaultMessage: 'Start time' },
  status: { id: 'history.field.status', defaultMessage: 'Status' },
  tables: { id: 'history.field.tables', defaultMessage: 'Tables' },
  time: { id: 'history.field.time', defaultMessage: 'Time' },
  timeFrom: { id: 'history.field.timeFrom', defaultMessage: 'Time from' },
  timeTo: { id: 'history.field.timeTo', defaultMessage: 'Time to' },
  title: { id: 'history.field.title', defaultMessage: 'Title' },
  titleEn: { id: 'history.field.titleEn', defaultMessage: 'Title EN' },
  titleEnSection: { id: 'history.field.sectionTitleEn', defaultMessage: 'Title (En)' },
  titleFont: { id: 'history.field.titleFont', defaultMessage: 'Title font' },
  titleFontSize: { id: 'history.field.titleFontSize', defaultMessage: 'Title font size (Large)' },
  titleFontSizeMedium: { id: 'history.field.titleFontSizeMedium', defaultMessage: 'Title font size (Medium)' },
  titleFontSizeSmall: { id: 'history.field.titleFontSizeSmall', defaultMessage: 'Title font size (Small)' },
  toDate: { id: 'history.field.toDate', defaultMessage: 'To date' },
  unit: { id: 'history.field.unit', defaultMessage: 'Unit' },
  unitEn: { id: 'history.field.unitEn', defaultMessage: 'Unit EN' },
  url: { id: 'history.field.url', defaultMessage: 'Url' },
  useCount: { id: 'history.field.useCount', defaultMessage: 'Use count' },
  webSeats: { id: 'history.field.webSeats', defaultMessage: 'Web seats' },
  website: { id: 'history.field.website', defaultMessage: 'Website' },
});
const L = FIELD_LABELS;

const as = (label: MessageDescriptor, shown: FieldShown): ShownField => ({ label, shown });

const includedMeal: FieldMap = {
  includedMealDescription: L.includedMealDescription,
  includedRestaurantFk: as(L.restaurant, 'restaurant'),
  includedMealFk: as(L.mealType, 'mealType'),
};
const restrictions: ShownField = {
  label: L.restrictions,
  items: {
    dateFilterFk: as(L.dateFilter, 'dateFilter'),
    isProductAvailable: L.available,
    isGlobal: L.global,
    priority: L.priority,
  },
};
/** A product from Brp: its name (and its English name) as its screen labels them. */
const brpProduct = (name: MessageDescriptor, nameEn: MessageDescriptor): FieldMap => ({
  brpProductId: INTERNAL,
  brpProductNumber: L.brpNr,
  displayName: name,
  displayNameEn: nameEn,
  description: L.description,
  descriptionEn: L.descriptionEn,
  imageFk: as(L.image, 'image'),
});

export const HISTORY_FIELDS: Readonly<Record<HistoryResource, FieldMap>> = {
  availability_rules: {
    id: INTERNAL,
    restaurantFk: as(L.restaurant, 'restaurant'),
    restaurantMealId: as(L.restaurantMeal, 'restaurantMeal'),
    description: L.description,
    dates: as(L.dates, 'day'),
    daysOfWeek: as(L.daysOfWeek, 'weekdays'),
    timeFrom: as(L.timeFrom, 'clock'),
    timeTo: as(L.timeTo, 'clock'),
    webSeats: L.webSeats,
    manualSeats: L.manualSeats,
    priority: L.priority,
  },
  // The door's words (the booking row, the add and edit dialogs).
  bookings: {
    name: L.customerName,
    phoneNumber: as(L.phone, 'phone'),
    email: L.email,
    bookedSeats: as(L.seats, 'seats'),
    bookingDateTime: as(L.time, 'bookingTime'),
    restaurantId: as(L.restaurant, 'restaurant'),
    tableNumbers: L.tables,
    message: L.comment,
    status: as(L.status, 'bookingStatus'),
    visited: L.arrived,
    arrivedAt: as(L.arrivedAt, 'bookingTime'),
    id: INTERNAL,
    source: INTERNAL,
    clockBookingNumber: INTERNAL,
    brpOrderNumber: INTERNAL,
  },
  images: { id: INTERNAL, name: L.name, nameEn: L.nameEnImage, alt: L.alt, altEn: L.altEn, src: L.src },
  date_filters: {
    id: INTERNAL,
    name: L.name,
    isAnnual: L.annual,
    dates: as(L.dates, 'day'),
    daysOfWeek: as(L.daysOfWeek, 'weekdays'),
    fromDate: as(L.fromDate, 'day'),
    toDate: as(L.toDate, 'day'),
    hours: L.hoursUntilArrival,
  },
  spa_package_groups: {
    id: INTERNAL,
    name: L.name,
    nameEn: L.nameEn,
    position: L.position,
    imageFk: as(L.image, 'image'),
    promoRibbonText: L.promoRibbonText,
    promoRibbonTextEn: L.promoRibbonTextEn,
    displayedPrice: as(L.displayedPrice, 'price'),
    ...includedMeal,
  },
  spa_products: {
    brpProductId: INTERNAL,
    brpProductNumber: L.brpNr,
    displayName: L.name,
    fromTime: as(L.startTime, 'clock'),
    productGroupFk: INTERNAL,
    url: L.url,
    orderLimit: as(L.orderLimit, 'orderLimit'),
    parentBrpProductId: as(L.parentProduct, 'spaProduct'),
    restrictions,
  },
  included_services: {
    id: INTERNAL,
    productGroupFk: INTERNAL,
    title: L.title,
    titleEn: L.titleEn,
    description: L.description,
    descriptionEn: L.descriptionEn,
    position: L.position,
  },
  hotel_packages: {
    clockId: L.clockId,
    name: L.name,
    nameEn: L.nameEn,
    url: L.url,
    position: L.position,
    imageFk: as(L.image, 'image'),
    displayOnSite: L.displayOnSite,
    onlyWithSpecialCode: L.onlyWithSpecialCode,
    introText: L.introText,
    introTextEn: L.introTextEn,
    footerText: L.footerText,
    footerTextEn: L.footerTextEn,
    descriptionItems: L.descriptionItems,
    descriptionItemsEn: L.descriptionItemsEn,
    descriptionUniqueItems: L.descriptionUniqueItems,
    descriptionUniqueItemsEn: L.descriptionUniqueItemsEn,
    priceFrom: as(L.priceFrom, 'price'),
    // The rate is chosen, and shown, by its name.
    availabilityRateId: INTERNAL,
    availabilityRateName: L.rate,
    minStay: L.minStay,
    maxStay: L.maxStay,
    ...includedMeal,
    addons: as(L.addons, 'addon'),
  },
  hotel_package_addons: {
    clockId: L.clockId,
    name: L.name,
    nameEn: L.nameEn,
    url: L.url,
    description: L.description,
    descriptionEn: L.descriptionEn,
    position: L.position,
    unit: L.unit,
    unitEn: L.unitEn,
    ...includedMeal,
    restrictions,
  },
  treatments: {
    ...brpProduct(L.displayName, L.displayNameEn),
    isDual: L.duo,
    avoidEmptyTimeSlots: L.avoidEmptyTimeSlots,
    additionProductId: INTERNAL,
    additionDisplayName: L.addition,
    additionDisplayNameEn: L.additionEn,
    additionDescription: L.additionDescription,
    additionDescriptionEn: L.additionDescriptionEn,
    additionBrpName: L.brpName,
  },
  day_passes: {
    ...brpProduct(L.name, L.nameEn),
    url: L.url,
    fromTime: as(L.fromTime, 'clock'),
    restrictions,
    includedServices: {
      label: L.includedServices,
      items: { title: L.title, titleEn: L.titleEn, position: INTERNAL },
    },
  },
  frequent_visitor_passes: { ...brpProduct(L.name, L.nameEn), url: L.url },
  special_codes: {
    id: INTERNAL,
    specialCode: L.specialCode,
    type: INTERNAL,
    packageId: as(L.hotelPackage, 'hotelPackage'),
    activeFrom: as(L.activeFrom, 'tableDate'),
    activeTo: as(L.activeTo, 'tableDate'),
  },
  discount_codes: {
    id: INTERNAL,
    code: L.code,
    amount: L.amount,
    activeFrom: as(L.activeSince, 'tableDate'),
    activeTo: as(L.activeTo, 'tableDate'),
    daysOfWeek: as(L.daysOfWeek, 'weekdays'),
    useCount: L.useCount,
    hotelPackages: as(L.hotelPackages, 'hotelPackage'),
  },
  room_types: {
    clockId: L.clockId,
    position: L.position,
    displayName: L.displayName,
    displayNameEn: L.displayNameEn,
    description: L.description,
    descriptionEn: L.descriptionEn,
    detailsLeft: L.detailsLeft,
    detailsLeftEn: L.detailsLeftEn,
    detailsRight: L.detailsRight,
    detailsRightEn: L.detailsRightEn,
    imageIds: as(L.images, 'image'),
  },
  dictionary_entries: { key: L.key, english: L.english, norwegian: L.norwegian },
  blocked_customers: {
    id: INTERNAL,
    emailAddress: L.emailAddress,
    phoneNumber: as(L.phoneNumber, 'phone'),
    note: L.note,
  },
  sections: {
    id: INTERNAL,
    name: L.name,
    src: L.imageSrc,
    title: L.title,
    titleEn: L.titleEnSection,
    titleFont: as(L.titleFont, 'font'),
    titleFontSize: L.titleFontSize,
    titleFontSizeMedium: L.titleFontSizeMedium,
    titleFontSizeSmall: L.titleFontSizeSmall,
    description: L.description,
    descriptionEn: L.descriptionEnSection,
    descriptionFont: as(L.descriptionFont, 'font'),
    descriptionFontSize: L.descriptionFontSize,
    descriptionFontSizeMedium: L.descriptionFontSizeMedium,
    descriptionFontSizeSmall: L.descriptionFontSizeSmall,
  },
  checkout_alerts: {
    id: INTERNAL,
    messageNo: L.messageNo,
    messageEn: L.messageEn,
    activeFrom: as(L.activeFrom, 'day'),
    activeTo: as(L.activeTo, 'day'),
    hotelFlow: L.hotelFlow,
    spaFlow: L.spaFlow,
  },
  // The Hotel Metadata Editor's rows (src/features/hotel-metadata/hotel-metadata-form.ts names its rows by these).
  hotel_metadata: {
    id: INTERNAL,
    propertyId: L.propertyId,
    name: L.name,
    address1: L.address1,
    address2: L.address2,
    city: L.city,
    province: L.province,
    postalCode: L.postalCode,
    countryCode: L.countryCode,
    latitude: L.latitude,
    longitude: L.longitude,
    phone: L.phone,
    category: L.category,
    website: L.website,
    description: L.description,
    photoUrl: L.photoUrl,
    photoHeight: L.photoHeight,
    photoWidth: L.photoWidth,
  },
  // A restaurant is logged for its blocked timeslots only (the schedule's Block and Unblock).
  restaurants: { id: INTERNAL, name: L.name, blockedMealTimes: as(L.blockedTimeslots, 'bookingTime') },
};

/** The field's entry in the table, if it has one. */
export const historyField = (resource: HistoryResource, field: string) => shownField(HISTORY_FIELDS[resource], field);
