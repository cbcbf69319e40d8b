import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  checkoutAlertsPagedQuery,
  useDeleteCheckoutAlert,
  useSaveCheckoutAlert,
} from '../../entities/checkout-alerts/checkout-alert-queries.ts';
import { useIntl } from '../../i18n/intl.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { PagedCrudPage } from '../../ui/paged-crud-page.tsx';
import { usePagedList } from '../../ui/use-paged-list.ts';
import { alertName, checkoutAlertColumns } from './checkout-alert-columns.tsx';
import { checkoutAlertForm } from './checkout-alert-form.tsx';

/** Checkout alerts (spec section 2): a list paged by the server, with add, an inline edit row and a confirmed delete. */
export function CheckoutAlertsPage() {
  const intl = useIntl();
  const paging = usePagedList();
  const save = useSaveCheckoutAlert();
  const remove = useDeleteCheckoutAlert();
  const columns = useMemo(() => checkoutAlertColumns(intl), [intl]);
  const form = useMemo(() => checkoutAlertForm(intl), [intl]);
  return (
    <PagedCrudPage
      history={{ resource: 'checkout_alerts' }}
      title={intl.formatMessage({ id: 'content.checkoutAlerts.title', defaultMessage: 'Checkout alerts' })}
      paging={paging}
      read={useQuery(checkoutAlertsPagedQuery(paging.query))}
      columns={columns}
      rowKey={(a) => a.id}
      rowName={(a) => alertName(a, intl)}
      emptyText={intl.formatMessage({ id: 'content.checkoutAlerts.empty', defaultMessage: 'No checkout alerts yet.' })}
      online={useOnline()}
      form={form}
      // The save toasts are the defaults, as spec section 8 words them for alerts.
      onSave={(input, a) => save.mutateAsync({ id: a?.id, input, version: a?.version })}
      onDelete={(a) => remove.mutateAsync(a)}
      deleteTitle={intl.formatMessage({
        id: 'content.checkoutAlerts.deleteTitle',
        defaultMessage: 'Delete checkout alert',
      })}
      deleteQuestion={() =>
        intl.formatMessage({
          id: 'content.checkoutAlerts.deleteQuestion',
          defaultMessage: 'Are you sure you want to delete this alert?',
        })
      }
      deleteError={intl.formatMessage({
        id: 'content.checkoutAlerts.deleteError',
        defaultMessage: 'There was an error while deleting data.',
      })}
    />
  );
}
