import { useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE_SIZE, pageCount, type PagerProps } from './pager.tsx';

/** What a paged read asks the server for (`page` is 1-based). */
export interface PageQuery {
  page: number;
  itemsPerPage: number;
}

export type SortDir = 'asc' | 'desc';

export interface SortQuery<S extends string> {
  sort: S;
  sortDir: SortDir;
}

export interface PagedListOptions<S extends string> {
  /** Rows per page when the URL says nothing: spec section 9's 10 unless a screen says otherwise. */
  defaultSize?: number;
  /** The sortable columns; the first is the default unless `defaultSort` says. Leave out for an unsorted list. */
  sorts?: readonly S[];
  defaultSort?: SortQuery<S>;
}

export interface PagedList<S extends string> {
  page: number;
  itemsPerPage: number;
  /** Page and size, as a paged GET sends them. */
  query: PageQuery;
  /** The sort in force, when the list has `sorts`. */
  sort: SortQuery<S> | undefined;
  setPage: (page: number) => void;
  setPageSize: (itemsPerPage: number) => void;
  /** A new sort starts again at page 1. */
  setSort: (sort: SortQuery<string>) => void;
  /** The Pager's props for a list of `total` rows (page and size changes go to the URL). */
  pager: (total: number) => PagerProps;
  /** Client-side paging of a whole list: the rows of the current page, the page clamped to the last one there is. */
  slice: <T>(rows: readonly T[]) => T[];
  /** After an add to a list of `total` rows (before the add): show the last page, where a new row is listed. */
  showLastPage: (totalBefore: number) => void;
  /** After a delete from a list of `total` rows (before the delete): step back when the page emptied. */
  afterDelete: (totalBefore: number) => void;
}

const positiveInt = (text: string | null, fallback: number) => {
  const n = Number(text);
  return text !== null && Number.isInteger(n) && n >= 1 && n <= 500 ? n : fallback;
};

/**
 * The one paged-list state of the console: page, rows per page (5, 10, 20, 50) and sort live in the URL
 * (`?page&itemsPerPage&sort&sortDir`), so a reload, the back button and a shared link show the same rows.
 * A value the URL gets wrong falls back to the default rather than failing.
 */
export function usePagedList<S extends string = never>(options: PagedListOptions<S> = {}): PagedList<S> {
  const { defaultSize = DEFAULT_PAGE_SIZE, sorts } = options;
  const [params, setParams] = useSearchParams();
  const page = positiveInt(params.get('page'), 1);
  const itemsPerPage = positiveInt(params.get('itemsPerPage'), defaultSize);
  const sort = sorts?.length
    ? readSort(params, sorts, options.defaultSort ?? { sort: sorts[0] as S, sortDir: 'asc' })
    : undefined;

  // Two changes in one event (the Pager's new size, then page 1) build on each other: the router starts each from
  // the URL as rendered, so the second would undo the first. A change that changes nothing is not navigated to.
  const pending = useRef<{ from: URLSearchParams; next: URLSearchParams } | null>(null);
  const change = (changes: Record<string, string | number>) => {
    const current = pending.current?.from === params ? pending.current.next : params;
    const next = new URLSearchParams(current);
    for (const [key, value] of Object.entries(changes)) next.set(key, String(value));
    if (next.toString() === current.toString()) return;
    pending.current = { from: params, next };
    setParams(next, { replace: false });
  };

  const setPage = (next: number) => change({ page: Math.max(1, next) });
  const setPageSize = (size: number) => change({ itemsPerPage: size, page: 1 });

  return {
    page,
    itemsPerPage,
    query: { page, itemsPerPage },
    sort,
    setPage,
    setPageSize,
    setSort: (next) => change({ sort: next.sort, sortDir: next.sortDir, page: 1 }),
    pager: (total) => ({ page, total, pageSize: itemsPerPage, onPageChange: setPage, onPageSizeChange: setPageSize }),
    slice: (rows) => {
      const current = Math.min(page, pageCount(rows.length, itemsPerPage));
      return rows.slice((current - 1) * itemsPerPage, current * itemsPerPage);
    },
    showLastPage: (totalBefore) => {
      const last = pageCount(totalBefore + 1, itemsPerPage);
      if (last !== page) setPage(last);
    },
    afterDelete: (totalBefore) => {
      if (page > pageCount(totalBefore - 1, itemsPerPage)) setPage(page - 1);
    },
  };
}

function readSort<S extends string>(
  params: URLSearchParams,
  sorts: readonly S[],
  fallback: SortQuery<S>,
): SortQuery<S> {
  const sort = params.get('sort');
  const dir = params.get('sortDir');
  return {
    sort: sort !== null && (sorts as readonly string[]).includes(sort) ? (sort as S) : fallback.sort,
    sortDir: dir === 'asc' || dir === 'desc' ? dir : fallback.sortDir,
  };
}
