import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFormReady } from './use-form-ready.ts';

const state = (over: Partial<{ dataUpdatedAt: number; isPaused: boolean; isError: boolean }> = {}) => ({
  dataUpdatedAt: 0,
  isPaused: false,
  isError: false,
  ...over,
});

describe('when an edit form may start', () => {
  it('waits for data fetched since the page opened, then stays ready whatever refetches do', () => {
    const before = Date.now() - 60_000;
    const { result, rerender } = renderHook((props) => useFormReady(props), {
      initialProps: state({ dataUpdatedAt: before }),
    });
    expect(result.current.formReady).toBe(false);
    rerender(state({ dataUpdatedAt: Date.now() }));
    expect(result.current.formReady).toBe(true);
    rerender(state({ dataUpdatedAt: before }));
    expect(result.current.formReady).toBe(true);
  });

  it('starts from the cached copy offline (the fetch is paused) and keeps it when the connection returns', () => {
    const { result, rerender } = renderHook((props) => useFormReady(props), {
      initialProps: state({ dataUpdatedAt: 1, isPaused: true }),
    });
    expect(result.current.formReady).toBe(true);
    rerender(state({ dataUpdatedAt: 1, isPaused: false }));
    expect(result.current.formReady).toBe(true);
  });

  it('is fresh only with an answer fetched since the page opened, never with a copy kept from before', () => {
    const before = Date.now() - 60_000;
    const { result, rerender } = renderHook((props) => useFormReady(props), {
      initialProps: state({ dataUpdatedAt: before, isPaused: true }),
    });
    expect(result.current.fresh).toBe(false);
    rerender(state({ dataUpdatedAt: before, isError: true }));
    expect(result.current.fresh).toBe(false);
    rerender(state({ dataUpdatedAt: Date.now() }));
    expect(result.current.fresh).toBe(true);
  });

  it('starts on an error, so the page can say so', () => {
    const { result } = renderHook(() => useFormReady(state({ isError: true })));
    expect(result.current.formReady).toBe(true);
  });
});
