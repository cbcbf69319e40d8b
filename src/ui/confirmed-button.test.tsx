import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider } from './confirm-provider.tsx';
import { ConfirmedButton } from './confirmed-button.tsx';

afterEach(cleanup);

describe('ConfirmedButton', () => {
  it('confirms every delete, detach and remove with the one label, Ok', async () => {
    const user = userEvent.setup();
    const done = vi.fn<(verb: string) => void>();
    render(
      <ConfirmProvider>
        {(['Delete', 'Detach', 'Remove'] as const).map((verb) => (
          <ConfirmedButton
            key={verb}
            label={`${verb} Sommer`}
            confirm={{ title: `${verb} it`, message: `Are you sure you want to ${verb.toLowerCase()} 'Sommer'?` }}
            onConfirmed={() => done(verb)}
          >
            {verb}
          </ConfirmedButton>
        ))}
      </ConfirmProvider>,
    );
    for (const verb of ['Delete', 'Detach', 'Remove']) {
      await user.click(screen.getByRole('button', { name: `${verb} Sommer` }));
      const dialog = await screen.findByRole('dialog', { name: `${verb} it` });
      expect([...dialog.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Cancel', 'Ok']);
      await user.click(screen.getByRole('button', { name: 'Ok' }));
      await waitFor(() => expect(done).toHaveBeenLastCalledWith(verb));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
  });
});
