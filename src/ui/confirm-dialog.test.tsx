import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog.tsx';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      message="Are you sure you want to delete this alert?"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
}

// vitest runs without globals here, so Testing Library cannot clean up by itself.
afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('asks with Ok and Cancel by default', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderDialog();

    const dialog = screen.getByRole('dialog', { name: 'Confirm' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this alert?');
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('shows the title and a custom confirm label', async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderDialog({ title: 'Delete image', confirmLabel: 'Delete' });

    expect(screen.getByRole('dialog', { name: 'Delete image' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ok' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('cancels with Cancel and with Escape', async () => {
    const user = userEvent.setup();
    const { onCancel, onConfirm } = renderDialog();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('disables both buttons while busy and cannot be escaped', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderDialog({ busy: true });

    expect(screen.getByRole('button', { name: 'Ok' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
