import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { SearchHit } from '../../../contract/hotel-products.ts';
import { hotelPackagesQuery, useDeleteHotelPackage } from '../../entities/hotel-packages/hotel-package-queries.ts';
import { searchCatalogue } from '../../entities/search/catalogue-search.ts';
import { useIntl } from '../../i18n/intl.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { DraftPicker } from '../../ui/draft-picker.tsx';
import { nextPosition } from '../../ui/ordering.ts';
import { RecordListPage } from '../../ui/record-list-page.tsx';
import { hotelPackageColumns } from './hotel-package-columns.tsx';
import { HOTEL_PACKAGE_DRAFT_KEY, type PickedPackage } from './hotel-package-form-schema.ts';
import { HOTEL_PACKAGES_PATH } from './hotel-package-form.tsx';

/** Hotel packages: the configured ones by position, paged here; Add searches the hotel catalogue for one not configured yet. */
export function HotelPackagesPage() {
  const intl = useIntl();
  const list = useQuery(hotelPackagesQuery);
  const columns = useMemo(() => hotelPackageColumns(intl), [intl]);
  return (
    <RecordListPage
      title={intl.formatMessage({ id: 'products.hotelPackages.title', defaultMessage: 'Hotel packages' })}
      emptyText={intl.formatMessage({ id: 'products.hotelPackages.empty', defaultMessage: 'No hotel packages yet.' })}
      read={list}
      errorAsEmpty
      addWaitsForList
      columns={columns}
      rowId={(p) => p.clockId}
      rowName={(p) => p.name}
      editPath={(p) => `${HOTEL_PACKAGES_PATH}/${encodeURIComponent(p.clockId)}`}
      editAsButton
      deleteTitle={intl.formatMessage({
        id: 'products.hotelPackages.deleteTitle',
        defaultMessage: 'Delete hotel package',
      })}
      remove={useDeleteHotelPackage()}
      online={useOnline()}
      add={{
        picker: (state) => (
          <DraftPicker<SearchHit, PickedPackage>
            {...state}
            title={intl.formatMessage({ id: 'products.hotelPackages.add', defaultMessage: 'Add hotel package' })}
            inputLabel={intl.formatMessage({
              id: 'products.hotelPackages.search',
              defaultMessage: 'Search hotel packages',
            })}
            errorMessage={intl.formatMessage({
              id: 'products.hotelPackages.searchError',
              defaultMessage: 'There was an error while searching hotel packages',
            })}
            search={(text) => searchCatalogue('hotelpackages', text)}
            getKey={(hit) => hit.id}
            getLabel={(hit) => `${hit.id} ${hit.name}`}
            draftKey={HOTEL_PACKAGE_DRAFT_KEY}
            toDraft={(hit) => ({
              clockId: String(hit.id),
              name: hit.name,
              nameEn: hit.nameEn ?? '',
              // After the others, as every positioned list's new record (Add waits for the list).
              position: nextPosition(list.data ?? []),
            })}
            to={`${HOTEL_PACKAGES_PATH}/new`}
          />
        ),
      }}
    />
  );
}
