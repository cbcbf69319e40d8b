import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { treatmentsPagedQuery, useDeleteTreatment } from '../../entities/treatments/treatment-queries.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { AddAction } from '../../ui/add-action.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { DELETE_ERROR, FETCH_ERROR } from '../../ui/messages.ts';
import { notify } from '../../ui/notifications.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { Pager } from '../../ui/pager.tsx';
import { usePagedList } from '../../ui/use-paged-list.ts';
import { AddTreatmentPicker } from './add-treatment-picker.tsx';
import { treatmentColumns } from './treatment-columns.tsx';

/** Treatments (spec section 2): the paged list with edit and a confirmed delete; Add picks a spa-system treatment. */
export function TreatmentsPage() {
  const paging = usePagedList();
  const list = useQuery(treatmentsPagedQuery(paging.query));
  const online = useOnline();
  const remove = useDeleteTreatment();
  const [picking, setPicking] = useState(false);
  const total = list.data?.totalItems ?? 0;

  const columns = treatmentColumns({
    online,
    onDelete: (t) =>
      remove.mutate(t.brpProductId, {
        onSuccess: () => paging.afterDelete(total),
        onError: () => notify.error(DELETE_ERROR),
      }),
  });

  return (
    <section className="p-3 md:p-6">
      <PageTitle actions={<AddAction online={online} onClick={() => setPicking(true)} />}>Treatments</PageTitle>
      <DataTable
        label="Treatments"
        columns={columns}
        rows={list.data?.items}
        rowKey={(t) => t.brpProductId}
        loading={list.isFetching}
        error={list.isError && !list.data ? FETCH_ERROR : null}
        emptyText="No treatments yet."
        footer={<Pager {...paging.pager(total)} />}
      />
      <AddTreatmentPicker open={picking} onClose={() => setPicking(false)} />
    </section>
  );
}
