import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_PAGE_SIZE, Pager, pageCount } from './pager.tsx';

// vitest runs without globals here, so Testing Library cannot clean up by itself.
afterEach(cleanup);

function PagedList({
  total,
  initialPage = 1,
  onPageSizeChange = () => {},
}: {
  total: number;
  initialPage?: number;
  onPageSizeChange?: (size: number) => void;
}) {
  const [page, setPage] = useState(initialPage);
  const [pageSize, setPageSize] = useState(DEFAULT_PAGE_SIZE);
  return (
    <Pager
      page={page}
      total={total}
      pageSize={pageSize}
      onPageChange={setPage}
      onPageSizeChange={(size) => {
        onPageSizeChange(size);
        setPageSize(size);
      }}
    />
  );
}

describe('pageCount', () => {
  it('counts whole and partial pages, and at least one', () => {
    expect(pageCount(25, 10)).toBe(3);
    expect(pageCount(20, 10)).toBe(2);
    expect(pageCount(1, 50)).toBe(1);
    expect(pageCount(0, 10)).toBe(1);
  });
});

describe('Pager', () => {
  it('starts at 10 rows per page, offering 5, 10, 20 and 50', () => {
    render(<PagedList total={25} />);
    const select = screen.getByRole('combobox', { name: 'Rows per page' });
    expect(select).toHaveValue('10');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['5', '10', '20', '50']);
  });

  it('pages forward and back, disabled at the ends', async () => {
    const user = userEvent.setup();
    render(<PagedList total={25} />);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });

    expect(screen.getByText('1–10 of 25')).toBeInTheDocument();
    expect(previous).toBeDisabled();
    await user.click(next);
    expect(screen.getByText('11–20 of 25')).toBeInTheDocument();
    await user.click(next);
    expect(screen.getByText('21–25 of 25')).toBeInTheDocument();
    expect(next).toBeDisabled();
    await user.click(previous);
    expect(screen.getByText('11–20 of 25')).toBeInTheDocument();
  });

  it('goes back to page 1 when the page size changes', async () => {
    const user = userEvent.setup();
    const onPageSizeChange = vi.fn();
    render(<PagedList total={95} initialPage={4} onPageSizeChange={onPageSizeChange} />);
    expect(screen.getByText('31–40 of 95')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '20');
    expect(onPageSizeChange).toHaveBeenCalledWith(20);
    expect(screen.getByText('1–20 of 95')).toBeInTheDocument();
  });

  it('shows an empty list as 0–0 of 0 with both buttons disabled', () => {
    render(<PagedList total={0} />);
    expect(screen.getByText('0–0 of 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('takes other size options, e.g. the sections list', () => {
    render(
      <Pager page={1} total={120} pageSize={50} options={[50]} onPageChange={() => {}} onPageSizeChange={() => {}} />,
    );
    expect(screen.getByText('1–50 of 120')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
  });
});
