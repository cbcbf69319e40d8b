import type { ReactNode } from 'react';
import type { z } from 'zod/mini';
import type { Paged } from '../../contract/common.ts';
import { AddAction } from './add-action.tsx';
import { InlineCrudTable, type InlineCrudTableProps } from './inline-crud-table.tsx';
import { PageTitle } from './page-title.tsx';
import { Pager } from './pager.tsx';
import type { ReadStatus } from './read-state.ts';
import type { PagedList } from './use-paged-list.ts';

/** What the page needs of its paged read (a TanStack `useQuery` result of `api.paged`). */
export interface PagedRead<T> extends ReadStatus {
  data?: Paged<T>;
  isFetching: boolean;
  isError: boolean;
}

export type PagedCrudPageProps<T, S extends z.core.$ZodType> = Omit<
  InlineCrudTableProps<T, S>,
  'label' | 'rows' | 'read' | 'loading' | 'footer' | 'children' | 'onSaved' | 'onDeleted'
> & {
  /** The page's title, which also names the table (e.g. "Images"). */
  title: string;
  /** The list's page state (`usePagedList()`), and the server's answer for that page. */
  paging: PagedList<never>;
  read: PagedRead<T>;
  /** Add waits for something besides a row in edit (e.g. the choices its new row offers). */
  addDisabled?: boolean;
  /** Beside Add in the title (e.g. a filter). */
  actions?: ReactNode;
};

/**
 * A screen that is one list paged by the server (`…/paged?page&itemsPerPage` or `?page&itemsPerPage`): the title
 * with Add, the inline-CRUD table of the page's rows, and the Pager. A new row is listed last (by id), so after an
 * add the last page shows; a delete that empties the last page steps back. A screen configures it with its read,
 * columns, form and mutations.
 */
export function PagedCrudPage<T, S extends z.core.$ZodType>({
  title,
  paging,
  read,
  addDisabled = false,
  actions,
  ...table
}: PagedCrudPageProps<T, S>) {
  const total = read.data?.totalItems ?? 0;
  return (
    <section className="p-3 md:p-6">
      <InlineCrudTable
        {...table}
        label={title}
        rows={read.isError ? [] : read.data?.items}
        read={read}
        loading={read.isFetching}
        onSaved={(row) => row || paging.showLastPage(total)}
        onDeleted={() => paging.afterDelete(total)}
        footer={<Pager {...paging.pager(total)} />}
      >
        {({ start, busy }) => (
          <PageTitle
            actions={
              <>
                {actions}
                <AddAction online={table.online} disabled={busy || addDisabled} onClick={start} />
              </>
            }
          >
            {title}
          </PageTitle>
        )}
      </InlineCrudTable>
    </section>
  );
}
