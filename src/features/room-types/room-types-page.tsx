import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { RoomType } from '../../../contract/room-types.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { Button } from '../../ui/button.tsx';
import { useConfirm } from '../../ui/confirm-provider.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { NeedsConnection } from '../../ui/needs-connection.tsx';
import { notify } from '../../ui/notifications.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { useDeleteRoomType } from './api/delete-room-type.ts';
import { imagesQuery } from './api/get-images.ts';
import { roomTypesQuery } from './api/get-room-types.ts';
import { DELETE_ERROR, FETCH_ERROR } from './messages.ts';
import { Centered } from './centered.tsx';
import { imagesOf } from './room-type-images.ts';
import { RoomTypeThumbnail } from './room-type-thumbnail.tsx';

/** Hotel room types sorted by position, with up to 5 thumbnails each; edit and new forms are pages of their own. */
export function RoomTypesPage() {
  const list = useQuery(roomTypesQuery);
  const images = useQuery(imagesQuery);
  const online = useOnline();
  const confirm = useConfirm();
  const remove = useDeleteRoomType();
  const navigate = useNavigate();

  useEffect(() => {
    if (list.isError) notify.error(FETCH_ERROR);
  }, [list.isError, list.errorUpdatedAt]);

  const name = (roomType: RoomType) => roomType.displayName || roomType.clockId;
  const askDelete = async (roomType: RoomType) => {
    const ok = await confirm({ title: 'Delete room type', message: `Are you sure you want to delete '${name(roomType)}'?`, confirmLabel: 'Delete', danger: true });
    if (ok) remove.mutate(roomType.clockId, { onError: () => notify.error(DELETE_ERROR) });
  };

  const columns: Array<Column<RoomType>> = [
    { id: 'position', header: 'Position', cell: (r) => <Centered>{r.position}</Centered>, className: 'w-20 tabular-nums' },
    { id: 'clockId', header: 'Clock id', cell: (r) => <Centered>{r.clockId}</Centered>, className: 'whitespace-nowrap' },
    { id: 'displayName', header: 'Display name', cell: (r) => <Centered>{r.displayName}</Centered> },
    { id: 'displayNameEn', header: 'Display name EN', cell: (r) => <Centered>{r.displayNameEn}</Centered> },
    {
      id: 'images',
      header: 'Images',
      cell: (r) => (
        <div className="flex min-h-touch items-center gap-1" role="group" aria-label={`Images of ${name(r)}`}>
          {imagesOf(r, images.data).slice(0, 5).map((image, index) => (
            <RoomTypeThumbnail key={`${image.id}-${index}`} image={image} />
          ))}
        </div>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (r) => (
        <div className="flex gap-1">
          <Link
            to={`/roomtypes/${encodeURIComponent(r.clockId)}`}
            aria-label={`Edit ${name(r)}`}
            className="inline-flex min-h-touch min-w-touch items-center justify-center rounded px-4 font-medium text-primary-700 hover:bg-primary-50"
          >
            Edit
          </Link>
          <Button variant="ghost" disabled={!online} aria-label={`Delete ${name(r)}`} onClick={() => void askDelete(r)}>
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section className="p-3 md:p-6">
      <PageTitle
        actions={
          <>
            <NeedsConnection online={online} />
            <Button disabled={!online} onClick={() => void navigate('/roomtypes/new')}>
              Add
            </Button>
          </>
        }
      >
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
