import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TimedBatch } from './timed-batch.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('TimedBatch', () => {
  it('hands on the items of one window together, once, counted from the first', () => {
    const batches: number[][] = [];
    const batch = new TimedBatch<number>((items) => batches.push(items), 100);
    batch.add(1);
    vi.advanceTimersByTime(60);
    batch.add(2);
    expect(batches).toEqual([]);
    vi.advanceTimersByTime(40);
    expect(batches).toEqual([[1, 2]]);
    batch.add(3);
    vi.advanceTimersByTime(100);
    expect(batches).toEqual([[1, 2], [3]]);
  });

  it('flush hands on what waits at once, and nothing when nothing does', () => {
    const batches: string[][] = [];
    const batch = new TimedBatch<string>((items) => batches.push(items), 100);
    batch.flush();
    batch.add('a');
    batch.flush();
    vi.advanceTimersByTime(200);
    expect(batches).toEqual([['a']]);
  });
});
