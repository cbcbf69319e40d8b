import { act, render, renderHook, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ConfirmProvider } from './confirm-provider.tsx';
import { describe, expect, it, vi } from 'vitest';
import { useGoBack, useKeepDraft, useSaveAndReturn, type SaveAndReturnTexts } from './edit-page-shell.tsx';
import { readDraft } from './session-draft.ts';
import { getNotification } from './notifications.ts';

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
