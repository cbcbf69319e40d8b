import { useQuery } from '@tanstack/react-query';
import type { Image } from '../../../contract/images.ts';
import type { RoomType } from '../../../contract/room-types.ts';
import { imagesQuery } from '../../entities/images/image-queries.ts';
import { roomTypesQuery } from '../../entities/room-types/room-type-queries.ts';
import { useIntl } from '../../i18n/intl.ts';
import type { RecordQuery } from '../../ui/edit-page-shell.tsx';
import { nextPosition } from '../../ui/ordering.ts';
import { RecordEditPage } from '../../ui/record-edit-page.tsx';
import { ROOM_TYPES_LIST, RoomTypeForm } from './room-type-form.tsx';
import { imagesOf } from './room-type-images.ts';

/** What the form starts from: the room type (none when new) and the list it joins, once the image names are in. */
interface RoomTypeRecord {
  roomType?: RoomType;
  list: RoomType[];
  images: readonly Image[] | undefined;
}

/**
 * There is no GET of one room type: the record is read from the list. Not in a list kept from earlier, it waits for
 * the fresh one before going back to the list; the image names (alt texts of the slots) come with the images.
 */
function useRoomTypeRecord(id?: string): RecordQuery<RoomTypeRecord> {
  const list = useQuery(roomTypesQuery);
  const images = useQuery(imagesQuery);
  const roomType = id === undefined ? undefined : list.data?.find((r) => r.clockId === id);
  const data = ((): RoomTypeRecord | null | undefined => {
    if (!list.data || images.isLoading) return undefined;
    if (id !== undefined && !roomType) return list.isFetching ? undefined : null;
    return { roomType, list: list.data, images: images.data };
  })();
  return { ...list, data };
}

/** /roomtypes/new and /roomtypes/{clockId}; an unknown clock id goes back to the list. */
export function RoomTypeEditPage() {
  const intl = useIntl();
  return (
    <RecordEditPage<RoomTypeRecord, string>
      listPath={ROOM_TYPES_LIST}
      useRecord={useRoomTypeRecord}
      versioned={(record) => record.roomType}
      history={{ resource: 'room_types', what: (record) => record.roomType?.displayName ?? '' }}
      title={(record, id) =>
        intl.formatMessage(
          { id: 'products.roomTypes.editTitle', defaultMessage: 'Room type {name}' },
          { name: record?.roomType?.displayName || id },
        )
      }
      form={(record, id) => (
        <RoomTypeForm
          key={id ?? 'new'}
          roomType={record.roomType}
          images={record.roomType ? imagesOf(intl, record.roomType, record.images) : []}
          takenClockIds={new Set(record.list.map((r) => r.clockId))}
          nextPosition={nextPosition(record.list)}
        />
      )}
      create={{
        useBlank: useRoomTypeRecord,
        title: intl.formatMessage({ id: 'products.roomTypes.new', defaultMessage: 'New room type' }),
      }}
    />
  );
}
