/** Query keys of the hotel packages screens: one factory, so a save can reload exactly what it changed. */
export const hotelPackageKeys = {
  all: ['hotel-packages'] as const,
  list: () => ['hotel-packages', 'list'] as const,
  one: (clockId: string) => ['hotel-packages', 'one', clockId] as const,
  lowestPrice: (clockId: string) => ['hotel-packages', 'lowest-price', clockId] as const,
  rates: (clockId: string) => ['hotel-packages', 'rates', clockId] as const,
  attachedAddons: (clockId: string) => ['hotel-packages', 'attached-addons', clockId] as const,
  addons: () => ['hotel-packages', 'addons'] as const,
  images: () => ['hotel-packages', 'images'] as const,
  specialCodes: (clockId: string) => ['hotel-packages', 'special-codes', clockId] as const,
};
