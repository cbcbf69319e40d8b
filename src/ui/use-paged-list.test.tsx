import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { Pager } from './pager.tsx';
import { usePagedList, type PagedListOptions } from './use-paged-list.ts';

function setup(url: string, options?: PagedListOptions<'name' | 'priority'>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  );
  return renderHook(() => ({ list: usePagedList(options), location: useLocation() }), { wrapper });
}

function PagedScreen() {
  const paging = usePagedList();
  return (
    <>
      <p data-testid="search">{useLocation().search}</p>
      <Pager {...paging.pager(42)} />
    </>
  );
}

describe('usePagedList', () => {
  it('reads page, size and sort from the URL, with the defaults when it says nothing or nonsense', () => {
    expect(setup('/x').result.current.list.query).toEqual({ page: 1, itemsPerPage: 10 });
    expect(setup('/x?page=3&itemsPerPage=20').result.current.list.query).toEqual({ page: 3, itemsPerPage: 20 });
    expect(setup('/x?page=-2&itemsPerPage=abc').result.current.list.query).toEqual({ page: 1, itemsPerPage: 10 });
    expect(setup('/x', { defaultSize: 20 }).result.current.list.itemsPerPage).toBe(20);
    const sorted = setup('/x?sort=priority&sortDir=desc', { sorts: ['name', 'priority'] }).result.current.list;
    expect(sorted.sort).toEqual({ sort: 'priority', sortDir: 'desc' });
    expect(setup('/x?sort=evil', { sorts: ['name', 'priority'] }).result.current.list.sort).toEqual({
      sort: 'name',
      sortDir: 'asc',
    });
    expect(setup('/x').result.current.list.sort).toBeUndefined();
  });

  it('writes changes to the URL: a new size or sort starts at page 1, other parameters stay', () => {
    const { result } = setup('/x?page=4&q=keep', { sorts: ['name', 'priority'] });
    act(() => result.current.list.setPageSize(50));
    expect(new URLSearchParams(result.current.location.search).get('itemsPerPage')).toBe('50');
    expect(result.current.list.page).toBe(1);
    act(() => result.current.list.setPage(2));
    act(() => result.current.list.setSort({ sort: 'priority', sortDir: 'desc' }));
    expect(result.current.list.page).toBe(1);
    expect(result.current.list.sort).toEqual({ sort: 'priority', sortDir: 'desc' });
    expect(new URLSearchParams(result.current.location.search).get('q')).toBe('keep');
  });

  it("keeps both changes of one event: the Pager's new size, then page 1, from page 3", () => {
    const { result } = setup('/x?page=3&itemsPerPage=10&q=keep');
    act(() => {
      result.current.list.setPageSize(5);
      result.current.list.setPage(1);
    });
    expect(result.current.list.query).toEqual({ page: 1, itemsPerPage: 5 });
    expect(new URLSearchParams(result.current.location.search).get('q')).toBe('keep');
    act(() => {
      result.current.list.setPage(2);
      result.current.list.setPageSize(20);
      result.current.list.setSort({ sort: 'name', sortDir: 'asc' });
    });
    expect(result.current.list.query).toEqual({ page: 1, itemsPerPage: 20 });
  });

  it('changes the size through the Pager from a later page: page 1 at the new size', async () => {
    render(
      <MemoryRouter initialEntries={['/x?page=2']}>
        <PagedScreen />
      </MemoryRouter>,
    );
    expect(screen.getByText('11–20 of 42')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '5');
    expect(screen.getByText('1–5 of 42')).toBeInTheDocument();
    expect(screen.getByTestId('search')).toHaveTextContent('?page=1&itemsPerPage=5');
  });

  it('slices a whole list client-side, clamping to the last page there is', () => {
    const rows = Array.from({ length: 12 }, (_, i) => i + 1);
    expect(setup('/x?page=2&itemsPerPage=5').result.current.list.slice(rows)).toEqual([6, 7, 8, 9, 10]);
    expect(setup('/x?page=9&itemsPerPage=5').result.current.list.slice(rows)).toEqual([11, 12]);
  });

  it('shows the last page after an add and steps back when a delete empties the page', () => {
    const { result } = setup('/x?page=1&itemsPerPage=5');
    act(() => result.current.list.showLastPage(10));
    expect(result.current.list.page).toBe(3);
    act(() => result.current.list.afterDelete(11));
    expect(result.current.list.page).toBe(2);
    act(() => result.current.list.afterDelete(9));
    expect(result.current.list.page).toBe(2);
  });
});
