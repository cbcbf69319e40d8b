import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ConfirmProvider } from './confirm-provider.tsx';
import { FormText } from './form/fields.tsx';
import type { InlineCrudForm } from './inline-crud-edit-row.tsx';
import { InlineCrudTable } from './inline-crud-table.tsx';
import { getNotification } from './notifications.ts';

interface Item {
  id: number;
  name: string;
}
const schema = z.object({ name: z.string().trim().min(1, 'is required') });
const form: InlineCrudForm<Item, typeof schema> = {
  schema,
  messages: { name: 'Name is required' },
  values: (item) => ({ name: item?.name ?? '' }),
  fields: (f) => <FormText form={f} name="name" label="Name" />,
  newLabel: 'New item',
  editLabel: (item) => `Edit item ${item.name}`,
};

function setup(
  overrides: {
    onSave?: () => Promise<unknown>;
    onDelete?: () => Promise<unknown>;
    online?: boolean;
    form?: InlineCrudForm<Item, typeof schema>;
    deleteQuestion?: (item: Item) => string;
    deleteError?: string;
  } = {},
) {
  const onSave = vi.fn(overrides.onSave ?? (async () => ({})));
  const onDelete = vi.fn(overrides.onDelete ?? (async () => ({})));
  render(
    <ConfirmProvider>
      <InlineCrudTable
        label="Items"
        columns={[{ id: 'name', header: 'Name', cell: (i: Item) => i.name }]}
        rows={[
          { id: 1, name: 'One' },
          { id: 2, name: 'Two' },
        ]}
        rowKey={(i) => i.id}
        rowName={(i) => i.name}
        emptyText="None"
        online={overrides.online ?? true}
        form={overrides.form ?? form}
        deleteQuestion={overrides.deleteQuestion}
        deleteError={overrides.deleteError}
        onSave={onSave}
        onDelete={onDelete}
        deleteTitle="Delete item"
      >
        {({ start, busy }) => (
          <button type="button" disabled={busy} onClick={start}>
            Add
          </button>
        )}
      </InlineCrudTable>
    </ConfirmProvider>,
  );
  return { onSave, onDelete, user: userEvent.setup() };
}

