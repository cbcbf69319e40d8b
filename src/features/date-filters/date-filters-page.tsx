import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { pagedQuerySchema } from '../../../contract/common.ts';
import type { DateFilter } from '../../../contract/date-filters.ts';
import { ApiError } from '../../api/http.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { AddAction } from '../../ui/add-action.tsx';
import { useConfirm } from '../../ui/confirm-provider.tsx';
import { DataTable } from '../../ui/data-table.tsx';
import { notify } from '../../ui/notifications.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { Pager, pageCount } from '../../ui/pager.tsx';
import { useRowEditor } from '../../ui/use-row-editor.ts';
import { useDeleteDateFilter } from './api/delete-date-filter.ts';
import { dateFiltersPagedQuery } from './api/get-date-filters-paged.ts';
import { useSaveDateFilter } from './api/save-date-filter.ts';
import { dateFilterColumns } from './date-filter-columns.tsx';
import { draftOf, inputOf, type DateFilterDraft } from './date-filter-draft.ts';
import { DateFilterEditRow } from './date-filter-edit-row.tsx';

const FETCH_ERROR = 'There was an error while fetching data.';
/** Spec section 8: the date filter's save error, spelling as is. */
const SAVE_ERROR = 'There wa an error while saving item.';
const DELETE_ERROR = 'There was an error while deleting item.';
/** Stands in the list for the unsaved new row (ids from the server are positive). */
const NEW_ROW_ID = 0;

/** Date filters (spec section 2): a paged list with add, an inline edit row and a confirmed delete. */
export function DateFiltersPage() {
  const [params, setParams] = useSearchParams();
  const { page, itemsPerPage } = pagedQuerySchema.catch(pagedQuerySchema.parse({})).parse(Object.fromEntries(params));
  const list = useQuery(dateFiltersPagedQuery(page, itemsPerPage));
  const online = useOnline();
  const confirm = useConfirm();
  const save = useSaveDateFilter();
  const remove = useDeleteDateFilter();
  const rows = useRowEditor<DateFilterDraft>();
  const total = list.data?.totalItems ?? 0;

  useEffect(() => {
    if (list.isError) notify.error(FETCH_ERROR);
  }, [list.isError, list.errorUpdatedAt]);

  const setPage = (changes: { page?: number; itemsPerPage?: number }) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) next.set(key, String(value));
      return next;
    });

  const submit = (draft: DateFilterDraft) =>
    save.mutate(inputOf(draft), {
      onSuccess: () => {
        notify.success('Save successful');
        rows.cancel();
        // New filters are listed last: show the page the new one is on.
        if (!draft.id) setPage({ page: pageCount(total + 1, itemsPerPage) });
      },
      onError: (err) => {
        notify.error(SAVE_ERROR);
        // Deleted elsewhere: there is nothing left to edit (the reloaded list no longer has it).
        if (err instanceof ApiError && err.status === 404) rows.cancel();
      },
    });

  const askDelete = async (filter: DateFilter) => {
    const ok = await confirm({ title: 'Delete date filter', message: `Are you sure you want to delete '${filter.name}'?`, danger: true });
    if (!ok) return;
    remove.mutate(filter.id, {
      onSuccess: () => {
        if (page > pageCount(total - 1, itemsPerPage)) setPage({ page: page - 1 });
      },
      onError: () => notify.error(DELETE_ERROR),
    });
  };

  const columns = dateFilterColumns({
    editing: rows.busy,
    canDelete: online && !remove.isPending,
    onEdit: (f) => rows.startEdit(f.id, draftOf(f)),
    onDelete: (f) => void askDelete(f),
  });

  const items = list.isError ? [] : list.data?.items;
  const shown = rows.isNew && items ? [{ ...inputOfNew(), id: NEW_ROW_ID }, ...items] : items;

  return (
    <section className="p-3 md:p-6">
      <PageTitle
        actions={<AddAction online={online} disabled={rows.busy} onClick={() => rows.startNew(draftOf())} />}
      >
        Date filters
      </PageTitle>
      <DataTable
        label="Date filters"
        columns={columns}
        rows={shown}
        rowKey={(f) => f.id}
        loading={list.isFetching}
        emptyText="No date filters yet."
        renderRow={(f, cells) => {
          const editing = f.id === NEW_ROW_ID ? rows.isNew : rows.isEditing(f.id);
          if (!editing || !rows.draft) return <tr className="border-b border-gray-100">{cells}</tr>;
          return (
            <DateFilterEditRow
              label={f.id === NEW_ROW_ID ? 'New date filter' : `Edit date filter ${f.name}`}
              draft={rows.draft}
              colSpan={columns.length}
              online={online}
              saving={save.isPending}
              onChange={rows.update}
              onSave={() => rows.draft && submit(rows.draft)}
              onCancel={rows.cancel}
            />
          );
        }}
        footer={
          <Pager
            page={page}
            total={total}
            pageSize={itemsPerPage}
            onPageChange={(next) => {
              rows.cancel();
              setPage({ page: next });
            }}
            onPageSizeChange={(size) => {
              rows.cancel();
              setPage({ itemsPerPage: size, page: 1 });
            }}
          />
        }
      />
    </section>
  );
}

/** The placeholder the new row stands on in the table (its fields are in the row editor's draft). */
function inputOfNew(): Omit<DateFilter, 'id'> {
  return { name: '', isAnnual: false, dates: [], daysOfWeek: [], fromDate: null, toDate: null, hours: 0 };
}
