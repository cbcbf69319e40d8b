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

/** The spec's Products menu, in its order. */
export const productMenuItems: readonly NavScreen[] = [
  { label: 'Hotel package addons', path: '/hotelpackageaddons' },
  { label: 'Hotel packages', path: '/hotelpackages' },
  { label: 'Hotel room types', path: '/roomtypes' },
  { label: 'Spa packages', path: '/spapackages' },
  { label: 'Day Pass', path: '/daypass' },
  { label: 'Frequent Visitor Pass', path: '/fvp' },
  { label: 'Date filters', path: '/datefilters' },
  { label: 'Discount codes', path: '/discountcodes' },
];

/**
 * The spec's direct buttons, in its order, grouped in one "Content" menu so the top bar takes one row at 1024 px
 * (issue 13, decision 017).
 */
export const contentMenuItems: readonly NavScreen[] = [
  { label: 'Treatments', path: '/treatments' },
  { label: 'Images', path: '/images' },
  { label: 'String Editor', path: '/stringeditor' },
  { label: 'Blocked customers', path: '/blockedcustomers' },
  { label: 'Checkout alerts', path: '/checkoutalerts' },
  { label: 'Sections', path: '/sections' },
  { label: 'Hotel Metadata Editor', path: '/hotelmetadataeditor' },
];

/** The fixed menus after the restaurant menus: Products, then Content. */
export const screenMenus: ReadonlyArray<{ label: string; items: readonly NavScreen[] }> = [
  { label: 'Products', items: productMenuItems },
  { label: 'Content', items: contentMenuItems },
];

/** Whether `pathname` is the screen at `path` or one of its own (`/treatments/12`), case-insensitively. */
export function isWithin(pathname: string, path: string): boolean {
  const here = pathname.toLowerCase().replace(/\/+$/, '');
  const there = path.toLowerCase();
  return here === there || here.startsWith(`${there}/`);
}
