import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { DiscountCode } from '../../../contract/codes.ts';
import { useOnline } from '../../offline/sync-context.tsx';
import { AddAction } from '../../ui/add-action.tsx';
import { Button } from '../../ui/button.tsx';
import { useConfirm } from '../../ui/confirm-provider.tsx';
import { DataTable, type Column } from '../../ui/data-table.tsx';
import { dayName, sortDays } from '../../ui/days-of-week.ts';
import { notify } from '../../ui/notifications.ts';
import { PageTitle } from '../../ui/page-title.tsx';
import { useRowEditor } from '../../ui/use-row-editor.ts';
import { useDeleteDiscountCode } from './api/delete-discount-code.ts';
import { discountCodesQuery } from './api/get-discount-codes.ts';
import { hotelPackageChoicesQuery } from './api/get-hotel-packages.ts';
import { AttachedPackagesPanel } from './attached-packages-panel.tsx';
import { draftOf, type DiscountCodeDraft } from './discount-code-draft.ts';
import { DiscountCodeEditRow } from './discount-code-edit-row.tsx';
import { formatTableDate } from '../../ui/table-date.ts';

const FETCH_ERROR = 'There was an error while fetching data.';
/** Stands in the list for the unsaved new row (ids from the server are positive). */
const NEW_ROW: DiscountCode = { id: 0, code: '', amount: 0, activeFrom: null, activeTo: null, daysOfWeek: [], useCount: 0, hotelPackages: [], createdAt: '', createdBy: '', updatedAt: null, updatedBy: null };
/** Spec section 9: dates in tables as YYYY-MM-DD hh:mm. */
const tableDate = (value: string | null) => formatTableDate(value, '–');
/** Text cells as tall as the row's buttons, so everything in a row lines up. */
const line = (content: ReactNode) => <span className="flex min-h-touch items-center">{content}</span>;
const days = (list: readonly number[]) => (list.length === 7 ? 'Every day' : sortDays(list).map((d) => dayName(d).slice(0, 3)).join(', '));

/** Discount codes (spec sections 2 and 4): expandable rows with their hotel packages, inline edit and new-row mode. */
export function DiscountCodesPage() {
  const list = useQuery(discountCodesQuery);
  const choices = useQuery(hotelPackageChoicesQuery);
  const online = useOnline();
  const confirm = useConfirm();
  const remove = useDeleteDiscountCode();
  const rows = useRowEditor<DiscountCodeDraft>();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());

  useEffect(() => {
    if (list.isError || choices.isError) notify.error(FETCH_ERROR);
  }, [list.isError, list.errorUpdatedAt, choices.isError, choices.errorUpdatedAt]);

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const askDelete = async (code: DiscountCode) => {
    const ok = await confirm({ title: 'Delete discount code', message: `Are you sure you want to delete '${code.code}'?`, danger: true });
    if (ok) remove.mutate(code.id, { onError: () => notify.error('There was an error while deleting item.') });
  };

  const columns: Array<Column<DiscountCode>> = [
    {
      id: 'code',
      header: 'Code',
      cell: (c) => (
        <div className="flex items-center gap-1">
          <button
            type="button"
            aria-expanded={expanded.has(c.id)}
            aria-label={`Hotel packages of ${c.code}`}
            onClick={() => toggle(c.id)}
            className="flex min-h-touch min-w-touch items-center justify-center rounded text-primary-700 hover:bg-primary-50"
          >
            <span aria-hidden="true">{expanded.has(c.id) ? '▾' : '▸'}</span>
          </button>
          <span className="font-medium">{c.code}</span>
        </div>
      ),
    },
    { id: 'amount', header: 'Amount %', cell: (c) => line(c.amount) },
    { id: 'activeFrom', header: 'Active since', className: 'whitespace-nowrap', cell: (c) => line(tableDate(c.activeFrom)) },
    { id: 'activeTo', header: 'Active to', className: 'whitespace-nowrap', cell: (c) => line(tableDate(c.activeTo)) },
    { id: 'daysOfWeek', header: 'Days of week', cell: (c) => line(days(c.daysOfWeek)) },
    { id: 'useCount', header: 'Use count', cell: (c) => line(c.useCount) },
    {
      id: 'actions',
      header: 'Actions',
      cell: (c) => (
        <div className="flex gap-1">
          <Button variant="ghost" disabled={rows.busy} aria-label={`Edit ${c.code}`} onClick={() => rows.startEdit(c.id, draftOf(c))}>
            Edit
          </Button>
          <Button variant="ghost" disabled={!online || remove.isPending} aria-label={`Delete ${c.code}`} onClick={() => void askDelete(c)}>
            Delete
          </Button>
        </div>
      ),
    },
  ];

  const codes = list.isError ? [] : list.data;
  const shown = rows.isNew && codes ? [NEW_ROW, ...codes] : codes;

  return (
    <section className="p-3 md:p-6">
      <PageTitle
        actions={<AddAction online={online} disabled={rows.busy} onClick={() => rows.startNew(draftOf())} />}
      >
        Discount codes
      </PageTitle>
      <DataTable
        label="Discount codes"
        columns={columns}
        rows={shown}
        rowKey={(c) => c.id}
        loading={list.isFetching}
        emptyText="No discount codes yet."
        renderRow={(c, cells) => {
          const isNewRow = c.id === NEW_ROW.id;
          if ((isNewRow ? rows.isNew : rows.isEditing(c.id)) && rows.draft) {
            return (
              <DiscountCodeEditRow
                label={isNewRow ? 'New discount code' : `Edit discount code ${c.code}`}
                draft={rows.draft}
                otherCodes={(codes ?? []).filter((other) => other.id !== c.id).map((other) => other.code)}
                colSpan={columns.length}
                online={online}
                onChange={rows.update}
                onSaved={rows.cancel}
                onCancel={rows.cancel}
              />
            );
          }
          return (
            <>
              <tr className="border-b border-gray-100">{cells}</tr>
              {expanded.has(c.id) && (
                <tr className="border-b border-gray-100 bg-gray-50">
                  <td colSpan={columns.length} className="p-3">
                    <AttachedPackagesPanel code={c} choices={choices.data ?? []} online={online} />
                  </td>
                </tr>
              )}
            </>
          );
        }}
      />
    </section>
  );
}
