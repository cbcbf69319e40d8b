import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationBar } from './notification-bar.tsx';
import { ERROR_TOAST_MS, SUCCESS_TOAST_MS, notify } from './notifications.ts';

// vitest runs without globals here, so Testing Library cannot clean up by itself.
afterEach(cleanup);

describe('NotificationBar', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // Testing Library drains its async wrapper with a setTimeout(0) that it only advances when it sees `jest`.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });

  afterEach(() => {
    act(() => notify.dismiss());
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('uses the spec timings', () => {
    expect(SUCCESS_TOAST_MS).toBe(10_000);
    expect(ERROR_TOAST_MS).toBe(3_600_000);
  });

  it('shows nothing until something is notified', () => {
    render(<NotificationBar />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('hides a success message after 10 seconds', () => {
    render(<NotificationBar />);
    act(() => notify.success('Save successful'));
    expect(screen.getByRole('status')).toHaveTextContent('Save successful');

    act(() => {
      vi.advanceTimersByTime(SUCCESS_TOAST_MS - 1);
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('keeps an error up after 10 seconds and hides it after an hour', () => {
    render(<NotificationBar />);
    act(() => notify.error('There was an error while saving item.'));
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('There was an error while saving item.');

    act(() => {
      vi.advanceTimersByTime(ERROR_TOAST_MS - 10_000);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes on Close', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<NotificationBar />);
    act(() => notify.error('There was an error while deleting item.'));

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows one message at a time: a new one replaces the old, with its own timing', () => {
    render(<NotificationBar />);
    act(() => notify.error('There was an error while fetching data.'));
    act(() => notify.success('Restrictions were saved.'));

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Restrictions were saved.');
    act(() => {
      vi.advanceTimersByTime(SUCCESS_TOAST_MS);
    });
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('does not let an old timer hide a newer message', () => {
    render(<NotificationBar />);
    act(() => notify.success('Product added successfully'));
    act(() => {
      vi.advanceTimersByTime(SUCCESS_TOAST_MS - 1000);
    });
    act(() => notify.success('Save successful'));
    act(() => {
      vi.advanceTimersByTime(1000);
    });

    expect(screen.getByRole('status')).toHaveTextContent('Save successful');
  });
});
