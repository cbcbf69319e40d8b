export const dateFilterKeys = {
  all: ['date-filters'] as const,
  paged: (page: number, itemsPerPage: number) => ['date-filters', 'paged', { page, itemsPerPage }] as const,
};
