import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { HotelPackageAddon } from '../../../contract/hotel-products.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { AddAction } from '../../ui/add-action.tsx';
import { useConfirm } from '../../ui/confirm-provider.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { notify } from '../../ui/notifications.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { DEFAULT_PAGE_SIZE, Pager, pageCount } from '../../ui/pager.tsx';
import { AddAddonPicker } from './add-addon-picker.tsx';
import { addonColumns } from './addon-columns.tsx';
import { AddonRestrictionsDialog } from './addon-restrictions-dialog.tsx';
import { useDeleteAddon } from './api/delete-addon.ts';
import { addonsQuery } from './api/get-addons.ts';

const FETCH_ERROR = 'There was an error while fetching data.';

/** Hotel package add-ons (spec section 2): the list, restrictions edited in place, add through a picker, delete. */
export function AddonsPage() {
  const list = useQuery(addonsQuery);
  const online = useOnline();
  const confirm = useConfirm();
  const remove = useDeleteAddon();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  const [picking, setPicking] = useState(false);
  const [restrictionsOf, setRestrictionsOf] = useState<string | null>(null);

  useEffect(() => {
    if (list.isError) notify.error(FETCH_ERROR);
  }, [list.isError, list.errorUpdatedAt]);

  const addons = list.data ?? [];
  // After a delete the last page may be gone: show the last one there is.
  const current = Math.min(page, pageCount(addons.length, pageSize));
  const rows = list.data?.slice((current - 1) * pageSize, current * pageSize);
  const editing = addons.find((a) => a.clockId === restrictionsOf);

  const askDelete = async (addon: HotelPackageAddon) => {
    const ok = await confirm({ title: 'Delete hotel package addon', message: `Are you sure you want to delete '${addon.name}'?`, danger: true });
    if (ok) remove.mutate(addon.clockId, { onError: () => notify.error('There was an error while deleting item.') });
  };

  return (
    <section className="p-3 md:p-6">
      <PageTitle
        actions={<AddAction online={online} disabled={!list.data} onClick={() => setPicking(true)} />}
      >
        Hotel package addons
      </PageTitle>
      <DataTable
        label="Hotel package addons"
        columns={addonColumns({ online, onEditRestrictions: (a) => setRestrictionsOf(a.clockId), onDelete: (a) => void askDelete(a) })}
        rows={list.isError && !list.data ? [] : rows}
        rowKey={(a) => a.clockId}
        loading={list.isFetching}
        error={list.isError && !list.data ? FETCH_ERROR : null}
        emptyText="No hotel package addons yet."
        footer={<Pager page={current} total={addons.length} pageSize={pageSize} onPageChange={setPage} onPageSizeChange={setPageSize} />}
      />
      <AddAddonPicker
        open={picking}
        configured={addons.map((a) => a.clockId)}
        nextPosition={addons.reduce((max, a) => Math.max(max, a.position), 0) + 1}
        onClose={() => setPicking(false)}
      />
      {editing && <AddonRestrictionsDialog key={editing.clockId} addon={editing} online={online} onClose={() => setRestrictionsOf(null)} />}
    </section>
  );
}
