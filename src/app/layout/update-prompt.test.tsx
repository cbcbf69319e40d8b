import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for workbox-window's Workbox: the test fires its events. */
const workbox = vi.hoisted(() => ({
  listeners: new Map<string, Array<() => void>>(),
  skipWaiting: vi.fn(),
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener();
  },
}));
vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, [...(workbox.listeners.get(type) ?? []), listener]);
    }
    messageSkipWaiting() {
      workbox.skipWaiting();
    }
    register() {
      return Promise.resolve();
    }
  },
}));

const reload = vi.fn();
beforeEach(() => {
  vi.stubEnv('DEV', false);
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('a new version of the app', () => {
  it('says "A new version is available"; Reload activates it and reloads once it controls the page', async () => {
    const { registerServiceWorker } = await import('../../offline/service-worker.ts');
    const { UpdatePrompt } = await import('./update-prompt.tsx');
    registerServiceWorker();
    render(<UpdatePrompt />);
    expect(screen.queryByText('A new version is available')).toBeNull();

    act(() => workbox.fire('waiting'));
    expect(screen.getByText('A new version is available')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(workbox.skipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });
});
