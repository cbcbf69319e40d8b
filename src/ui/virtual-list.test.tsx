import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ItemPlace } from './long-list.tsx';
import { WindowedList } from './virtual-list.tsx';

// vitest runs without globals here, so Testing Library cannot clean up by itself.
afterEach(cleanup);

/**
 * jsdom lays nothing out: the list is at the top of a 768 px window (always near it), and an item drawn whole
 * measures 50 px.
 */
beforeEach(() => {
  const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return new DOMRect(0, 0, 1024, this.tagName === 'LI' ? 50 : 0);
  });
  const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.tagName === 'LI' ? 50 : 0;
  });
  vi.stubGlobal('scrollTo', () => {});
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  return () => {
    rect.mockRestore();
    height.mockRestore();
    vi.unstubAllGlobals();
  };
});

const names = Array.from({ length: 200 }, (_, n) => `Guest ${n}`);

/** An item drawn whole has a button; its stand-in only the name. */
function Item({ index, standIn, measureRef }: ItemPlace) {
  const name = names[index]!;
  return standIn === undefined ? (
    <li aria-label={name} data-index={index} ref={measureRef}>
      <button type="button">{`Edit ${name}`}</button>
    </li>
  ) : (
    <li aria-label={name} data-index={index} style={{ height: standIn }}>
      {name}
    </li>
  );
}

function List({ windowed }: { windowed: boolean }) {
  return (
    <WindowedList
      label="Guests"
      windowed={windowed}
      count={names.length}
      itemKey={(index) => names[index]!}
      estimateSize={() => 50}
      gap={4}
      renderItem={(place) => <Item {...place} />}
    />
  );
}

describe('WindowedList', () => {
  it('draws every item whole when not windowed', () => {
    render(<List windowed={false} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(200);
    expect(screen.getAllByRole('button')).toHaveLength(200);
  });

  it('when windowed, keeps every item in the list by name but draws whole only those near the window', () => {
    render(<List windowed />);
    expect(screen.getAllByRole('listitem')).toHaveLength(200);
    const whole = screen.getAllByRole('button').length;
    // The window (768 px, items of 50 + 4) and the overscan: a few dozen, from the top.
    expect(whole).toBeGreaterThan(10);
    expect(whole).toBeLessThan(40);
    expect(screen.getByRole('button', { name: 'Edit Guest 0' })).toBeDefined();
    expect(screen.getByRole('listitem', { name: 'Guest 199' }).textContent).toBe('Guest 199');
    expect(screen.getByRole('listitem', { name: 'Guest 199' }).style.height).toBe('50px');
  });

  it('keeps the item that held the focus whole when the window moves away from it', () => {
    render(<List windowed />);
    const button = screen.getByRole('button', { name: 'Edit Guest 3' });
    act(() => button.focus());
    act(() => {
      window.scrollY = 5000;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByRole('button', { name: 'Edit Guest 0' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Guest 3' })).toBe(button);
    expect(document.activeElement).toBe(button);
  });
});
