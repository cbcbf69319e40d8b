import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fvpsQuery, useDeleteFvp } from '../../entities/frequent-visitor-passes/frequent-visitor-pass-queries.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { AddAction } from '../../ui/add-action.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { DELETE_ERROR, FETCH_ERROR } from '../../ui/messages.ts';
import { notify } from '../../ui/notifications.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { Pager } from '../../ui/pager.tsx';
import { usePagedList } from '../../ui/use-paged-list.ts';
import { AddFvpPicker } from './add-fvp-picker.tsx';
import { fvpColumns } from './fvp-columns.tsx';

/** Frequent visitor passes (spec section 2): the configured ones, add through the spa system's picker, edit on a page, delete. */
export function FvpsPage() {
  const list = useQuery(fvpsQuery);
  const online = useOnline();
  const remove = useDeleteFvp();
  const paging = usePagedList();
  const [picking, setPicking] = useState(false);
  const total = list.data?.length ?? 0;
  const columns = fvpColumns({
    online,
    onDelete: (p) =>
      remove.mutate(p.brpProductId, {
        onSuccess: () => paging.afterDelete(total),
        onError: () => notify.error(DELETE_ERROR),
      }),
  });

  return (
    <section className="p-3 md:p-6">
      <PageTitle actions={<AddAction online={online} disabled={!list.data} onClick={() => setPicking(true)} />}>
        Frequent Visitor Pass
      </PageTitle>
      <DataTable
        label="Frequent visitor passes"
        columns={columns}
        rows={list.data && paging.slice(list.data)}
        rowKey={(p) => p.brpProductId}
        loading={list.isFetching}
        error={list.isError && !list.data ? FETCH_ERROR : null}
        emptyText="No frequent visitor passes yet."
        footer={<Pager {...paging.pager(total)} />}
      />
      <AddFvpPicker open={picking} onClose={() => setPicking(false)} />
    </section>
  );
}
