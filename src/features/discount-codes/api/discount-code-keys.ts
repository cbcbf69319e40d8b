export const discountCodeKeys = {
  all: ['discount-codes'] as const,
  list: () => ['discount-codes', 'list'] as const,
  /** The configured hotel packages a code can be attached to. */
  hotelPackages: () => ['discount-codes', 'hotel-packages'] as const,
};
