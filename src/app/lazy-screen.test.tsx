import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
