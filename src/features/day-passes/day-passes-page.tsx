import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { dayPassesQuery, useDeleteDayPass } from '../../entities/day-passes/day-pass-queries.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { AddAction } from '../../ui/add-action.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { DELETE_ERROR, FETCH_ERROR } from '../../ui/messages.ts';
import { notify } from '../../ui/notifications.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { Pager } from '../../ui/pager.tsx';
import { usePagedList } from '../../ui/use-paged-list.ts';
import { AddDayPassPicker } from './add-day-pass-picker.tsx';
import { dayPassColumns } from './day-pass-columns.tsx';

/** Day passes (spec section 2): the configured ones, add through the spa system's picker, edit on a page, delete. */
export function DayPassesPage() {
  const list = useQuery(dayPassesQuery);
  const online = useOnline();
  const remove = useDeleteDayPass();
  const paging = usePagedList();
  const [picking, setPicking] = useState(false);
  const total = list.data?.length ?? 0;
  const columns = dayPassColumns({
    online,
    onDelete: (d) =>
      remove.mutate(d.brpProductId, {
        onSuccess: () => paging.afterDelete(total),
        onError: () => notify.error(DELETE_ERROR),
      }),
  });

  return (
    <section className="p-3 md:p-6">
      <PageTitle actions={<AddAction online={online} disabled={!list.data} onClick={() => setPicking(true)} />}>
        Day Pass
      </PageTitle>
      <DataTable
        label="Day passes"
        columns={columns}
        rows={list.data && paging.slice(list.data)}
        rowKey={(d) => d.brpProductId}
        loading={list.isFetching}
        error={list.isError && !list.data ? FETCH_ERROR : null}
        emptyText="No day passes yet."
        footer={<Pager {...paging.pager(total)} />}
      />
      <AddDayPassPicker open={picking} onClose={() => setPicking(false)} />
    </section>
  );
}
