import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from './search-panel.tsx';
import { SearchDialog } from './search-dialog.tsx';

interface Pkg {
  clockId: number;
  name: string;
}

const packages: Pkg[] = [
  { clockId: 1, name: 'Spa weekend' },
  { clockId: 2, name: 'Romantic stay' },
];

function renderSearch(search: (query: string) => Promise<Pkg[]>, extra: { errorMessage?: string } = {}) {
  const onPick = vi.fn();
  const onClose = vi.fn();
  render(
    <SearchDialog<Pkg>
      open
      title="Add hotel package"
      search={search}
      getKey={(item) => item.clockId}
      getLabel={(item) => item.name}
      onPick={onPick}
      onClose={onClose}
      {...extra}
    />,
  );
  return { onPick, onClose };
}

/** Lets the debounce run out and the search promise settle. */
async function settle(ms = SEARCH_DEBOUNCE_MS) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('SearchDialog', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library drains its async wrapper with a setTimeout(0) that it only advances when it sees `jest`.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const setup = () => userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

  it('opens with the search field focused, loads, and picks a result', async () => {
    const user = setup();
    const search = vi.fn(async () => packages);
    const { onPick } = renderSearch(search);

    expect(screen.getByRole('dialog', { name: 'Add hotel package' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();

    await settle();
    expect(search).toHaveBeenCalledWith('');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Romantic stay' }));
    expect(onPick).toHaveBeenCalledWith(packages[1]);
  });

  it('searches once, 300 ms after the last keystroke', async () => {
    const user = setup();
    const search = vi.fn(async (query: string) => packages.filter((item) => item.name.toLowerCase().includes(query)));
    renderSearch(search);
    await settle();
    search.mockClear();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'spa');
    await settle(SEARCH_DEBOUNCE_MS - 1);
    expect(search).not.toHaveBeenCalled();
    await settle(1);

    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('spa');
    expect(screen.getByRole('button', { name: 'Spa weekend' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Romantic stay' })).not.toBeInTheDocument();
  });

  it('shows only the latest query’s answer, however the answers arrive', async () => {
    const user = setup();
    const pending = new Map<string, (items: Pkg[]) => void>();
    const search = vi.fn((query: string) => new Promise<Pkg[]>((resolve) => pending.set(query, resolve)));
    renderSearch(search);
    const input = screen.getByRole('searchbox', { name: 'Search' });

    await user.type(input, 'r');
    await settle();
    await user.type(input, 'o');
    await settle();
    expect(search.mock.calls.map(([query]) => query)).toEqual(['r', 'ro']);

    await act(async () => pending.get('ro')?.([{ clockId: 2, name: 'Romantic stay' }]));
    await act(async () => pending.get('r')?.([{ clockId: 9, name: 'Stale result' }]));

    expect(screen.getByRole('button', { name: 'Romantic stay' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stale result' })).not.toBeInTheDocument();
  });

  it('says "No results" when nothing matches', async () => {
    renderSearch(async () => []);
    await settle();
    expect(screen.getByText('No results')).toBeInTheDocument();
  });

  it('shows an error line when the search fails', async () => {
    renderSearch(() => Promise.reject(new Error('Request failed with status 500.')));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('There was an error while searching');
  });

  it('takes its own error message', async () => {
    renderSearch(() => Promise.reject(new Error('boom')), {
      errorMessage: 'There was an error while searching hotel packages',
    });
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('There was an error while searching hotel packages');
  });

  it('closes with Cancel', async () => {
    const user = setup();
    const { onClose } = renderSearch(async () => packages);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
