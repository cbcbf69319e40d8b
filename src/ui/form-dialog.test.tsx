import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormDialog } from './form-dialog.tsx';
import { TextField } from './text-field.tsx';

// vitest runs without globals here, so Testing Library cannot clean up by itself.
afterEach(cleanup);

describe('FormDialog', () => {
  it('opens with the caret at the end of the first field, its value not selected: a key typed adds to it', async () => {
    render(
      <FormDialog open title="Edit booking" onSubmit={vi.fn()} onCancel={vi.fn()}>
        <TextField label="Customer name" defaultValue="Kari Nordmann" />
        <TextField label="Phone" defaultValue="+47 912 34 567" />
      </FormDialog>,
    );
    const name = screen.getByLabelText<HTMLInputElement>('Customer name');
    expect(name).toHaveFocus();
    expect([name.selectionStart, name.selectionEnd]).toEqual([13, 13]);
    await userEvent.keyboard(' Jr');
    expect(name).toHaveValue('Kari Nordmann Jr');
  });

  it('closes on Cancel and on Escape while its input is refused (submit disabled); only Save waits', async () => {
    const onCancel = vi.fn();
    const onSubmit = vi.fn();
    render(
      <FormDialog open title="Add booking" submitLabel="Add" submitDisabled onSubmit={onSubmit} onCancel={onCancel}>
        <TextField label="Seats" defaultValue="0" error="Invalid number" />
      </FormDialog>,
    );
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
