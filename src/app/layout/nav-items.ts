/** The navigation of spec section 2, in its order. Restaurant menus come from the restaurants list. */
export const restaurantMenuItems = [
  { label: 'Schedule', path: (name: string) => `/restaurants/${name}` },
  { label: 'Availabilities', path: (name: string) => `/restaurants/${name}/availabilities` },
  { label: 'Bookings', path: (name: string) => `/restaurants/${name}/bookings` },
] as const;

export interface NavScreen {
  label: string;
  path: string;
}

type MenuLabel = 'Products' | 'Content';

/**
 * Every screen of the Products and Content menus, in the spec's order. Content holds the spec's direct buttons,
 * grouped so the top bar takes one row at 1024 px (issue 13, decision 019).
 */
const screens: ReadonlyArray<NavScreen & { menu: MenuLabel }> = [
  { label: 'Hotel package addons', path: '/hotelpackageaddons', menu: 'Products' },
  { label: 'Hotel packages', path: '/hotelpackages', menu: 'Products' },
  { label: 'Hotel room types', path: '/roomtypes', menu: 'Products' },
  { label: 'Spa packages', path: '/spapackages', menu: 'Products' },
  { label: 'Day Pass', path: '/daypass', menu: 'Products' },
  { label: 'Frequent Visitor Pass', path: '/fvp', menu: 'Products' },
  { label: 'Date filters', path: '/datefilters', menu: 'Products' },
  { label: 'Discount codes', path: '/discountcodes', menu: 'Products' },
  { label: 'Treatments', path: '/treatments', menu: 'Content' },
  { label: 'Images', path: '/images', menu: 'Content' },
  { label: 'String Editor', path: '/stringeditor', menu: 'Content' },
  { label: 'Blocked customers', path: '/blockedcustomers', menu: 'Content' },
  { label: 'Checkout alerts', path: '/checkoutalerts', menu: 'Content' },
  { label: 'Sections', path: '/sections', menu: 'Content' },
  { label: 'Hotel Metadata Editor', path: '/hotelmetadataeditor', menu: 'Content' },
  // Not in the spec: who changed what, across every screen (issue 29, decision 029).
  { label: 'Activity', path: '/activity', menu: 'Content' },
];

const itemsOf = (menu: MenuLabel): readonly NavScreen[] =>
  screens.filter((screen) => screen.menu === menu).map(({ label, path }) => ({ label, path }));

/** The spec's Products menu, in its order. */
export const productMenuItems = itemsOf('Products');
/** The spec's direct buttons, in its order. */
export const contentMenuItems = itemsOf('Content');

/** The fixed menus after the restaurant menus: Products, then Content. */
export const screenMenus: ReadonlyArray<{ label: MenuLabel; items: readonly NavScreen[] }> = [
  { label: 'Products', items: productMenuItems },
  { label: 'Content', items: contentMenuItems },
];

/** Whether `pathname` is the screen at `path` or one of its own (`/treatments/12`), case-insensitively. */
export function isWithin(pathname: string, path: string): boolean {
  const here = pathname.toLowerCase().replace(/\/+$/, '');
  const there = path.toLowerCase();
  return here === there || here.startsWith(`${there}/`);
}