describe('InlineCrudTable', () => {
  it("ignores a save the form's rule refuses: Save disabled with the reason, Enter sends nothing", async () => {
    const ignoring = {
      ...form,
      ignoreSave: (v: { name: string }) => (v.name.startsWith('x') ? 'Names starting with x are ignored.' : null),
    };
    const { onSave, user } = setup({ form: ignoring });
    await user.click(screen.getByRole('button', { name: 'Edit One' }));
    const row = screen.getByRole('form', { name: 'Edit item One' });
    await user.clear(within(row).getByLabelText('Name'));
    await user.type(within(row).getByLabelText('Name'), 'xray{Enter}');
    expect(within(row).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(within(row).getByText('Names starting with x are ignored.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.clear(within(row).getByLabelText('Name'));
    await user.type(within(row).getByLabelText('Name'), 'ray');
    expect(within(row).queryByText('Names starting with x are ignored.')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledWith({ name: 'ray' }, { id: 1, name: 'One' }));
  });

  it("asks the row's own delete question", async () => {
    const { onDelete, user } = setup({ deleteQuestion: (i) => `Remove ${i.name} for good?` });
    await user.click(screen.getByRole('button', { name: 'Delete Two' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete item' });
    expect(within(dialog).getByText('Remove Two for good?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /ok|delete/i }));
    await vi.waitFor(() => expect(onDelete).toHaveBeenCalledWith({ id: 2, name: 'Two' }));
  });

  it('adds in a new row: the spec text until valid, one row at a time, then saves the parsed value', async () => {
    const { onSave, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const row = screen.getByRole('form', { name: 'New item' });
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit One' })).toBeDisabled();
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('Name is required')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await user.type(within(row).getByLabelText('Name'), '  Three ');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(screen.queryByRole('form', { name: 'New item' })).not.toBeInTheDocument());
    expect(onSave).toHaveBeenCalledWith({ name: 'Three' }, undefined);
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
  });

  it('cancels the row with Escape, but not while its save is under way', async () => {
    const { onSave, user } = setup({ onSave: () => new Promise(() => {}) });
    await user.click(screen.getByRole('button', { name: 'Edit One' }));
    await user.type(
      within(screen.getByRole('form', { name: 'Edit item One' })).getByLabelText('Name'),
      ' more{Escape}',
    );
    expect(screen.queryByRole('form', { name: 'Edit item One' })).not.toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Edit Two' }));
    const row = screen.getByRole('form', { name: 'Edit item Two' });
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    await user.type(within(row).getByLabelText('Name'), '{Escape}');
    expect(screen.getByRole('form', { name: 'Edit item Two' })).toBeInTheDocument();
  });

  it('keeps what was typed and puts a refusal that names a field on that field', async () => {
    const refusal = Object.assign(new Error('Request failed with status 400.'), {
      status: 400,
      fieldErrors: [{ field: 'name', message: 'is taken' }],
    });
    const { user } = setup({ onSave: async () => Promise.reject(refusal) });
    await user.click(screen.getByRole('button', { name: 'Edit Two' }));
    const row = screen.getByRole('form', { name: 'Edit item Two' });
    await user.clear(within(row).getByLabelText('Name'));
    await user.type(within(row).getByLabelText('Name'), 'Taken');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('Name is required')).toBeInTheDocument();
    expect(within(row).getByLabelText('Name')).toHaveValue('Taken');
  });

  it('shows a refusal the screen raised in its own words (e.g. a code already taken)', async () => {
    const taken = Object.assign(new Error('taken'), {
      status: 409,
      fieldErrors: [{ field: 'name', message: 'This name already exists. ' }],
    });
    const { user } = setup({ onSave: async () => Promise.reject(taken) });
    await user.click(screen.getByRole('button', { name: 'Edit One' }));
    const row = screen.getByRole('form', { name: 'Edit item One' });
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    expect(await within(row).findByText('This name already exists.')).toBeInTheDocument();
  });

  it('deletes only after the confirmation, and not offline', async () => {
    const { onDelete, user } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete One' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete item' });
    expect(within(dialog).getByText("Are you sure you want to delete 'One'?")).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete One' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete item' })).getByRole('button', { name: /ok|delete/i }),
    );
    await vi.waitFor(() => expect(onDelete).toHaveBeenCalledWith({ id: 1, name: 'One' }));
  });

  it("says why the server refused a delete: the screen's text, then the server's reason", async () => {
    const refusal = Object.assign(new Error('Request failed with status 409.'), {
      status: 409,
      serverMessage: 'Item One is in use.',
    });
    const { user } = setup({ onDelete: async () => Promise.reject(refusal), deleteError: 'Could not delete.' });
    await user.click(screen.getByRole('button', { name: 'Delete One' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete item' })).getByRole('button', { name: /ok|delete/i }),
    );
    await vi.waitFor(() =>
      expect(getNotification()).toMatchObject({ kind: 'error', message: 'Could not delete.\nItem One is in use.' }),
    );
    expect(screen.getByRole('button', { name: 'Delete One' })).toBeInTheDocument();
  });

  it('keeps the text alone when the delete failed without a refusal (network, server error)', async () => {
    const failure = Object.assign(new Error('Request failed with status 503.'), {
      status: 503,
      serverMessage: 'Database unavailable',
    });
    const { user } = setup({ onDelete: async () => Promise.reject(failure), deleteError: 'Could not delete.' });
    await user.click(screen.getByRole('button', { name: 'Delete One' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete item' })).getByRole('button', { name: /ok|delete/i }),
    );
    await vi.waitFor(() => expect(getNotification()).toMatchObject({ kind: 'error', message: 'Could not delete.' }));
  });

  it('disables saving and deleting offline', async () => {
    const { user } = setup({ online: false });
    expect(screen.getByRole('button', { name: 'Delete One' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Edit One' }));
    expect(
      within(screen.getByRole('form', { name: 'Edit item One' })).getByRole('button', { name: 'Save' }),
    ).toBeDisabled();
  });
});
