import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { hotelPackageQuery } from '../../entities/hotel-packages/hotel-package-queries.ts';
import { EditPageShell, NewFromDraft } from '../../ui/edit-page-shell.tsx';
import { AttachedAddonsTable } from './attached-addons-table.tsx';
import { HOTEL_PACKAGES_PATH, HotelPackageForm } from './hotel-package-form.tsx';
import { HOTEL_PACKAGE_DRAFT_KEY, type PickedPackage } from './hotel-package-form-schema.ts';
import { SpecialCodesTable } from './special-codes-table.tsx';

/** /hotelpackages/new (from the picker's draft) and /hotelpackages/{clockId}; an unknown id goes back to the list. */
export function HotelPackageEditPage() {
  const { id } = useParams();
  return id === undefined ? <NewHotelPackage /> : <ExistingHotelPackage key={id} clockId={id} />;
}

function NewHotelPackage() {
  return (
    <NewFromDraft<PickedPackage>
      draftKey={HOTEL_PACKAGE_DRAFT_KEY}
      listPath={HOTEL_PACKAGES_PATH}
      valid={(picked) => Boolean(picked.clockId)}
      title={(picked) => `New hotel package ${picked.clockId}`}
    >
      {(picked) => <HotelPackageForm key="new" initial={picked} isNew />}
    </NewFromDraft>
  );
}

/** The package's form, then its attached add-ons and special codes (only a saved package has them). */
function ExistingHotelPackage({ clockId }: { clockId: string }) {
  const found = useQuery(hotelPackageQuery(clockId));
  return (
    <EditPageShell
      query={found}
      listPath={HOTEL_PACKAGES_PATH}
      title={(pkg) => (pkg ? `Hotel package ${pkg.name}` : 'Hotel package')}
    >
      {(pkg) => (
        <div className="flex flex-col gap-6">
          <HotelPackageForm initial={pkg} isNew={false} />
          <AttachedAddonsTable clockId={clockId} />
          <SpecialCodesTable clockId={clockId} />
        </div>
      )}
    </EditPageShell>
  );
}
