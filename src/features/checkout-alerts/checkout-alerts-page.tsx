import { useQuery } from '@tanstack/react-query';
import {
  checkoutAlertsPagedQuery,
  useDeleteCheckoutAlert,
  useSaveCheckoutAlert,
} from '../../entities/checkout-alerts/checkout-alert-queries.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { PagedCrudPage } from '../../ui/paged-crud-page.tsx';
import { usePagedList } from '../../ui/use-paged-list.ts';
import { alertName, checkoutAlertColumns } from './checkout-alert-columns.tsx';
import { checkoutAlertForm } from './checkout-alert-form.tsx';

/** Checkout alerts (spec section 2): a list paged by the server, with add, an inline edit row and a confirmed delete. */
export function CheckoutAlertsPage() {
  const paging = usePagedList();
  const save = useSaveCheckoutAlert();
  const remove = useDeleteCheckoutAlert();
  return (
    <PagedCrudPage
      history={{ resource: 'checkout_alerts' }}
      title="Checkout alerts"
      paging={paging}
      read={useQuery(checkoutAlertsPagedQuery(paging.query))}
      columns={checkoutAlertColumns}
      rowKey={(a) => a.id}
      rowName={alertName}
      emptyText="No checkout alerts yet."
      online={useOnline()}
      form={checkoutAlertForm}
      // The save toasts are the defaults, as spec section 8 words them for alerts.
      onSave={(input, a) => save.mutateAsync({ id: a?.id, input, version: a?.version })}
      onDelete={(a) => remove.mutateAsync(a)}
      deleteTitle="Delete checkout alert"
      deleteQuestion={() => 'Are you sure you want to delete this alert?'}
      deleteError="There was an error while deleting data."
    />
  );
}
