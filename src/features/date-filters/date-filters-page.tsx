import { useQuery } from '@tanstack/react-query';
import { dateFiltersPagedQuery, useDeleteDateFilter, useSaveDateFilter } from '../../entities/date-filters/date-filter-queries.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { AddAction } from '../../ui/add-action.tsx';
import { InlineCrudTable } from '../../ui/inline-crud-table.tsx';
import { PageTitle } from '../../ui/page-title.tsx';
import { Pager } from '../../ui/pager.tsx';
import { usePagedList } from '../../ui/use-paged-list.ts';
import { dateFilterColumns } from './date-filter-columns.tsx';
import { dateFilterForm } from './date-filter-form.tsx';

/** Date filters (spec section 2): a paged list with add, an inline edit row and a confirmed delete. */
export function DateFiltersPage() {
  const paging = usePagedList();
  const list = useQuery(dateFiltersPagedQuery(paging.query));
  const online = useOnline();
  const save = useSaveDateFilter();
  const remove = useDeleteDateFilter();
  const total = list.data?.totalItems ?? 0;

  return (
    <section className="p-3 md:p-6">
      <InlineCrudTable
        label="Date filters"
        columns={dateFilterColumns}
        rows={list.isError ? [] : list.data?.items}
        rowKey={(f) => f.id}
        rowName={(f) => f.name}
        loading={list.isFetching}
        emptyText="No date filters yet."
        online={online}
        form={dateFilterForm}
        onSave={(input, f) => save.mutateAsync({ ...input, id: f?.id })}
        // Spec section 8: the date filter's save error, spelling as is. New filters are listed last.
        saveError="There wa an error while saving item."
        onSaved={(f) => f || paging.showLastPage(total)}
        onDelete={(f) => remove.mutateAsync(f.id)}
        onDeleted={() => paging.afterDelete(total)}
        deleteTitle="Delete date filter"
        footer={<Pager {...paging.pager(total)} />}
      >
        {({ start, busy }) => (
          <PageTitle actions={<AddAction online={online} disabled={busy} onClick={start} />}>Date filters</PageTitle>
        )}
      </InlineCrudTable>
    </section>
  );
}
