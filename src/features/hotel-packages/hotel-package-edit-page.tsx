import { useQuery } from '@tanstack/react-query';
import type { HotelPackage } from '../../../contract/hotel-products.ts';
import { hotelPackageQuery } from '../../entities/hotel-packages/hotel-package-queries.ts';
import { useIntl } from '../../i18n/intl.ts';
import { RecordEditPage } from '../../ui/record-edit-page.tsx';
import { AttachedAddonsTable } from './attached-addons-table.tsx';
import { HOTEL_PACKAGES_PATH, HotelPackageForm } from './hotel-package-form.tsx';
import { HOTEL_PACKAGE_DRAFT_KEY, type PickedPackage } from './hotel-package-form-schema.ts';
import { SpecialCodesTable } from './special-codes-table.tsx';

const useHotelPackage = (clockId: string) => useQuery(hotelPackageQuery(clockId));

/**
 * /hotelpackages/new (from the picker's draft) and /hotelpackages/{clockId}: the package's form, then its attached
 * add-ons and special codes (only a saved package has them). An unknown id goes back to the list.
 */
export function HotelPackageEditPage() {
  const intl = useIntl();
  return (
    <RecordEditPage<HotelPackage, string, PickedPackage>
      listPath={HOTEL_PACKAGES_PATH}
      useRecord={useHotelPackage}
      history={{ resource: 'hotel_packages', what: (pkg) => pkg.name || pkg.clockId }}
      title={(pkg) =>
        pkg
          ? intl.formatMessage(
              { id: 'products.hotelPackages.editTitle', defaultMessage: 'Hotel package {name}' },
              { name: pkg.name },
            )
          : intl.formatMessage({ id: 'products.hotelPackages.form', defaultMessage: 'Hotel package' })
      }
      form={(pkg, clockId = pkg.clockId) => (
        <div className="flex flex-col gap-6">
          <HotelPackageForm initial={pkg} isNew={false} />
          <AttachedAddonsTable clockId={clockId} />
          <SpecialCodesTable clockId={clockId} />
        </div>
      )}
      create={{
        draft: {
          draftKey: HOTEL_PACKAGE_DRAFT_KEY,
          valid: (picked) => Boolean(picked.clockId),
          title: (picked) =>
            intl.formatMessage(
              { id: 'products.hotelPackages.newTitle', defaultMessage: 'New hotel package {clockId}' },
              { clockId: picked.clockId },
            ),
          children: (picked) => <HotelPackageForm key="new" initial={picked} isNew />,
        },
      }}
    />
  );
}
