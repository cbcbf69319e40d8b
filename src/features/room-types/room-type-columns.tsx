import type { Image } from '../../../contract/images.ts';
import type { RoomType } from '../../../contract/room-types.ts';
import type { Column } from '../../ui/data-table.tsx';
import { Centered } from './centered.tsx';
import { imagesOf } from './room-type-images.ts';
import { RoomTypeThumbnail } from './room-type-thumbnail.tsx';

/** A room type as its row's actions and images name it: its display name, or its clock id without one. */
export const roomTypeName = (roomType: RoomType) => roomType.displayName || roomType.clockId;

/** The list's columns: position, clock id, display names and up to 5 thumbnails (the list page adds Actions). */
export function roomTypeColumns(images: readonly Image[] | undefined): Array<Column<RoomType>> {
  return [
    {
      id: 'position',
      header: 'Position',
      cell: (r) => <Centered>{r.position}</Centered>,
      className: 'w-20 tabular-nums',
    },
    {
      id: 'clockId',
      header: 'Clock id',
      cell: (r) => <Centered>{r.clockId}</Centered>,
      className: 'whitespace-nowrap',
    },
    { id: 'displayName', header: 'Display name', cell: (r) => <Centered>{r.displayName}</Centered> },
    { id: 'displayNameEn', header: 'Display name EN', cell: (r) => <Centered>{r.displayNameEn}</Centered> },
    {
      id: 'images',
      header: 'Images',
      cell: (r) => (
        <div className="flex min-h-touch items-center gap-1" role="group" aria-label={`Images of ${roomTypeName(r)}`}>
          {imagesOf(r, images)
            .slice(0, 5)
            .map((image, index) => (
              <RoomTypeThumbnail key={`${image.id}-${index}`} image={image} />
            ))}
        </div>
      ),
    },
  ];
}
