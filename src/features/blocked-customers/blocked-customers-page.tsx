import { readablePhone } from '../../../contract/phone.ts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  blockedCustomersPagedQuery,
  useDeleteBlockedCustomer,
  useSaveBlockedCustomer,
} from '../../entities/blocked-customers/blocked-customer-queries.ts';
import { dialCodesQuery } from '../../entities/dial-codes/dial-code-queries.ts';
import { useIntl } from '../../i18n/intl.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { PagedCrudPage } from '../../ui/paged-crud-page.tsx';
import { usePagedList } from '../../ui/use-paged-list.ts';
import { blockedCustomerColumns } from './blocked-customer-columns.tsx';
import { blockedCustomerForm } from './blocked-customer-form.tsx';

/** Who a row blocks: its email address if it has one, otherwise its phone number (spec section 2). */
const blocks = (c: { emailAddress: string; phoneNumber: string }) => c.emailAddress || readablePhone(c.phoneNumber);

/**
 * Blocked customers (spec section 2): a list paged by the server, inline edit, a confirmed delete, and Add as the
 * table's new row with the country selector, so adding and editing share the same save, toasts and field errors.
 */
export function BlockedCustomersPage() {
  const intl = useIntl();
  const paging = usePagedList();
  const dialCodes = useQuery(dialCodesQuery);
  const save = useSaveBlockedCustomer();
  const remove = useDeleteBlockedCustomer();
  const form = useMemo(() => blockedCustomerForm(dialCodes.data ?? [], intl), [dialCodes.data, intl]);
  const columns = useMemo(() => blockedCustomerColumns(intl), [intl]);
  return (
    <PagedCrudPage
      history={{ resource: 'blocked_customers' }}
      title={intl.formatMessage({ id: 'content.blockedCustomers.title', defaultMessage: 'Blocked customers' })}
      paging={paging}
      read={useQuery(blockedCustomersPagedQuery(paging.query))}
      // The add row's country selector needs the dial codes first.
      addDisabled={!dialCodes.data?.length}
      columns={columns}
      rowKey={(c) => c.id}
      rowName={blocks}
      emptyText={intl.formatMessage({ id: 'content.blockedCustomers.empty', defaultMessage: 'No blocked customers.' })}
      online={useOnline()}
      form={form}
      onSave={(input, c) => save.mutateAsync({ id: c?.id, input, version: c?.version })}
      onDelete={(c) => remove.mutateAsync(c)}
      deleteTitle={intl.formatMessage({
        id: 'content.blockedCustomers.deleteTitle',
        defaultMessage: 'Delete blocked customer',
      })}
      deleteQuestion={(c) =>
        intl.formatMessage(
          {
            id: 'content.blockedCustomers.deleteQuestion',
            defaultMessage: "Are you sure you want to delete ''{who}'' from the list?",
          },
          { who: blocks(c) },
        )
      }
      deleteError={intl.formatMessage({
        id: 'content.blockedCustomers.deleteError',
        defaultMessage: 'There was an error while deleting data.',
      })}
    />
  );
}
