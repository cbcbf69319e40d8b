import type { SlotImage } from './room-type-images.ts';

const sizes = { sm: 'h-10 w-14', lg: 'h-24 w-full' } as const;

/** A room type image, its name as the alt text. */
export function RoomTypeThumbnail({ image, size = 'sm' }: { image: SlotImage; size?: keyof typeof sizes }) {
  return (
    <img
      src={image.src}
      alt={image.name}
      loading="lazy"
      className={`${sizes[size]} shrink-0 rounded border border-gray-200 bg-gray-100 object-cover`}
    />
  );
}
