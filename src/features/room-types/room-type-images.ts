import type { Image } from '../../../contract/images.ts';
import type { RoomType } from '../../../contract/room-types.ts';
import type { IntlShape } from '../../i18n/intl.ts';

/** One picked image as the screens show it: the name is its alt text. */
export interface SlotImage {
  id: number;
  name: string;
  src: string;
}

/** A room type's images in slot order, named from the image list when it has loaded ("Image 4" until then). */
export function imagesOf(
  intl: IntlShape,
  roomType: Pick<RoomType, 'imageIds' | 'imageUrls'>,
  images: readonly Image[] | undefined,
): SlotImage[] {
  const byId = new Map((images ?? []).map((image) => [image.id, image]));
  return roomType.imageIds.map((id, index) => {
    const image = byId.get(id);
    const name =
      image?.name ||
      intl.formatMessage({ id: 'products.roomTypes.imageNumbered', defaultMessage: 'Image {id}' }, { id });
    return { id, name, src: image?.src ?? roomType.imageUrls[index] ?? '' };
  });
}
