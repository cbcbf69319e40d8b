import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { SearchHit } from '../../../contract/hotel-products.ts';
import { hotelPackagesQuery, useDeleteHotelPackage } from '../../entities/hotel-packages/hotel-package-queries.ts';
import { searchCatalogue } from '../../entities/search/catalogue-search.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { AddAction } from '../../ui/add-action.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { DraftPicker } from '../../ui/draft-picker.tsx';
import { DELETE_ERROR } from '../../ui/messages.ts';
import { notify } from '../../ui/notifications.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { Pager } from '../../ui/pager.tsx';
import { RowActions } from '../../ui/row-actions.tsx';
import { usePagedList } from '../../ui/use-paged-list.ts';
import { hotelPackageColumns } from './hotel-package-columns.tsx';
import { HOTEL_PACKAGE_DRAFT_KEY, type PickedPackage } from './hotel-package-form-schema.ts';

/** Hotel packages: the configured ones by position, paged here; Add searches the hotel catalogue for one not configured yet. */
export function HotelPackagesPage() {
  const paging = usePagedList();
  const list = useQuery(hotelPackagesQuery);
  const online = useOnline();
  const navigate = useNavigate();
  const remove = useDeleteHotelPackage();
  const [picking, setPicking] = useState(false);
  const total = list.data?.length ?? 0;

  return (
    <section className="p-3 md:p-6">
      <PageTitle actions={<AddAction online={online} onClick={() => setPicking(true)} />}>Hotel packages</PageTitle>
      <DataTable
        label="Hotel packages"
        columns={[
          ...hotelPackageColumns,
          {
            id: 'actions',
            header: 'Actions',
            cell: (p) => (
              <RowActions
                name={p.name}
                onEdit={() => void navigate(`/hotelpackages/${encodeURIComponent(p.clockId)}`)}
                online={online}
                deleteTitle="Delete hotel package"
                onDelete={() =>
                  remove.mutate(p.clockId, {
                    onSuccess: () => paging.afterDelete(total),
                    onError: () => notify.error(DELETE_ERROR),
                  })
                }
              />
            ),
          },
        ]}
        rows={list.isError ? [] : list.data && paging.slice(list.data)}
        rowKey={(p) => p.clockId}
        loading={list.isFetching}
        emptyText="No hotel packages yet."
        footer={<Pager {...paging.pager(total)} />}
      />
      <DraftPicker<SearchHit, PickedPackage>
        open={picking}
        title="Add hotel package"
        inputLabel="Search hotel packages"
        errorMessage="There was an error while searching hotel packages"
        onClose={() => setPicking(false)}
        search={(text) => searchCatalogue('hotelpackages', text)}
        getKey={(hit) => hit.id}
        getLabel={(hit) => `${hit.id} ${hit.name}`}
        draftKey={HOTEL_PACKAGE_DRAFT_KEY}
        toDraft={(hit) => ({ clockId: String(hit.id), name: hit.name, nameEn: hit.nameEn ?? '' })}
        to="/hotelpackages/new"
      />
    </section>
  );
}
