import { useQuery } from '@tanstack/react-query';
import { checkoutAlertsPagedQuery, useDeleteCheckoutAlert, useSaveCheckoutAlert } from '../../entities/checkout-alerts/checkout-alert-queries.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { AddAction } from '../../ui/add-action.tsx';
import { InlineCrudTable } from '../../ui/inline-crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { Pager } from '../../ui/pager.tsx';
import { usePagedList } from '../../ui/use-paged-list.ts';
import { alertName, checkoutAlertColumns } from './checkout-alert-columns.tsx';
import { checkoutAlertForm } from './checkout-alert-form.tsx';

/** Checkout alerts (spec section 2): a list paged by the server, with add, an inline edit row and a confirmed delete. */
export function CheckoutAlertsPage() {
  const paging = usePagedList();
  const list = useQuery(checkoutAlertsPagedQuery(paging.query));
  const online = useOnline();
  const save = useSaveCheckoutAlert();
  const remove = useDeleteCheckoutAlert();
  const total = list.data?.totalItems ?? 0;

  return (
    <section className="p-3 md:p-6">
      <InlineCrudTable
        label="Checkout alerts"
        columns={checkoutAlertColumns}
        rows={list.isError ? [] : list.data?.items}
        rowKey={(a) => a.id}
        rowName={alertName}
        loading={list.isFetching}
        emptyText="No checkout alerts yet."
        online={online}
        form={checkoutAlertForm}
        onSave={(input, a) => save.mutateAsync({ ...input, id: a?.id })}
        // New alerts are listed last (by id): show the page that holds it. The save toasts are the defaults, as spec section 8 words them for alerts.
        onSaved={(a) => a || paging.showLastPage(total)}
        onDelete={(a) => remove.mutateAsync(a.id)}
        onDeleted={() => paging.afterDelete(total)}
        deleteTitle="Delete checkout alert"
        deleteQuestion={() => 'Are you sure you want to delete this alert?'}
        deleteError="There was an error while deleting data."
        footer={<Pager {...paging.pager(total)} />}
      >
        {({ start, busy }) => (
          <PageTitle actions={<AddAction online={online} disabled={busy} onClick={start} />}>Checkout alerts</PageTitle>
        )}
      </InlineCrudTable>
    </section>
  );
}
