import { Thumbnail } from '../../ui/cells.tsx';
import type { SlotImage } from './room-type-images.ts';

/** A room type image, its name as the alt text. */
export function RoomTypeThumbnail({ image, size = 'sm' }: { image: SlotImage; size?: 'sm' | 'lg' }) {
  return <Thumbnail src={image.src} alt={image.name} size={size} />;
}
