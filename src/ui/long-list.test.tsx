import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VirtualList, WindowedList, type ItemPlace } from './long-list.tsx';

// The windowing's code cannot be fetched (offline before the service worker held it).
vi.mock('./virtual-list.tsx', () => {
  throw new Error('Failed to fetch dynamically imported module');
});
vi.spyOn(console, 'warn').mockImplementation(() => undefined);
vi.spyOn(console, 'error').mockImplementation(() => undefined);

// vitest runs without globals here, so Testing Library cannot clean up by itself.
afterEach(cleanup);

const names = Array.from({ length: 200 }, (_, n) => `Guest ${n}`);

function Item({ index, standIn }: ItemPlace) {
  const name = names[index]!;
  return standIn === undefined ? (
    <li aria-label={name}>
      <button type="button">{`Edit ${name}`}</button>
    </li>
  ) : (
    <li aria-label={name} style={{ height: standIn }}>
      {name}
    </li>
  );
}

const windowed = (on: boolean) => (
  <WindowedList
    label="Guests"
    windowed={on}
    count={names.length}
    itemKey={(index) => names[index]!}
    estimateSize={() => 50}
    renderItem={(place) => <Item {...place} />}
  />
);

describe('long lists without their windowing code', () => {
  it('a list not windowed draws every item whole, with no code to wait for', () => {
    render(windowed(false));
    expect(screen.getAllByRole('button')).toHaveLength(names.length);
  });

  it('a windowed list shows its stand-ins while the code loads, then every item whole when it cannot come', async () => {
    render(windowed(true));
    expect(screen.getAllByRole('listitem')).toHaveLength(names.length);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    // Drawing 200 items whole in jsdom takes more than findAll's default second on a busy machine.
    expect(await screen.findAllByRole('button', {}, { timeout: 10_000 })).toHaveLength(names.length);
    expect(screen.getAllByRole('listitem')).toHaveLength(names.length);
  });

  it('a virtual list shows its first items while the code loads, then all of them when it cannot come', async () => {
    render(
      <VirtualList
        label="Lines"
        count={names.length}
        itemKey={(index) => names[index]!}
        estimateSize={() => 40}
        renderItem={(index) => names[index]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Lines' });
    expect(list.children.length).toBeGreaterThan(0);
    expect(list.children.length).toBeLessThan(names.length);
    await vi.waitFor(() => expect(screen.getByRole('list', { name: 'Lines' }).children).toHaveLength(names.length), {
      timeout: 10_000,
    });
    expect(screen.getByText('Guest 199')).toBeTruthy();
  });
});
