import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { blockedCustomersPagedQuery, useDeleteBlockedCustomer, useSaveBlockedCustomer } from '../../entities/blocked-customers/blocked-customer-queries.ts';
import { dialCodesQuery } from '../../entities/dial-codes/dial-code-queries.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { AddAction } from '../../ui/add-action.tsx';
import { InlineCrudTable } from '../../ui/inline-crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { Pager } from '../../ui/pager.tsx';
import { usePagedList } from '../../ui/use-paged-list.ts';
import { blockedCustomerColumns } from './blocked-customer-columns.tsx';
import { blockedCustomerForm } from './blocked-customer-form.tsx';

/** Who a row blocks: its email address if it has one, otherwise its phone number (spec section 2). */
const blocks = (c: { emailAddress: string; phoneNumber: string }) => c.emailAddress || c.phoneNumber;

/**
 * Blocked customers (spec section 2): a list paged by the server, inline edit, a confirmed delete, and Add as the
 * table's new row with the country selector, so adding and editing share the same save, toasts and field errors.
 */
export function BlockedCustomersPage() {
  const paging = usePagedList();
  const list = useQuery(blockedCustomersPagedQuery(paging.query));
  const dialCodes = useQuery(dialCodesQuery);
  const online = useOnline();
  const save = useSaveBlockedCustomer();
  const remove = useDeleteBlockedCustomer();
  const total = list.data?.totalItems ?? 0;
  const form = useMemo(() => blockedCustomerForm(dialCodes.data ?? []), [dialCodes.data]);

  return (
    <section className="p-3 md:p-6">
      <InlineCrudTable
        label="Blocked customers"
        columns={blockedCustomerColumns}
        rows={list.isError ? [] : list.data?.items}
        rowKey={(c) => c.id}
        rowName={blocks}
        loading={list.isFetching}
        emptyText="No blocked customers."
        online={online}
        form={form}
        onSave={(input, c) => save.mutateAsync({ id: c?.id, input })}
        // New rows are listed last: show the page that holds the new one.
        onSaved={(c) => c || paging.showLastPage(total)}
        onDelete={(c) => remove.mutateAsync(c.id)}
        onDeleted={() => paging.afterDelete(total)}
        deleteTitle="Delete blocked customer"
        deleteQuestion={(c) => `Are you sure you want to delete '${blocks(c)}' from the list?`}
        deleteError="There was an error while deleting data."
        footer={<Pager {...paging.pager(total)} />}
      >
        {({ start, busy }) => (
          // The add row's country selector needs the dial codes first.
          <PageTitle actions={<AddAction online={online} disabled={busy || !dialCodes.data?.length} onClick={start} />}>Blocked customers</PageTitle>
        )}
      </InlineCrudTable>
    </section>
  );
}
