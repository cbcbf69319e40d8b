import { act, render, renderHook, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ConfirmProvider } from './confirm-provider.tsx';
import { describe, expect, it, vi } from 'vitest';
import {
  EditPageShell,
  useGoBack,
  useKeepDraft,
  useSaveAndReturn,
  type RecordQuery,
  type SaveAndReturnTexts,
} from './edit-page-shell.tsx';
import { FETCH_ERROR } from './messages.ts';
import { readDraft } from './session-draft.ts';
import { getNotification } from './notifications.ts';
import type { HistoryEntry } from '../../contract/history.ts';
import { HistoryDialogSlot, type HistoryDialogProps } from './history/history-slot.ts';

const TEXTS: SaveAndReturnTexts = { listPath: '/things', success: 'Thing saved', error: 'Thing not saved' };

function Form({ returnTo, save }: { returnTo?: 'list' | 'previous'; save: () => Promise<unknown> }) {
  const saveAndReturn = useSaveAndReturn({ ...TEXTS, returnTo });
  const goBack = useGoBack(TEXTS.listPath);
  return (
    <>
      <button type="button" onClick={() => void saveAndReturn(save)}>
        Save
      </button>
      <button type="button" onClick={goBack}>
        Cancel
      </button>
    </>
  );
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/** The console from `entries` (the last is the current page): the list links to the form. */
function renderAt(entries: string[], form: { returnTo?: 'list' | 'previous'; save?: () => Promise<unknown> }) {
  const save = vi.fn(form.save ?? (async () => ({})));
  render(
    <ConfirmProvider>
      <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
        <Where />
        <Routes>
          <Route path="/things" element={<Link to="/things/1">Edit thing 1</Link>} />
          <Route path="/things/:id" element={<Form returnTo={form.returnTo} save={save} />} />
        </Routes>
      </MemoryRouter>
    </ConfirmProvider>,
  );
  return save;
}

describe('useSaveAndReturn and useGoBack', () => {
  it('returns to the list by default, whatever page the person came from', async () => {
    const save = renderAt(['/things?page=3'], {});
    await userEvent.click(screen.getByRole('link', { name: 'Edit thing 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(save).toHaveBeenCalledOnce();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/things$/);
    expect(getNotification()).toMatchObject({ kind: 'success', message: 'Thing saved' });
  });

  it('with returnTo previous, goes back to the page the person came from (the list page they were on)', async () => {
    renderAt(['/things?page=3&itemsPerPage=5'], { returnTo: 'previous' });
    await userEvent.click(screen.getByRole('link', { name: 'Edit thing 1' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/things/1');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/things?page=3&itemsPerPage=5');
  });

  it('with returnTo previous, goes to the list when the form was the first page opened', async () => {
    renderAt(['/things/1'], { returnTo: 'previous' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/things$/);
  });

  it('stays on the form when the save is refused', async () => {
    renderAt(['/things?page=2', '/things/1'], { returnTo: 'previous', save: () => Promise.reject(new Error('no')) });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/things/1');
    expect(getNotification()).toMatchObject({ kind: 'error', message: 'Thing not saved' });
  });

  it('Cancel goes back the same way', async () => {
    renderAt(['/things?page=2'], {});
    await userEvent.click(screen.getByRole('link', { name: 'Edit thing 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/things?page=2');
  });
});

describe('useKeepDraft', () => {
  it("writes what a new record's form holds to its draft on every change, and nothing for an existing record", () => {
    sessionStorage.clear();
    const { result, rerender } = renderHook(
      ({ enabled }) => {
        const form = useForm({ defaultValues: { name: 'Picked', n: 1 } });
        useKeepDraft(form, 'draft:test', enabled);
        return form;
      },
      { initialProps: { enabled: false } },
    );
    act(() => result.current.setValue('name', 'Typed'));
    expect(readDraft('draft:test')).toBeNull();
    rerender({ enabled: true });
    act(() => result.current.setValue('name', 'Typed again'));
    expect(readDraft('draft:test')).toEqual({ name: 'Typed again', n: 1 });
  });
});

describe('EditPageShell: "no such record, back to the list"', () => {
  const before = Date.now() - 60_000;
  type Query = RecordQuery<{ name: string }>;
  const read = (over: Partial<Query>): Query => ({
    data: undefined,
    isError: false,
    dataUpdatedAt: 0,
    isPaused: false,
    ...over,
  });
  const tree = (query: Query) => (
    <MemoryRouter initialEntries={['/things/7']}>
      <Where />
      <Routes>
        <Route path="/things" element={<p>The list</p>} />
        <Route
          path="/things/:id"
          element={
            <EditPageShell query={query} listPath="/things" title={(t) => t?.name ?? 'Thing'}>
              {(t) => <p>Form of {t.name}</p>}
            </EditPageShell>
          }
        />
      </Routes>
    </MemoryRouter>
  );

  it('is not decided on a copy kept from before the page opened (it may predate the record): the fresh answer has it', () => {
    const { rerender } = render(tree(read({ data: null, dataUpdatedAt: before })));
    expect(screen.getByTestId('where')).toHaveTextContent('/things/7');
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    rerender(tree(read({ data: { name: 'New elsewhere' }, dataUpdatedAt: Date.now() })));
    expect(screen.getByText('Form of New elsewhere')).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent('/things/7');
  });

  it('is decided on an answer fetched since the page opened', () => {
    const { rerender } = render(tree(read({ data: null, dataUpdatedAt: before })));
    rerender(tree(read({ data: null, dataUpdatedAt: Date.now() })));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/things$/);
    expect(screen.getByText('The list')).toBeVisible();
  });

  it.each([
    [
      'waiting for the connection, with a copy that lacks it',
      read({ data: null, dataUpdatedAt: before, isPaused: true }),
    ],
    ['never loaded here, waiting for the connection', read({ isPaused: true })],
    ['never loaded here, no answer while offline', read({ isError: true, error: { offline: true } })],
  ])('offline, %s: says it is not available offline, and stays', (_name, query) => {
    render(tree(query));
    expect(screen.getByText('Not available offline')).toBeVisible();
    expect(screen.getByText(/This record has not been loaded on this device yet/)).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent('/things/7');
  });

  it('says the fetch failed, and stays, when the server refused it', () => {
    render(tree(read({ data: null, dataUpdatedAt: before, isError: true, error: { status: 500 } })));
    expect(screen.getByText(FETCH_ERROR)).toBeVisible();
    expect(screen.getByTestId('where')).toHaveTextContent('/things/7');
  });
});

describe('EditPageShell: a revert made from its own History', () => {
  interface Thing {
    name: string;
    version: number;
    updatedBy: string | null;
    updatedAt: string | null;
  }
  const opened: Thing = {
    name: 'Wrong name',
    version: 2,
    updatedBy: 'Kari Nordmann',
    updatedAt: '2026-11-26T18:00:00Z',
  };
  /** Stands in for the History dialog (src/entities/history): its Revert tells the page, as useRevert does. */
  function FakeHistory({ onReverted, onClose }: HistoryDialogProps) {
    return (
      <div role="dialog" aria-label="History">
        <button
          type="button"
          onClick={() => {
            onReverted?.({ userName: 'Kari Nordmann' } as HistoryEntry);
            onClose();
          }}
        >
          Revert
        </button>
      </div>
    );
  }
  function ThingForm({ initial }: { initial: Thing }) {
    const form = useForm({ defaultValues: { name: initial.name } });
    return <input aria-label="Name" {...form.register('name')} />;
  }
  const tree = (thing: Thing) => (
    <HistoryDialogSlot.Provider value={FakeHistory}>
      <MemoryRouter>
        <EditPageShell
          query={{ data: thing, isError: false, dataUpdatedAt: Date.now() + 60_000, isPaused: false }}
          listPath="/things"
          title={() => 'Thing'}
          history={() => ({ resource: 'images', id: 1, what: 'thing' })}
        >
          {(t) => <ThingForm initial={t} />}
        </EditPageShell>
      </MemoryRouter>
    </HistoryDialogSlot.Provider>
  );

  async function revertThenRead(read: Thing) {
    const user = userEvent.setup();
    const { rerender } = render(tree(opened));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), ' typed');
    await user.click(screen.getByRole('button', { name: 'History of thing' }));
    await user.click(screen.getByRole('button', { name: 'Revert' }));
    rerender(tree(read));
  }

  it('shows the record the revert made at once, with no banner about her own change', async () => {
    await revertThenRead({ ...opened, name: 'Right name', version: 3, updatedAt: '2026-11-26T18:05:00Z' });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Right name');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("still says so when the record read next is someone else's change, and keeps what was typed", async () => {
    await revertThenRead({ ...opened, name: 'Ola’s name', version: 3, updatedBy: 'Ola Hansen' });
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Wrong name typed');
    expect(screen.getByRole('status')).toHaveTextContent(/^Ola Hansen changed this on .* while you were editing\./);
  });
});
