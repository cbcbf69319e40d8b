export const roomTypeKeys = {
  all: ['room-types'] as const,
  list: () => ['room-types', 'list'] as const,
  images: () => ['room-types', 'images'] as const,
};
