/** The navigation of spec section 2, in its order. Restaurant menus come from the restaurants list. */
export const restaurantMenuItems = [
  { label: 'Schedule', path: (name: string) => `/restaurants/${name}` },
  { label: 'Availabilities', path: (name: string) => `/restaurants/${name}/availabilities` },
  { label: 'Bookings', path: (name: string) => `/restaurants/${name}/bookings` },
] as const;

/** Every screen the top bar links to, in the spec's order: the Products menu, then the direct buttons. */
const screens: ReadonlyArray<{ label: string; path: string; menu: 'products' | 'direct' }> = [
  { label: 'Hotel package addons', path: '/hotelpackageaddons', menu: 'products' },
  { label: 'Hotel packages', path: '/hotelpackages', menu: 'products' },
  { label: 'Hotel room types', path: '/roomtypes', menu: 'products' },
  { label: 'Spa packages', path: '/spapackages', menu: 'products' },
  { label: 'Day Pass', path: '/daypass', menu: 'products' },
  { label: 'Frequent Visitor Pass', path: '/fvp', menu: 'products' },
  { label: 'Date filters', path: '/datefilters', menu: 'products' },
  { label: 'Discount codes', path: '/discountcodes', menu: 'products' },
  { label: 'Treatments', path: '/treatments', menu: 'direct' },
  { label: 'Images', path: '/images', menu: 'direct' },
  { label: 'String Editor', path: '/stringeditor', menu: 'direct' },
  { label: 'Blocked customers', path: '/blockedcustomers', menu: 'direct' },
  { label: 'Checkout alerts', path: '/checkoutalerts', menu: 'direct' },
  { label: 'Sections', path: '/sections', menu: 'direct' },
  { label: 'Hotel Metadata Editor', path: '/hotelmetadataeditor', menu: 'direct' },
];

export const productMenuItems = screens.filter((screen) => screen.menu === 'products');
export const directButtons = screens.filter((screen) => screen.menu === 'direct');
