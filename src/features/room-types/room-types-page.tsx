import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { imagesQuery } from '../../entities/images/image-queries.ts';
import { roomTypesQuery, useDeleteRoomType } from '../../entities/room-types/room-type-queries.ts';
import { useIntl } from '../../i18n/intl.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { RecordListPage } from '../../ui/record-list-page.tsx';
import { roomTypeColumns, roomTypeName } from './room-type-columns.tsx';
import { ROOM_TYPES_LIST } from './room-type-form.tsx';

/** Hotel room types sorted by position, with up to 5 thumbnails each; edit and new forms are pages of their own. */
export function RoomTypesPage() {
  const intl = useIntl();
  const images = useQuery(imagesQuery);
  const columns = useMemo(() => roomTypeColumns(intl, images.data), [intl, images.data]);
  return (
    <RecordListPage
      title={intl.formatMessage({ id: 'products.roomTypes.title', defaultMessage: 'Hotel room types' })}
      emptyText={intl.formatMessage({ id: 'products.roomTypes.empty', defaultMessage: 'No room types yet.' })}
      read={useQuery(roomTypesQuery)}
      paged={false}
      columns={columns}
      rowId={(r) => r.clockId}
      rowName={roomTypeName}
      editPath={(r) => `${ROOM_TYPES_LIST}/${encodeURIComponent(r.clockId)}`}
      deleteTitle={intl.formatMessage({ id: 'products.roomTypes.deleteTitle', defaultMessage: 'Delete room type' })}
      remove={useDeleteRoomType()}
      online={useOnline()}
      add={{ to: `${ROOM_TYPES_LIST}/new` }}
    />
  );
}
