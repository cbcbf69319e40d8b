import { useRef, type ReactNode } from 'react';
import { useIntl } from '../i18n/intl.ts';
import { PINNED_HEAD, useWholeColumnsInView } from './data-table-columns.ts';
import { EmptyState } from './empty-state.tsx';
import { InfoTip } from './info-tip.tsx';
import { NotOnDevice } from './not-on-device.tsx';
import { notOnDevice, type ReadStatus } from './read-state.ts';
import { Spinner } from './spinner.tsx';

export interface Column<T> {
  /** Stable id; also the sort key when `sortable`. */
  id: string;
  header: string;
  /** A note on the header, behind an "i" button beside it (e.g. what the font sizes mean). */
  hint?: ReactNode;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  className?: string;
  /**
   * Kept in view at the table's right edge when the table is wider than the screen and scrolls (the Actions
   * column, the last): a row's buttons are never behind the table's own scroll.
   */
  pinned?: boolean;
  /**
   * The language of the column's texts, for screen readers to say them right: by default a column whose id ends in
   * `En` (a record's English text: `nameEn`, `descriptionEn`) is `en`; the others are the console's language.
   */
  lang?: string;
}

/** The language a column's cells are in (see `Column.lang`), or none of their own. */
const cellLang = (column: Column<never>) => column.lang ?? (/[a-z]En$/.test(column.id) ? 'en' : undefined);

export interface SortState {
  sort: string;
  sortDir: 'asc' | 'desc';
}

export interface DataTableProps<T> {
  /** Names the table for assistive technology. */
  label: string;
  columns: ReadonlyArray<Column<T>>;
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  /** Shown instead of the rows when loading failed. */
  error?: string | null;
  /**
   * The read the rows come from: offline, with no copy of it on this device, the table says so (and what to do)
   * instead of its rows, its error or its empty state.
   */
  read?: ReadStatus;
  emptyText?: string;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  /** A row rendered in place of the normal one (inline edit). */
  renderRow?: (row: T, cells: ReactNode) => ReactNode;
  /** Under the table: usually the Pager. */
  footer?: ReactNode;
}

/** A sortable header's mark: the sort in force, or that the column can be sorted (hidden from screen readers: aria-sort says it). */
const SORT_MARK = { asc: '▲', desc: '▼', none: '↕' } as const;

const th = 'px-2 py-2 text-left text-xs font-medium uppercase tracking-wide text-gray-600';
/**
 * A data cell's content: as wide as it needs up to 15rem, where a word too long for it breaks. The cap keeps one
 * row's 300-character word from widening its column (and the page); words that fit are never cut, so a table with
 * more columns than the screen has room for scrolls, with its Actions pinned (issue 30).
 */
const cellBox = 'max-w-60 wrap-break-word';
/** A pinned column's cells: stuck to the right edge, over the cells scrolled under them, with a rule on the left. */
const pinned = 'sticky right-0 z-[1] shadow-[inset_1px_0_0_var(--color-gray-200)]';

/**
 * The paged-list table every list screen shares: headers (sortable ones as buttons with aria-sort), a spinner
 * while the first page loads, an empty state, an error state, what is not on this device offline, and the footer (the
 * Pager).
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  loading = false,
  error = null,
  read,
  emptyText,
  sort,
  onSortChange,
  renderRow,
  footer,
}: DataTableProps<T>) {
  const intl = useIntl();
  const frame = useRef<HTMLDivElement>(null);
  useWholeColumnsInView(frame);
  const missing = read !== undefined && notOnDevice(read);
  const body = (() => {
    if (missing) {
      return (
        <tr>
          <td colSpan={columns.length} className="p-3">
            <NotOnDevice what="list" />
          </td>
        </tr>
      );
    }
    if (error) return <Message colSpan={columns.length}>{error}</Message>;
    if (!rows) {
      return (
        <Message colSpan={columns.length}>
          <Spinner />
        </Message>
      );
    }
    if (rows.length === 0) {
      return (
        <tr>
          <td colSpan={columns.length} className="p-3">
            <EmptyState
              title={emptyText ?? intl.formatMessage({ id: 'ui.table.empty', defaultMessage: 'Nothing here yet.' })}
            />
          </td>
        </tr>
      );
    }
    return rows.map((row) => {
      const cells = columns.map((column) => (
        <td
          key={column.id}
          lang={cellLang(column)}
          className={`px-2 py-2 align-top ${column.pinned ? `${pinned} bg-white` : ''} ${column.className ?? ''}`}
        >
          {column.pinned ? column.cell(row) : <div className={cellBox}>{column.cell(row)}</div>}
        </td>
      ));
      return renderRow ? (
        <RowFragment key={rowKey(row)}>{renderRow(row, cells)}</RowFragment>
      ) : (
        <tr key={rowKey(row)} className="border-b border-gray-100">
          {cells}
        </tr>
      );
    });
  })();

  return (
    <div
      ref={frame}
      // relative: what is positioned inside (a screen reader's text, sr-only) scrolls with the table, never widens the page.
      className="relative overflow-x-auto rounded-lg border border-gray-200 bg-white shadow-sm"
      aria-busy={loading || undefined}
    >
      <table className="w-full border-collapse" aria-label={label}>
        <thead>
          <tr className="border-b border-gray-200 bg-gray-50">
            {columns.map((column) => {
              const active = sort?.sort === column.id;
              const ariaSort = active
                ? sort?.sortDir === 'asc'
                  ? 'ascending'
                  : 'descending'
                : column.sortable
                  ? 'none'
                  : undefined;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={ariaSort}
                  {...(column.pinned ? { [PINNED_HEAD]: '' } : {})}
                  className={column.pinned ? `${th} ${pinned} bg-gray-50` : th}
                >
                  {column.sortable && onSortChange ? (
                    <button
                      type="button"
                      className="flex min-h-touch items-center gap-1 uppercase hover:text-gray-900"
                      onClick={() =>
                        onSortChange({ sort: column.id, sortDir: active && sort?.sortDir === 'asc' ? 'desc' : 'asc' })
                      }
                    >
                      {column.header}
                      <span aria-hidden="true">{SORT_MARK[active ? (sort?.sortDir ?? 'asc') : 'none']}</span>
                    </button>
                  ) : (
                    column.header
                  )}
                  {column.hint && (
                    <InfoTip
                      label={intl.formatMessage(
                        { id: 'ui.table.aboutColumn', defaultMessage: 'About {header}' },
                        { header: column.header },
                      )}
                    >
                      {column.hint}
                    </InfoTip>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
      {/* Nothing to page through when nothing is here ("0 of 0" would say the list is empty). */}
      {footer && !missing && <div className="border-t border-gray-200">{footer}</div>}
    </div>
  );
}

function RowFragment({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

function Message({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="p-6 text-center text-gray-700">
        {children}
      </td>
    </tr>
  );
}
