import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { RoomType } from '../../../contract/room-types.ts';
import { imagesQuery } from '../../entities/images/image-queries.ts';
import { roomTypesQuery, useDeleteRoomType } from '../../entities/room-types/room-type-queries.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { AddAction } from '../../ui/add-action.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { DELETE_ERROR, FETCH_ERROR } from '../../ui/messages.ts';
import { notify } from '../../ui/notifications.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { RowActions } from '../../ui/row-actions.tsx';
import { Centered } from './centered.tsx';
import { imagesOf } from './room-type-images.ts';
import { RoomTypeThumbnail } from './room-type-thumbnail.tsx';

/** Hotel room types sorted by position, with up to 5 thumbnails each; edit and new forms are pages of their own. */
export function RoomTypesPage() {
  const list = useQuery(roomTypesQuery);
  const images = useQuery(imagesQuery);
  const online = useOnline();
  const remove = useDeleteRoomType();
  const navigate = useNavigate();

  const name = (roomType: RoomType) => roomType.displayName || roomType.clockId;

  const columns: Array<Column<RoomType>> = [
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
        <div className="flex min-h-touch items-center gap-1" role="group" aria-label={`Images of ${name(r)}`}>
          {imagesOf(r, images.data)
            .slice(0, 5)
            .map((image, index) => (
              <RoomTypeThumbnail key={`${image.id}-${index}`} image={image} />
            ))}
        </div>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (r) => (
        <RowActions
          name={name(r)}
          editTo={`/roomtypes/${encodeURIComponent(r.clockId)}`}
          online={online}
          deleteTitle="Delete room type"
          deleteLabel="Delete"
          onDelete={() => remove.mutate(r.clockId, { onError: () => notify.error(DELETE_ERROR) })}
        />
      ),
    },
  ];

  return (
    <section className="p-3 md:p-6">
      <PageTitle actions={<AddAction online={online} onClick={() => void navigate('/roomtypes/new')} />}>
        Hotel room types
      </PageTitle>
      <DataTable
        label="Hotel room types"
        columns={columns}
        rows={list.data}
        rowKey={(r) => r.clockId}
        loading={list.isFetching}
        error={list.isError && !list.data ? FETCH_ERROR : null}
        emptyText="No room types yet."
      />
    </section>
  );
}
