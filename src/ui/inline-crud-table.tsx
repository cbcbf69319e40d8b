import { useState, type ReactNode } from 'react';
import type { z } from 'zod/mini';
import { useIntl } from '../i18n/intl.ts';
import { DataTable, type Column, type SortState } from './data-table.tsx';
import { InlineCrudEditRow, type InlineCrudForm } from './inline-crud-edit-row.tsx';
import { uiMessages } from './messages.ts';
import { notify } from './notifications.ts';
import type { HistoryResource } from '../../contract/history.ts';
import { HistoryButton } from './history/history-button.tsx';
import { labelsFrom } from './history/history-values.ts';
import { ScreenLabels } from './history/screen-labels.ts';
import type { ReadStatus } from './read-state.ts';
import { RowActions } from './row-actions.tsx';
import { deleteRefusedText, versionOf } from './version-conflict.tsx';

export interface InlineCrudTableProps<T, S extends z.core.$ZodType> {
  /** Names the table, e.g. "Date filters". */
  label: string;
  /** The view columns; the table adds Actions (Edit, confirmed Delete, `actions`) at the end. */
  columns: ReadonlyArray<Column<T>>;
  /** The rows of the current page; undefined while the first page loads. */
  rows: readonly T[] | undefined;
  /** The read the rows come from: offline with no copy of it on this device, the table says so (DataTable). */
  read?: ReadStatus;
  rowKey: (row: T) => string | number;
  /** Names a row in its buttons and in the delete question: "Edit {name}", "Are you sure you want to delete '{name}'?". */
  rowName: (row: T) => string;
  loading?: boolean;
  emptyText: string;
  /** Saving and deleting need a connection. */
  online: boolean;
  form: InlineCrudForm<T, S>;
  /**
   * Saves a row (`row` left out for the new one; its `version` is what the save is based on); resolves once saved,
   * rejects with the server's refusal. After a refusal for a change made meanwhile, `row` is the record as it is now.
   */
  onSave: (value: z.output<S>, row?: T) => Promise<unknown>;
  /** After a save: e.g. show the page a new row landed on. */
  onSaved?: (row?: T) => void;
  saveSuccess?: string;
  saveError?: string;
  /** Deletes a row; left out, the list has no Delete. */
  onDelete?: (row: T) => Promise<unknown>;
  onDeleted?: (row: T) => void;
  deleteTitle?: string;
  /** The delete question; "Are you sure you want to delete '{rowName}'?" when left out. */
  deleteQuestion?: (row: T) => string;
  /** The delete's error toast (the spec's text); a refusal's reason from the server goes on a second line. */
  deleteError?: string;
  /** Each row's history (a History button): its kind in the change log, and its id there (`rowKey` unless told). */
  history?: { resource: HistoryResource; id?: (row: T) => string | number };
  /** Other row actions after Edit and Delete. */
  actions?: (row: T, busy: boolean) => ReactNode;
  /** Where the unsaved new row stands. */
  newRowAt?: 'top' | 'bottom';
  /** A second row under a row (an expanded row's details). */
  below?: (row: T) => ReactNode;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** Under the table: the Pager. */
  footer?: ReactNode;
  /** Renders the Add button (with the table's own busy state), e.g. into the page title's actions. */
  children?: (add: { start: () => void; busy: boolean }) => ReactNode;
}

type Editing = { mode: 'view' } | { mode: 'new' } | { mode: 'edit'; key: string | number };

/** Stands in the rows for the unsaved new row. */
const NEW_ROW = Symbol('new row');

/**
 * The inline-CRUD list every such screen shares (spec section 4): view rows, one row in edit at a time (the other
 * Edit and Add buttons wait), a new unsaved row that Cancel removes, Save with the success or error toast (a
 * refusal that names a field lands on that field), a confirmed Delete with its error toast, and saving and deleting
 * disabled offline. A screen configures it with its columns, its form and its mutations.
 */
