import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { HotelPackage, SearchHit } from '../../../contract/hotel-products.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { AddAction } from '../../ui/add-action.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { DraftPicker } from '../../ui/draft-picker.tsx';
import { notify } from '../../ui/notifications.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { RowActions } from '../../ui/row-actions.tsx';
import { useDeleteHotelPackage } from './api/delete-hotel-package.ts';
import { hotelPackagesQuery } from './api/get-hotel-packages.ts';
import { searchHotelPackages } from './api/search-hotel-packages.ts';
import { HOTEL_PACKAGE_DRAFT_KEY, type PickedPackage } from './hotel-package-draft.ts';

const FETCH_ERROR = 'There was an error while fetching data.';
const price = (value: number | null) => (value === null ? '' : `${value.toLocaleString('nb-NO')} kr`);

/** Hotel packages: the configured ones by position; Add searches the hotel catalogue for one not configured yet. */
export function HotelPackagesPage() {
  const list = useQuery(hotelPackagesQuery);
  const online = useOnline();
  const navigate = useNavigate();
  const remove = useDeleteHotelPackage();
  const [picking, setPicking] = useState(false);

  useEffect(() => {
    if (list.isError) notify.error(FETCH_ERROR);
  }, [list.isError, list.errorUpdatedAt]);

  const columns: Array<Column<HotelPackage>> = [
    { id: 'position', header: 'Position', cell: (p) => p.position },
    { id: 'clockId', header: 'Clock id', cell: (p) => p.clockId, className: 'whitespace-nowrap' },
    { id: 'name', header: 'Name', cell: (p) => p.name },
    { id: 'nameEn', header: 'Name EN', cell: (p) => p.nameEn },
    { id: 'priceFrom', header: 'Price from', cell: (p) => price(p.priceFrom), className: 'whitespace-nowrap' },
    { id: 'displayOnSite', header: 'Display on site', cell: (p) => (p.displayOnSite ? 'Yes' : 'No') },
    {
      id: 'actions',
      header: 'Actions',
      cell: (p) => (
        <RowActions
          name={p.name}
          onEdit={() => void navigate(`/hotelpackages/${encodeURIComponent(p.clockId)}`)}
          online={online}
          deleteTitle="Delete hotel package"
          onDelete={() => remove.mutate(p.clockId, { onError: () => notify.error('There was an error while deleting item.') })}
        />
      ),
    },
  ];

  return (
    <section className="p-3 md:p-6">
      <PageTitle
        actions={<AddAction online={online} onClick={() => setPicking(true)} />}
      >
        Hotel packages
      </PageTitle>
      <DataTable
        label="Hotel packages"
        columns={columns}
        rows={list.isError ? [] : list.data}
        rowKey={(p) => p.clockId}
        loading={list.isFetching}
        emptyText="No hotel packages yet."
      />
      <DraftPicker<SearchHit, PickedPackage>
        open={picking}
        title="Add hotel package"
        inputLabel="Search hotel packages"
        errorMessage="There was an error while searching hotel packages"
        onClose={() => setPicking(false)}
        search={searchHotelPackages}
        getKey={(hit) => hit.id}
        getLabel={(hit) => `${hit.id} ${hit.name}`}
        draftKey={HOTEL_PACKAGE_DRAFT_KEY}
        toDraft={(hit) => ({ clockId: String(hit.id), name: hit.name, nameEn: hit.nameEn ?? '' })}
        to="/hotelpackages/new"
      />
    </section>
  );
}
