import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getNotification } from '../ui/notifications.ts';
import { lazyPart, PART_FAILED } from '../ui/on-demand.tsx';
import { lazyScreen, loadScreens } from './lazy-screen.tsx';

/** A module import the test settles by hand: the screen's code "arriving". */
function deferredModule() {
  let arrive: () => void = () => undefined;
  const loaded = new Promise<void>((resolve) => (arrive = resolve));
  const Greeting = ({ name }: { name: string }) => <h1>Hello {name}</h1>;
  return { load: () => loaded.then(() => Greeting), arrive };
}

describe('a screen loaded on demand', () => {
  it('shows the named spinner until its code arrives, then the screen with its props', async () => {
    const module = deferredModule();
    const Screen = lazyScreen(module.load);
    render(<Screen name="Kari" />);
    expect(screen.getByRole('progressbar', { name: 'Loading the screen' })).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();

    module.arrive();
    expect(await screen.findByRole('heading', { name: 'Hello Kari' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows at once, with no spinner, once its code has been loaded ahead (warmed)', async () => {
    const module = deferredModule();
    const Screen = lazyScreen(module.load);
    module.arrive();
    await loadScreens();

    render(<Screen name="Ola" />);
    // In the first render: no Suspense fallback in between.
    expect(screen.getByRole('heading', { name: 'Hello Ola' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('a part loaded on demand (a dialog, a menu)', () => {
  afterEach(cleanup);

  it('shows once its code arrives; when the code cannot be fetched it says so and closes, and the next open fetches again', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const Dialog = ({ name }: { name: string; onClose: () => void }) => <p role="dialog">Edit {name}</p>;
    const Part = lazyPart(
      () =>
        fail ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(Dialog),
      {
        close: (props) => props.onClose(),
      },
    );
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Edit
          </button>
          {open && <Part name="Kari" onClose={() => setOpen(false)} />}
        </>
      );
    }
    render(<Opener />);

    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await waitFor(() =>
      expect(getNotification()).toEqual(expect.objectContaining({ kind: 'error', message: PART_FAILED })),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Edit Kari');
    errors.mockRestore();
  });
});
