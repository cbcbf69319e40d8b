/** Query keys of the hotel package add-on screens. */
export const addonKeys = {
  all: ['hotel-package-addons'] as const,
  list: () => ['hotel-package-addons', 'list'] as const,
  detail: (clockId: string) => ['hotel-package-addons', 'detail', clockId] as const,
  dateFilters: () => ['hotel-package-addons', 'date-filters'] as const,
};
