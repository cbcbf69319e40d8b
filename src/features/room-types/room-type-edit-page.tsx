import { useQuery } from '@tanstack/react-query';
import { useFormReady } from '../../ui/use-form-ready.ts';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { PageTitle } from '../../ui/page-title.tsx';
import { notify } from '../../ui/notifications.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { imagesQuery } from './api/get-images.ts';
import { roomTypesQuery } from './api/get-room-types.ts';
import { FETCH_ERROR } from './messages.ts';
import { RoomTypeForm } from './room-type-form.tsx';
import { imagesOf } from './room-type-images.ts';

/** /roomtypes/new and /roomtypes/{clockId}; an unknown clock id goes back to the list. */
export function RoomTypeEditPage() {
  const { id } = useParams<{ id: string }>();
  const list = useQuery(roomTypesQuery);
  const formReady = useFormReady(list);
  const images = useQuery(imagesQuery);

  useEffect(() => {
    if (list.isError && !list.data) notify.error(FETCH_ERROR);
  }, [list.isError, list.data, list.errorUpdatedAt]);

  const roomType = id === undefined ? undefined : list.data?.find((r) => r.clockId === id);
  const title = id === undefined ? 'New room type' : `Room type ${roomType?.displayName || id}`;

  const body = (() => {
    // The names of the images come with the image list; the form waits for it (or its failure) to start right.
    if (list.isLoading || images.isLoading || !formReady) return <Spinner label="Loading" />;
    if (!list.data) return <p className="text-gray-700">{FETCH_ERROR}</p>;
    // Not in a list kept from earlier: wait for the fresh one before sending the user back to the list.
    if (id !== undefined && !roomType) return list.isFetching ? <Spinner label="Loading" /> : <Navigate to="/roomtypes" replace />;
    return (
      <RoomTypeForm
        key={id ?? 'new'}
        roomType={roomType}
        images={roomType ? imagesOf(roomType, images.data) : []}
        takenClockIds={new Set(list.data.map((r) => r.clockId))}
        nextPosition={list.data.reduce((max, r) => Math.max(max, r.position), 0) + 1}
      />
    );
  })();

  return (
    <section className="max-w-6xl p-3 md:p-6">
      <PageTitle>{title}</PageTitle>
      {body}
    </section>
  );
}
