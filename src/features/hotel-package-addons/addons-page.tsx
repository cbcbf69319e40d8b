import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { addonsQuery, useDeleteAddon } from '../../entities/addons/addon-queries.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { AddAction } from '../../ui/add-action.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { DELETE_ERROR, FETCH_ERROR } from '../../ui/messages.ts';
import { notify } from '../../ui/notifications.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { Pager } from '../../ui/pager.tsx';
import { usePagedList } from '../../ui/use-paged-list.ts';
import { AddAddonPicker } from './add-addon-picker.tsx';
import { addonColumns } from './addon-columns.tsx';
import { AddonRestrictionsDialog } from './addon-restrictions-dialog.tsx';

/** Hotel package add-ons (spec section 2): the list, restrictions edited in place, add through a picker, delete. */
export function AddonsPage() {
  const list = useQuery(addonsQuery);
  const online = useOnline();
  const remove = useDeleteAddon();
  const paging = usePagedList();
  const [picking, setPicking] = useState(false);
  const [restrictionsOf, setRestrictionsOf] = useState<string | null>(null);

  const addons = list.data ?? [];
  const editing = addons.find((a) => a.clockId === restrictionsOf);
  const columns = addonColumns({
    online,
    onEditRestrictions: (a) => setRestrictionsOf(a.clockId),
    onDelete: (a) =>
      remove.mutate(a.clockId, {
        onSuccess: () => paging.afterDelete(addons.length),
        onError: () => notify.error(DELETE_ERROR),
      }),
  });

  return (
    <section className="p-3 md:p-6">
      <PageTitle actions={<AddAction online={online} disabled={!list.data} onClick={() => setPicking(true)} />}>
        Hotel package addons
      </PageTitle>
      <DataTable
        label="Hotel package addons"
        columns={columns}
        rows={list.data && paging.slice(list.data)}
        rowKey={(a) => a.clockId}
        loading={list.isFetching}
        error={list.isError && !list.data ? FETCH_ERROR : null}
        emptyText="No hotel package addons yet."
        footer={<Pager {...paging.pager(addons.length)} />}
      />
      <AddAddonPicker
        open={picking}
        configured={addons.map((a) => a.clockId)}
        nextPosition={addons.reduce((max, a) => Math.max(max, a.position), 0) + 1}
        onClose={() => setPicking(false)}
      />
      {editing && (
        <AddonRestrictionsDialog
          key={editing.clockId}
          addon={editing}
          online={online}
          onClose={() => setRestrictionsOf(null)}
        />
      )}
    </section>
  );
}
