/** The navigation of spec section 2, in its order. Restaurant menus come from the restaurants list. */
export const restaurantMenuItems = [
  { label: 'Schedule', path: (name: string) => `/restaurants/${name}` },
  { label: 'Availabilities', path: (name: string) => `/restaurants/${name}/availabilities` },
  { label: 'Bookings', path: (name: string) => `/restaurants/${name}/bookings` },
] as const;

export const productMenuItems = [
  { label: 'Hotel package addons', path: '/hotelpackageaddons' },
  { label: 'Hotel packages', path: '/hotelpackages' },
  { label: 'Hotel room types', path: '/roomtypes' },
  { label: 'Spa packages', path: '/spapackages' },
  { label: 'Day Pass', path: '/daypass' },
  { label: 'Frequent Visitor Pass', path: '/fvp' },
  { label: 'Date filters', path: '/datefilters' },
  { label: 'Discount codes', path: '/discountcodes' },
] as const;

export const directButtons = [
  { label: 'Treatments', path: '/treatments' },
  { label: 'Images', path: '/images' },
  { label: 'String Editor', path: '/stringeditor' },
  { label: 'Blocked customers', path: '/blockedcustomers' },
  { label: 'Checkout alerts', path: '/checkoutalerts' },
  { label: 'Sections', path: '/sections' },
  { label: 'Hotel Metadata Editor', path: '/hotelmetadataeditor' },
] as const;
