// From FormatJS itself, as contract/ does: the end-to-end tests read this module in Node, without the console's build.
import { createIntl, defineMessages, type MessageDescriptor } from '@formatjs/intl';

/**
 * The menus' words (decision 039): each entry's `message` is said in the language shown; its `label` is the English
 * (the spec's), which the end-to-end tests look for.
 */
const nav = defineMessages({
  schedule: { id: 'app.nav.schedule', defaultMessage: 'Schedule' },
  availabilities: { id: 'app.nav.availabilities', defaultMessage: 'Availabilities' },
  bookings: { id: 'app.nav.bookings', defaultMessage: 'Bookings' },
  products: { id: 'app.nav.products', defaultMessage: 'Products' },
  content: { id: 'app.nav.content', defaultMessage: 'Content' },
  addons: { id: 'app.nav.addons', defaultMessage: 'Hotel package addons' },
  hotelPackages: { id: 'app.nav.hotelPackages', defaultMessage: 'Hotel packages' },
  roomTypes: { id: 'app.nav.roomTypes', defaultMessage: 'Hotel room types' },
  spaPackages: { id: 'app.nav.spaPackages', defaultMessage: 'Spa packages' },
  dayPass: { id: 'app.nav.dayPass', defaultMessage: 'Day Pass' },
  fvp: { id: 'app.nav.fvp', defaultMessage: 'Frequent Visitor Pass' },
  dateFilters: { id: 'app.nav.dateFilters', defaultMessage: 'Date filters' },
  discountCodes: { id: 'app.nav.discountCodes', defaultMessage: 'Discount codes' },
  treatments: { id: 'app.nav.treatments', defaultMessage: 'Treatments' },
  images: { id: 'app.nav.images', defaultMessage: 'Images' },
  stringEditor: { id: 'app.nav.stringEditor', defaultMessage: 'String Editor' },
  blockedCustomers: { id: 'app.nav.blockedCustomers', defaultMessage: 'Blocked customers' },
  checkoutAlerts: { id: 'app.nav.checkoutAlerts', defaultMessage: 'Checkout alerts' },
  sections: { id: 'app.nav.sections', defaultMessage: 'Sections' },
  hotelMetadata: { id: 'app.nav.hotelMetadata', defaultMessage: 'Hotel Metadata Editor' },
  activity: { id: 'app.nav.activity', defaultMessage: 'Activity' },
});

const english = createIntl({ locale: 'en-GB', defaultLocale: 'en-GB', messages: {} });

/** A menu entry's words: said in the language shown (`message`), and in English (`label`). */
const named = (message: MessageDescriptor) => ({ label: english.formatMessage(message), message });

/** The navigation of spec section 2, in its order. Restaurant menus come from the restaurants list. */
export const restaurantMenuItems = [
  { ...named(nav.schedule), path: (name: string) => `/restaurants/${name}` },
  { ...named(nav.availabilities), path: (name: string) => `/restaurants/${name}/availabilities` },
  { ...named(nav.bookings), path: (name: string) => `/restaurants/${name}/bookings` },
] as const;

export interface NavScreen {
  /** The English label (the spec's). */
  label: string;
  /** The label in the language shown. */
  message: MessageDescriptor;
  path: string;
}

type MenuLabel = 'Products' | 'Content';

/**
 * Every screen of the Products and Content menus, in the spec's order. Content holds the spec's direct buttons,
 * grouped so the top bar takes one row at 1024 px (issue 13, decision 019).
 */
const screens: ReadonlyArray<NavScreen & { menu: MenuLabel }> = [
  { ...named(nav.addons), path: '/hotelpackageaddons', menu: 'Products' },
  { ...named(nav.hotelPackages), path: '/hotelpackages', menu: 'Products' },
  { ...named(nav.roomTypes), path: '/roomtypes', menu: 'Products' },
  { ...named(nav.spaPackages), path: '/spapackages', menu: 'Products' },
  { ...named(nav.dayPass), path: '/daypass', menu: 'Products' },
  { ...named(nav.fvp), path: '/fvp', menu: 'Products' },
  { ...named(nav.dateFilters), path: '/datefilters', menu: 'Products' },
  { ...named(nav.discountCodes), path: '/discountcodes', menu: 'Products' },
  { ...named(nav.treatments), path: '/treatments', menu: 'Content' },
  { ...named(nav.images), path: '/images', menu: 'Content' },
  { ...named(nav.stringEditor), path: '/stringeditor', menu: 'Content' },
  { ...named(nav.blockedCustomers), path: '/blockedcustomers', menu: 'Content' },
  { ...named(nav.checkoutAlerts), path: '/checkoutalerts', menu: 'Content' },
  { ...named(nav.sections), path: '/sections', menu: 'Content' },
  { ...named(nav.hotelMetadata), path: '/hotelmetadataeditor', menu: 'Content' },
  // Not in the spec: who changed what, across every screen (issue 29, decision 029).
  { ...named(nav.activity), path: '/activity', menu: 'Content' },
];

const itemsOf = (menu: MenuLabel): readonly NavScreen[] =>
  screens.filter((screen) => screen.menu === menu).map(({ label, message, path }) => ({ label, message, path }));

/** The spec's Products menu, in its order. */
export const productMenuItems = itemsOf('Products');
/** The spec's direct buttons, in its order. */
export const contentMenuItems = itemsOf('Content');

/** The fixed menus after the restaurant menus: Products, then Content (`label` English, `message` as shown). */
export const screenMenus: ReadonlyArray<{ label: MenuLabel; message: MessageDescriptor; items: readonly NavScreen[] }> =
  [
    { label: 'Products', message: nav.products, items: productMenuItems },
    { label: 'Content', message: nav.content, items: contentMenuItems },
  ];

/** Whether `pathname` is the screen at `path` or one of its own (`/treatments/12`), case-insensitively. */
export function isWithin(pathname: string, path: string): boolean {
  const here = pathname.toLowerCase().replace(/\/+$/, '');
  const there = path.toLowerCase();
  return here === there || here.startsWith(`${there}/`);
}
