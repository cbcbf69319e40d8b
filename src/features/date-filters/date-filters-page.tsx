import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  dateFiltersPagedQuery,
  useDeleteDateFilter,
  useSaveDateFilter,
} from '../../entities/date-filters/date-filter-queries.ts';
import { useIntl } from '../../i18n/intl.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { PagedCrudPage } from '../../ui/paged-crud-page.tsx';
import { usePagedList } from '../../ui/use-paged-list.ts';
import { dateFilterColumns } from './date-filter-columns.tsx';
import { dateFilterForm } from './date-filter-form.tsx';

/** Date filters (spec section 2): a paged list with add, an inline edit row and a confirmed delete. */
export function DateFiltersPage() {
  const intl = useIntl();
  const paging = usePagedList();
  const save = useSaveDateFilter();
  const remove = useDeleteDateFilter();
  const columns = useMemo(() => dateFilterColumns(intl), [intl]);
  const form = useMemo(() => dateFilterForm(intl), [intl]);
  return (
    <PagedCrudPage
      history={{ resource: 'date_filters' }}
      title={intl.formatMessage({ id: 'products.dateFilters.title', defaultMessage: 'Date filters' })}
      paging={paging}
      read={useQuery(dateFiltersPagedQuery(paging.query))}
      columns={columns}
      rowKey={(f) => f.id}
      rowName={(f) => f.name}
      emptyText={intl.formatMessage({ id: 'products.dateFilters.empty', defaultMessage: 'No date filters yet.' })}
      online={useOnline()}
      form={form}
      onSave={(input, f) => save.mutateAsync({ ...input, id: f?.id, version: f?.version })}
      // Spec section 8: the date filter's save error, spelling as is.
      saveError={intl.formatMessage({
        id: 'products.dateFilters.saveError',
        defaultMessage: 'There wa an error while saving item.',
      })}
      onDelete={(f) => remove.mutateAsync(f)}
      deleteTitle={intl.formatMessage({ id: 'products.dateFilters.deleteTitle', defaultMessage: 'Delete date filter' })}
    />
  );
}
