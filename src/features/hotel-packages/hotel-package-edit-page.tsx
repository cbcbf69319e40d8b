import { useQuery } from '@tanstack/react-query';
import { useFormReady } from '../../ui/use-form-ready.ts';
import { useEffect, useState } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { notify } from '../../ui/notifications.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { readDraft } from '../../ui/session-draft.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { hotelPackageQuery } from './api/get-hotel-package.ts';
import { AttachedAddonsTable } from './attached-addons-table.tsx';
import { HOTEL_PACKAGE_DRAFT_KEY, type PickedPackage } from './hotel-package-draft.ts';
import { HotelPackageForm } from './hotel-package-form.tsx';
import { SpecialCodesTable } from './special-codes-table.tsx';

const FETCH_ERROR = 'There was an error while fetching data.';

/** /hotelpackages/new (from the picker's draft) and /hotelpackages/{clockId}; an unknown id goes back to the list. */
export function HotelPackageEditPage() {
  const { id } = useParams();
  return id === undefined ? <NewHotelPackage /> : <ExistingHotelPackage key={id} clockId={id} />;
}

function NewHotelPackage() {
  // Read once: saving clears the draft, and the form must not lose its package while it navigates away.
  const [picked] = useState(() => readDraft<PickedPackage>(HOTEL_PACKAGE_DRAFT_KEY));
  if (!picked?.clockId) return <Navigate to="/hotelpackages" replace />;
  return (
    <section className="p-3 md:p-6">
      <PageTitle>{`New hotel package ${picked.clockId}`}</PageTitle>
      <HotelPackageForm key="new" initial={picked} isNew />
    </section>
  );
}

function ExistingHotelPackage({ clockId }: { clockId: string }) {
  const found = useQuery(hotelPackageQuery(clockId));
  const formReady = useFormReady(found);

  useEffect(() => {
    if (found.isError) notify.error(FETCH_ERROR);
  }, [found.isError, found.errorUpdatedAt]);

  if (found.data === null) return <Navigate to="/hotelpackages" replace />;
  return (
    <section className="flex flex-col gap-6 p-3 md:p-6">
      <div>
        <PageTitle>{found.data ? `Hotel package ${found.data.name}` : 'Hotel package'}</PageTitle>
        {found.data && formReady ? (
          <HotelPackageForm key={clockId} initial={found.data} isNew={false} />
        ) : found.isError ? (
          <p role="alert" className="text-secondary-700">{FETCH_ERROR}</p>
        ) : (
          <div className="flex justify-center p-6">
            <Spinner />
          </div>
        )}
      </div>
      {found.data && formReady && (
        <>
          <AttachedAddonsTable clockId={clockId} />
          <SpecialCodesTable clockId={clockId} />
        </>
      )}
    </section>
  );
}
