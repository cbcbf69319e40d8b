import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormText } from './fields.tsx';
import { FormList } from './form-list.tsx';
import { formSchema } from './form-schema.ts';
import { useContractForm } from './use-contract-form.ts';

const schema = formSchema(
  z.object({ items: z.array(z.object({ title: z.string() })) }),
  (values) => values,
  z.object({ items: z.array(z.object({ title: z.string().trim().min(1, 'Title is required') })) }),
);

function Harness({ initial, onSave }: { initial: string[]; onSave: (titles: string[]) => void }) {
  const form = useContractForm(schema, { defaultValues: { items: initial.map((title) => ({ title })) }, live: true });
  return (
    <form onSubmit={(e) => void form.handleSubmit((value) => onSave(value.items.map((i) => i.title)))(e)}>
      <FormList
        form={form}
        name="items"
        itemLabel="Item"
        addLabel="Add item"
        emptyText="No items yet."
        newItem={() => ({ title: '' })}
        renderItem={(index) => <FormText form={form} name={`items.${index}.title`} label="Title" />}
      />
      <button type="submit">Save</button>
    </form>
  );
}

function setup(initial: string[]) {
  const onSave = vi.fn();
  render(<Harness initial={initial} onSave={onSave} />);
  const item = (n: number) => screen.getByRole('listitem', { name: `Item ${n}` });
  const title = (n: number) => within(item(n)).getByRole('textbox', { name: 'Title' });
  const titles = () => screen.getAllByRole('textbox', { name: 'Title' }).map((el) => (el as HTMLInputElement).value);
  return { onSave, item, title, titles, user: userEvent.setup() };
}

describe('FormList', () => {
  it('says when there are none, and adds one last', async () => {
    const { user, title, onSave } = setup([]);
    expect(screen.getByText('No items yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(title(1), 'Basseng');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(title(2), 'Lunsj');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(['Basseng', 'Lunsj']);
  });

  it('moves an item up or down by swapping it with its neighbour; the ends cannot move further', async () => {
    const { user, item, titles, onSave } = setup(['A', 'B', 'C']);
    expect(within(item(1)).getByRole('button', { name: 'Move up' })).toBeDisabled();
    expect(within(item(3)).getByRole('button', { name: 'Move down' })).toBeDisabled();
    await user.click(within(item(3)).getByRole('button', { name: 'Move up' }));
    expect(titles()).toEqual(['A', 'C', 'B']);
    await user.click(within(item(1)).getByRole('button', { name: 'Move down' }));
    expect(titles()).toEqual(['C', 'A', 'B']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(['C', 'A', 'B']);
  });

  it('removes an item, keeping what was typed in the others', async () => {
    const { user, item, title, titles, onSave } = setup(['A', 'B', 'C']);
    await user.type(title(3), '2');
    await user.click(within(item(2)).getByRole('button', { name: 'Remove' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(titles()).toEqual(['A', 'C2']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(['A', 'C2']);
  });

  it("shows an item's error on its field, and it follows the item when moved", async () => {
    const { user, item, title } = setup(['A', 'B']);
    await user.clear(title(2));
    expect(await within(item(2)).findByText('Title is required')).toBeInTheDocument();
    await user.click(within(item(2)).getByRole('button', { name: 'Move up' }));
    expect(await within(item(1)).findByText('Title is required')).toBeInTheDocument();
    expect(within(item(2)).queryByText('Title is required')).not.toBeInTheDocument();
  });
});
