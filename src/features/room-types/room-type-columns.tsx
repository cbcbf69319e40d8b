import type { Image } from '../../../contract/images.ts';
import type { RoomType } from '../../../contract/room-types.ts';
import type { IntlShape } from '../../i18n/intl.ts';
import type { Column } from '../../ui/data-table.tsx';
import { Centered } from './centered.tsx';
import { imagesOf } from './room-type-images.ts';
import { RoomTypeThumbnail } from './room-type-thumbnail.tsx';

/** A room type as its row's actions and images name it: its display name, or its clock id without one. */
export const roomTypeName = (roomType: RoomType) => roomType.displayName || roomType.clockId;

/** The list's columns: position, clock id, display names and up to 5 thumbnails (the list page adds Actions). */
export function roomTypeColumns(intl: IntlShape, images: readonly Image[] | undefined): Array<Column<RoomType>> {
  return [
    {
      id: 'position',
      header: intl.formatMessage({ id: 'products.roomTypes.position', defaultMessage: 'Position' }),
      cell: (r) => <Centered>{r.position}</Centered>,
      className: 'w-20 tabular-nums',
    },
    {
      id: 'clockId',
      header: intl.formatMessage({ id: 'products.roomTypes.clockId', defaultMessage: 'Clock id' }),
      cell: (r) => <Centered>{r.clockId}</Centered>,
      className: 'whitespace-nowrap',
    },
    {
      id: 'displayName',
      header: intl.formatMessage({ id: 'products.roomTypes.displayName', defaultMessage: 'Display name' }),
      cell: (r) => <Centered>{r.displayName}</Centered>,
    },
    {
      id: 'displayNameEn',
      header: intl.formatMessage({ id: 'products.roomTypes.displayNameEn', defaultMessage: 'Display name EN' }),
      cell: (r) => <Centered>{r.displayNameEn}</Centered>,
    },
    {
      id: 'images',
      header: intl.formatMessage({ id: 'products.roomTypes.images', defaultMessage: 'Images' }),
      cell: (r) => (
        <div
          className="flex min-h-touch items-center gap-1"
          role="group"
          aria-label={intl.formatMessage(
            { id: 'products.roomTypes.imagesOf', defaultMessage: 'Images of {name}' },
            { name: roomTypeName(r) },
          )}
        >
          {imagesOf(intl, r, images)
            .slice(0, 5)
            .map((image, index) => (
              <RoomTypeThumbnail key={`${image.id}-${index}`} image={image} />
            ))}
        </div>
      ),
    },
  ];
}
