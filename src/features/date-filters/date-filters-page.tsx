import { useQuery } from '@tanstack/react-query';
import {
  dateFiltersPagedQuery,
  useDeleteDateFilter,
  useSaveDateFilter,
} from '../../entities/date-filters/date-filter-queries.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { PagedCrudPage } from '../../ui/paged-crud-page.tsx';
import { usePagedList } from '../../ui/use-paged-list.ts';
import { dateFilterColumns } from './date-filter-columns.tsx';
import { dateFilterForm } from './date-filter-form.tsx';

/** Date filters (spec section 2): a paged list with add, an inline edit row and a confirmed delete. */
export function DateFiltersPage() {
  const paging = usePagedList();
  const save = useSaveDateFilter();
  const remove = useDeleteDateFilter();
  return (
    <PagedCrudPage
      history={{ resource: 'date_filters' }}
      title="Date filters"
      paging={paging}
      read={useQuery(dateFiltersPagedQuery(paging.query))}
      columns={dateFilterColumns}
      rowKey={(f) => f.id}
      rowName={(f) => f.name}
      emptyText="No date filters yet."
      online={useOnline()}
      form={dateFilterForm}
      onSave={(input, f) => save.mutateAsync({ ...input, id: f?.id, version: f?.version })}
      // Spec section 8: the date filter's save error, spelling as is.
      saveError="There wa an error while saving item."
      onDelete={(f) => remove.mutateAsync(f)}
      deleteTitle="Delete date filter"
    />
  );
}
