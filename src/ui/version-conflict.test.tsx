import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ConfirmProvider } from './confirm-provider.tsx';
import { FormText } from './form/fields.tsx';
import type { InlineCrudForm } from './inline-crud-edit-row.tsx';
import { InlineCrudTable } from './inline-crud-table.tsx';
import { useForm } from 'react-hook-form';
import { deleteRefusedText, mergeFields, shown, useSettleConflict } from './version-conflict.tsx';

describe('mergeFields', () => {
  it('takes what only they changed, keeps what only I changed, and asks about what both changed differently', () => {
    const base = { name: 'Spa', intro: 'Old', url: 'spa', position: '1', version: 1 };
    const mine = { name: 'Spa', intro: 'Mine', url: 'my-spa', position: '2', version: 1 };
    const theirs = { name: 'Spa weekend', intro: 'Theirs', url: 'my-spa', position: '1', version: 2 };
    expect(mergeFields(base, mine, theirs)).toEqual({
      taken: [{ field: 'name', theirs: 'Spa weekend' }],
      clashes: [{ field: 'intro', mine: 'Mine', theirs: 'Theirs' }],
    });
  });

  it('compares lists and nested values whole, never the record stamps', () => {
    const base = { tables: ['3'], updatedBy: 'A', updatedAt: '2026-11-26T18:00:00Z' };
    const theirs = { tables: ['3', '5'], updatedBy: 'Ola Hansen', updatedAt: '2026-11-26T19:02:00Z' };
    expect(mergeFields(base, { ...base }, theirs)).toEqual({
      taken: [{ field: 'tables', theirs: ['3', '5'] }],
      clashes: [],
    });
  });
});

describe('shown', () => {
  it('writes values as the console does elsewhere: dates DD.MM.YYYY, lists, yes and no, empty', () => {
    expect(shown('2031-12-31T23:00')).toBe('31.12.2031 23:00');
    expect(shown('2031-12-31')).toBe('31.12.2031');
    expect(shown(['3', '5'])).toBe('3, 5');
    expect(shown(true)).toBe('Yes');
    expect(shown('')).toBe('(empty)');
    expect(shown(40)).toBe('40');
  });
});

interface Item {
  id: number;
  version: number;
  name: string;
  note: string;
}
const schema = z.object({ name: z.string(), note: z.string() });
const form: InlineCrudForm<Item, typeof schema> = {
  schema,
  values: (item) => ({ name: item?.name ?? '', note: item?.note ?? '' }),
  fields: (f) => (
    <>
      <FormText form={f} name="name" label="Name" />
      <FormText form={f} name="note" label="Note" />
    </>
  ),
  newLabel: 'New item',
  editLabel: (item) => `Edit item ${item.name}`,
};

/** The refusal the API client raises for a 412 (ApiError carries `conflict`). */
const refused = (current: Item | null) =>
  Object.assign(new Error('Request failed with status 412.'), {
    status: 412,
    conflict: {
      message: 'Someone else changed this while you were editing. Nothing was saved.',
      current,
      version: current?.version ?? null,
      changedBy: 'Ola Hansen',
      changedAt: '2026-11-26T18:02:00Z',
    },
  });

