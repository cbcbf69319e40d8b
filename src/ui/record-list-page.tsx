import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Paged } from '../../contract/common.ts';
import { useIntl } from '../i18n/intl.ts';
import { AddAction } from './add-action.tsx';
import { DataTable, type Column } from './data-table.tsx';
import { uiMessages } from './messages.ts';
import { notify } from './notifications.ts';
import { PageTitle } from './page-title.tsx';
import type { ReadStatus } from './read-state.ts';
import { Pager } from './pager.tsx';
import { RowActions } from './row-actions.tsx';
import { usePagedList, type PagedList } from './use-paged-list.ts';
import { deleteRefusedText, versionOf } from './version-conflict.tsx';

/** What the page needs of its read (a TanStack `useQuery` result): a whole list, or one page the server paged. */
export interface ListRead<T> extends ReadStatus {
  data?: readonly T[] | Paged<T>;
  isFetching: boolean;
  isError: boolean;
}

/** What the page needs of its delete (a TanStack `useMutation` result taking the row's id and version). */
export interface DeleteMutation<K> {
  mutate: (
    target: { id: K; version?: number },
    options: { onSuccess: () => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

/** Whether a list's picker shows, and how it closes. */
export interface PickerState {
  open: boolean;
  onClose: () => void;
}

/** How Add starts: a picker of the list's own (e.g. `CataloguePicker`, holding a draft), or a blank record's page. */
export type AddStart = { picker: (state: PickerState) => ReactNode } | { to: string };

export interface RecordListPageProps<T, K extends string | number> {
  /** The page's h1. */
  title: string;
  /** Names the table (the title unless told). */
  label?: string;
  emptyText: string;
  read: ListRead<T>;
  /**
   * Paged (the default): a whole list is sliced to the page in the URL, a server's page shown as it came (its read
   * asks for the page `usePagedList()` says), with the Pager. Not paged: every row, no Pager.
   */
  paged?: boolean;
  /** The screen's columns; the page adds Actions. */
  columns: ReadonlyArray<Column<T>>;
  /** The row's id: its React key and what Delete sends. */
  rowId: (row: T) => K;
  /** Names the row in "Edit <name>", "Delete <name>" and the delete question. */
  rowName: (row: T) => string;
  /** The row's edit page; a link, or a button when `editAsButton` (as the hotel packages' list has it). */
  editPath: (row: T) => string;
  editAsButton?: boolean;
  /** The delete confirmation's title ("Delete day pass"); its confirm button is Ok, as every delete's. */
  deleteTitle: string;
  remove: DeleteMutation<K>;
  /** Every Delete waits while one is under way (spa packages). */
  oneDeleteAtATime?: boolean;
  /** Beside Edit and Delete (e.g. a link to the row's included services). */
  rowExtra?: (row: T) => ReactNode;
  add: AddStart;
  /** Add waits for the list (a picker that leaves out what is configured needs it). */
  addWaitsForList?: boolean;
  /** A failed read shows the empty list rather than the fetch error in the table (the toast says it either way). */
  errorAsEmpty?: boolean;
  online: boolean;
  /** Under the table (e.g. a dialog the columns open). */
  children?: ReactNode;
}

/**
 * The list of a "list + edit page" screen (day passes, treatments, hotel packages, room types…): the title with Add
 * (a picker or a blank record's page), the table with the screen's columns and an Actions column (Edit to the row's
 * page, a confirmed Delete that says when it failed), and the Pager. After a delete that empties the last page, the
 * page steps back.
 */
export function RecordListPage<T, K extends string | number>(props: RecordListPageProps<T, K>) {
  const { read, remove, online, add } = props;
  const intl = useIntl();
  const navigate = useNavigate();
  const pagedList = usePagedList();
  const paging = props.paged === false ? undefined : pagedList;
  const [picking, setPicking] = useState(false);
  const { rows, total } = rowsOf(read.data, paging);
  const actions: Column<T> = {
    id: 'actions',
    header: intl.formatMessage(uiMessages.actions),
    pinned: true,
    cell: (row) => {
      const buttons = (
        <RowActions
          name={props.rowName(row)}
          {...(props.editAsButton
            ? { onEdit: () => void navigate(props.editPath(row)) }
            : { editTo: props.editPath(row) })}
          online={online}
          deleteDisabled={props.oneDeleteAtATime === true && remove.isPending}
          deleteTitle={props.deleteTitle}
          onDelete={() =>
            remove.mutate(
              { id: props.rowId(row), version: versionOf(row) },
              {
                onSuccess: () => paging?.afterDelete(total),
                onError: (error) => notify.error(deleteRefusedText(intl.formatMessage(uiMessages.deleteError), error)),
              },
            )
          }
        />
      );
      return props.rowExtra ? (
        <div className="flex flex-wrap gap-1">
          {buttons}
          {props.rowExtra(row)}
        </div>
      ) : (
        buttons
      );
    },
  };

  return (
    <section className="p-3 md:p-6">
      <PageTitle
        actions={
          <AddAction
            online={online}
            disabled={props.addWaitsForList === true && !read.data}
            onClick={() => ('to' in add ? void navigate(add.to) : setPicking(true))}
          />
        }
      >
        {props.title}
      </PageTitle>
      <DataTable
        label={props.label ?? props.title}
        columns={[...props.columns, actions]}
        rows={props.errorAsEmpty && read.isError ? [] : rows}
        rowKey={props.rowId}
        loading={read.isFetching}
        error={!props.errorAsEmpty && read.isError && !read.data ? intl.formatMessage(uiMessages.fetchError) : null}
        read={read}
        emptyText={props.emptyText}
        footer={paging && <Pager {...paging.pager(total)} />}
      />
      {'picker' in add && add.picker({ open: picking, onClose: () => setPicking(false) })}
      {props.children}
    </section>
  );
}

/** The rows shown and how many there are: a server's page as it came, a whole list sliced to the page (if paged). */
function rowsOf<T>(data: ListRead<T>['data'], paging: PagedList<never> | undefined) {
  if (data === undefined) return { rows: undefined, total: 0 };
  if ('items' in data) return { rows: data.items, total: data.totalItems };
  return { rows: paging ? paging.slice(data) : data, total: data.length };
}