export function InlineCrudTable<T, S extends z.core.$ZodType>(props: InlineCrudTableProps<T, S>) {
  const { label, columns, rows, rowKey, rowName, online, form, onDelete, actions, newRowAt = 'top', below } = props;
  const intl = useIntl();
  const [editing, setEditing] = useState<Editing>({ mode: 'view' });
  // Each row as its last save answered it, until the list read again has it: a row edited again at once is based on
  // the version that save made, not on the one the list showed before it.
  const [saved, setSaved] = useState<ReadonlyMap<string | number, T>>(new Map());
  const latest = (row: T): T => {
    const answer = saved.get(rowKey(row));
    return answer !== undefined && (versionOf(answer) ?? 0) > (versionOf(row) ?? 0) ? answer : row;
  };
  const [deleting, setDeleting] = useState(false);
  // The history names fields as the columns and the edit row's fields do (in the language shown).
  const [labels] = useState(() => new Map<string, string>());
  for (const column of columns) labels.set(column.id, column.header);
  const busy = editing.mode !== 'view';
  const close = () => setEditing({ mode: 'view' });

  const remove = async (row: T) => {
    if (!onDelete) return;
    setDeleting(true);
    try {
      await onDelete(row);
      props.onDeleted?.(row);
    } catch (error) {
      notify.error(deleteRefusedText(props.deleteError ?? intl.formatMessage(uiMessages.deleteError), error));
    } finally {
      setDeleting(false);
    }
  };

  const allColumns: Array<Column<T>> = [
    ...columns,
    {
      id: 'actions',
      header: intl.formatMessage(uiMessages.actions),
      pinned: true,
      cell: (row) => (
        <div className="flex flex-wrap gap-1">
          <RowActions
            name={rowName(row)}
            onEdit={() => setEditing({ mode: 'edit', key: rowKey(row) })}
            editDisabled={busy}
            online={online}
            deleteDisabled={deleting}
            deleteTitle={
              onDelete
                ? (props.deleteTitle ??
                  intl.formatMessage(
                    { id: 'ui.table.deleteTitle', defaultMessage: 'Delete {what}' },
                    { what: label.toLocaleLowerCase(intl.locale) },
                  ))
                : undefined
            }
            deleteMessage={props.deleteQuestion?.(row)}
            onDelete={() => void remove(row)}
          />
          {props.history && (
            <HistoryButton
              resource={props.history.resource}
              id={props.history.id?.(row) ?? rowKey(row)}
              what={rowName(row)}
              labelOf={labelsFrom(labels)}
            />
          )}
          {actions?.(row, busy)}
        </div>
      ),
    },
  ];

  type Row = T | typeof NEW_ROW;
  const shown: Row[] | undefined =
    rows && editing.mode === 'new' ? (newRowAt === 'top' ? [NEW_ROW, ...rows] : [...rows, NEW_ROW]) : rows && [...rows];
  // The new row renders as the edit row, never through the view cells.
  const viewColumns = allColumns.map((column): Column<Row> => ({
    ...column,
    cell: (row) => (row === NEW_ROW ? null : column.cell(row)),
  }));

  return (
    <ScreenLabels.Provider value={labels}>
      {props.children?.({ start: () => setEditing({ mode: 'new' }), busy })}
      <DataTable<Row>
        label={label}
        columns={viewColumns}
        rows={shown}
        read={props.read}
        rowKey={(row) => (row === NEW_ROW ? '\u0000new' : rowKey(row))}
        loading={props.loading}
        emptyText={props.emptyText}
        sort={props.sort}
        onSortChange={props.onSortChange}
        footer={props.footer}
        renderRow={(row, cells) => {
          const isNew = row === NEW_ROW;
          if (isNew || (editing.mode === 'edit' && editing.key === rowKey(row))) {
            return (
              <InlineCrudEditRow
                form={form}
                row={isNew ? undefined : latest(row)}
                colSpan={allColumns.length}
                online={online}
                onSave={props.onSave}
                saveSuccess={props.saveSuccess ?? intl.formatMessage(uiMessages.saveSuccess)}
                saveError={props.saveError ?? intl.formatMessage(uiMessages.saveError)}
                onDone={(done, answer) => {
                  if (answer !== undefined) setSaved((known) => new Map(known).set(rowKey(answer), answer));
                  close();
                  if (done) props.onSaved?.(isNew ? undefined : row);
                }}
              />
            );
          }
          return (
            <>
              <tr className="border-b border-gray-100">{cells}</tr>
              {below?.(row)}
            </>
          );
        }}
      />
    </ScreenLabels.Provider>
  );
}
