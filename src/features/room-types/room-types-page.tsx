import { useQuery } from '@tanstack/react-query';
import { imagesQuery } from '../../entities/images/image-queries.ts';
import { roomTypesQuery, useDeleteRoomType } from '../../entities/room-types/room-type-queries.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { RecordListPage } from '../../ui/record-list-page.tsx';
import { roomTypeColumns, roomTypeName } from './room-type-columns.tsx';
import { ROOM_TYPES_LIST } from './room-type-form.tsx';

/** Hotel room types sorted by position, with up to 5 thumbnails each; edit and new forms are pages of their own. */
export function RoomTypesPage() {
  const images = useQuery(imagesQuery);
  return (
    <RecordListPage
      title="Hotel room types"
      emptyText="No room types yet."
      read={useQuery(roomTypesQuery)}
      paged={false}
      columns={roomTypeColumns(images.data)}
      rowId={(r) => r.clockId}
      rowName={roomTypeName}
      editPath={(r) => `${ROOM_TYPES_LIST}/${encodeURIComponent(r.clockId)}`}
      deleteTitle="Delete room type"
      remove={useDeleteRoomType()}
      online={useOnline()}
      add={{ to: `${ROOM_TYPES_LIST}/new` }}
    />
  );
}