/** A notice with one button, Ok (not an Ok and a Close that do the same), pressed. */
async function expectOkAlone(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  expect(
    within(dialog)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Ok']);
  await user.click(within(dialog).getByRole('button', { name: 'Ok' }));
}

describe('a save refused for a change made meanwhile (InlineCrudTable)', () => {
  const opened: Item = { id: 1, version: 3, name: 'One', note: 'first' };
  const theirs: Item = { id: 1, version: 4, name: 'One renamed', note: 'their note' };

  function setup(onSave: (value: unknown, row?: Item) => Promise<unknown>) {
    const save = vi.fn(onSave);
    const table = (rows: Item[]) => (
      <ConfirmProvider>
        <InlineCrudTable
          label="Items"
          columns={[{ id: 'name', header: 'Name', cell: (i: Item) => i.name }]}
          rows={rows}
          rowKey={(i) => i.id}
          rowName={(i) => i.name}
          emptyText="None"
          online
          form={form}
          onSave={save}
        />
      </ConfirmProvider>
    );
    const { rerender } = render(table([opened]));
    return { save, user: userEvent.setup(), showRows: (rows: Item[]) => rerender(table(rows)) };
  }

  /** The row opened on version 3, its note changed to "my note", saved: refused, Ola saved version 4 meanwhile. */
  async function saveOnOldVersion() {
    const opened = setup(async (_value, row) => {
      if (row?.version === 3) throw refused(theirs);
      return {};
    });
    const { user } = opened;
    await user.click(screen.getByRole('button', { name: 'Edit One' }));
    const row = screen.getByRole('form', { name: 'Edit item One' });
    await user.clear(within(row).getByLabelText('Note'));
    await user.type(within(row).getByLabelText('Note'), 'my note');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    return { ...opened, row };
  }

  it('merges their change in, shows the clash with their name, keeps what I typed, and bases the next save on theirs', async () => {
    const { save, user, row } = await saveOnOldVersion();

    const dialog = await screen.findByRole('dialog', { name: 'Changed meanwhile' });
    expect(dialog).toHaveTextContent('Ola Hansen changed this on 26.11.2026 at');
    expect(dialog).toHaveTextContent('Name: One renamed');
    const clash = within(dialog).getByRole('group', { name: 'Note' });
    expect(within(clash).getByRole('radio', { name: 'Keep mine: my note' })).toBeChecked();
    expect(within(clash).getByRole('radio', { name: "Use Ola Hansen's: their note" })).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Apply my choices' }));

    // Their rename is in the form; my note stayed; nothing was lost.
    await waitFor(() => expect(within(row).getByLabelText('Name')).toHaveValue('One renamed'));
    expect(within(row).getByLabelText('Note')).toHaveValue('my note');
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save.mock.calls[1]).toEqual([{ name: 'One renamed', note: 'my note' }, theirs]);
  });

  it('uses theirs where the person chooses it', async () => {
    const { save, user, row } = await saveOnOldVersion();
    const dialog = await screen.findByRole('dialog', { name: 'Changed meanwhile' });
    await user.click(within(dialog).getByRole('radio', { name: "Use Ola Hansen's: their note" }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply my choices' }));
    await waitFor(() => expect(within(row).getByLabelText('Note')).toHaveValue('their note'));
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('with nothing to choose, offers Ok alone and takes their change into the form', async () => {
    const { user } = setup(async (_value, row) => {
      if (row?.version === 3) throw refused(theirs);
      return {};
    });
    await user.click(screen.getByRole('button', { name: 'Edit One' }));
    const row = screen.getByRole('form', { name: 'Edit item One' });
    await user.click(within(row).getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changed meanwhile' });
    await expectOkAlone(user, dialog);
    await waitFor(() => expect(within(row).getByLabelText('Note')).toHaveValue('their note'));
  });

  it('a record deleted meanwhile is said with Ok alone', async () => {
    const done = vi.fn();
    function Settle() {
      const settle = useSettleConflict();
      const form = useForm({ defaultValues: { name: 'One' } });
      return (
        <button type="button" onClick={() => void settle(form, refused(null).conflict, {}, null).then(done)}>
          Save
        </button>
      );
    }
    const user = userEvent.setup();
    render(
      <ConfirmProvider>
        <Settle />
      </ConfirmProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deleted meanwhile' });
    expect(dialog).toHaveTextContent('Ola Hansen deleted this on 26.11.2026 at');
    await expectOkAlone(user, dialog);
    await waitFor(() => expect(done).toHaveBeenCalled());
  });

  it('says so before the save when the list shows the row changed since it opened', async () => {
    const { user, showRows } = setup(async () => ({}));
    await user.click(screen.getByRole('button', { name: 'Edit One' }));
    const row = screen.getByRole('form', { name: 'Edit item One' });
    expect(within(row).queryByRole('status')).not.toBeInTheDocument();
    showRows([{ ...theirs, updatedBy: 'Ola Hansen', updatedAt: '2026-11-26T18:02:00Z' } as Item]);
    expect(await within(row).findByRole('status')).toHaveTextContent(
      /^Ola Hansen changed this on 26\.11\.2026 at \d\d:02 while you were editing\. Saving will show you what changed\.$/,
    );
  });

  it('a refused delete names who changed it', () => {
    expect(deleteRefusedText('There was an error while deleting item.', refused(theirs))).toMatch(
      /^There was an error while deleting item\.\nOla Hansen changed it on 26\.11\.2026 at \d\d:02\. Nothing was deleted/,
    );
  });
});
