import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmProvider, useConfirm } from './confirm-provider.tsx';

function DeleteButton() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  const ask = async () => {
    const ok = await confirm({ message: "Are you sure you want to remove 'title'?" });
    setAnswer(ok ? 'confirmed' : 'cancelled');
  };
  return (
    <>
      <button type="button" onClick={() => void ask()}>
        Delete
      </button>
      <p>Answer: {answer}</p>
    </>
  );
}

function renderWithProvider() {
  render(
    <ConfirmProvider>
      <DeleteButton />
    </ConfirmProvider>,
  );
}

// vitest runs without globals here, so Testing Library cannot clean up by itself.
afterEach(cleanup);

describe('useConfirm', () => {
  it('resolves true when confirmed', async () => {
    const user = userEvent.setup();
    renderWithProvider();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    // The dialog's code is loaded on the first confirmation (decision 021).
    expect(await screen.findByRole('dialog')).toHaveTextContent("Are you sure you want to remove 'title'?");
    await user.click(screen.getByRole('button', { name: 'Ok' }));

    expect(await screen.findByText('Answer: confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves false when cancelled', async () => {
    const user = userEvent.setup();
    renderWithProvider();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));

    expect(await screen.findByText('Answer: cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('needs a provider', () => {
    function Orphan() {
      useConfirm();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('ConfirmProvider');
  });
});
