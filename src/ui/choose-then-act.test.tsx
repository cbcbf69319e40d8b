import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChooseThenAct } from './choose-then-act.tsx';

afterEach(cleanup);

const ALREADY = 'This hotel package is already added to this discount code.';

/** A code's attached packages, as the discount code panel configures the piece: attach, or say it is there. */
function Attach() {
  const [attached, setAttached] = useState(['HP1']);
  return (
    <>
      <button type="button" onClick={() => setAttached([])}>
        Detach all
      </button>
      <ChooseThenAct
        label="Package"
        placeholder="Choose"
        noneLeft="None"
        options={[
          { value: 'HP1', label: 'One' },
          { value: 'HP2', label: 'Two' },
        ]}
        messageHolds={(choice) => attached.includes(choice)}
      >
        {({ choice, say }) => (
          <button
            type="button"
            onClick={() => (attached.includes(choice) ? say(ALREADY) : setAttached([...attached, choice]))}
          >
            Attach
          </button>
        )}
      </ChooseThenAct>
    </>
  );
}

describe('ChooseThenAct', () => {
  it('shows what the action said about the choice only while it holds: another choice or a change of what caused it clears it', async () => {
    const user = userEvent.setup();
    render(<Attach />);
    const select = screen.getByRole('combobox', { name: 'Package' });
    const attach = screen.getByRole('button', { name: 'Attach' });

    await user.selectOptions(select, 'One');
    await user.click(attach);
    expect(screen.getByRole('alert')).toHaveTextContent(ALREADY);
    // Another choice: the message was about the first.
    await user.selectOptions(select, 'Two');
    expect(screen.queryByRole('alert')).toBeNull();

    await user.selectOptions(select, 'One');
    await user.click(attach);
    expect(screen.getByRole('alert')).toHaveTextContent(ALREADY);
    // Detached: the same choice, but the message no longer applies.
    await user.click(screen.getByRole('button', { name: 'Detach all' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(select).toHaveValue('HP1');
  });
});
