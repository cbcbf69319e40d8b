import { describe, expect, it } from 'vitest';
import { MergedCalls } from './merge-calls.ts';

/** A job whose runs the test ends by hand, counting how many started and how many ran at once. */
function controlled() {
  const ends: Array<{ resolve: () => void; reject: (error: Error) => void }> = [];
  let started = 0;
  let running = 0;
  let most = 0;
  const calls = new MergedCalls(
    () =>
      new Promise<void>((resolve, reject) => {
        started++;
        most = Math.max(most, ++running);
        ends.push({
          resolve: () => (running--, resolve()),
          reject: (error) => (running--, reject(error)),
        });
      }),
  );
  return { calls, ends, started: () => started, most: () => most };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('MergedCalls', () => {
  it('starts a run at once when none is under way', async () => {
    const job = controlled();
    const first = job.calls.call();
    expect(job.started()).toBe(1);
    expect(job.calls.busy).toBe(true);
    job.ends[0]!.resolve();
    await first;
    expect(job.calls.busy).toBe(false);
  });

  it('merges every call during a run into one next run, started when it ends, never two at once', async () => {
    const job = controlled();
    const first = job.calls.call();
    const during = [job.calls.call(), job.calls.call(), job.calls.call()];
    expect(job.started()).toBe(1);
    expect(new Set(during).size).toBe(1);
    expect(during[0]).not.toBe(first);
    job.ends[0]!.resolve();
    await first;
    await settle();
    expect(job.started()).toBe(2);
    let secondDone = false;
    void during[0]!.then(() => (secondDone = true));
    await settle();
    expect(secondDone).toBe(false);
    job.ends[1]!.resolve();
    await Promise.all(during);
    expect(job.started()).toBe(2);
    expect(job.most()).toBe(1);
  });

  it('runs the next one even when the current one fails, and each call gets its own run’s outcome', async () => {
    const job = controlled();
    const first = job.calls.call();
    const second = job.calls.call();
    job.ends[0]!.reject(new Error('read failed'));
    await expect(first).rejects.toThrow('read failed');
    await settle();
    expect(job.started()).toBe(2);
    job.ends[1]!.resolve();
    await expect(second).resolves.toBeUndefined();
  });

  it('a job that throws at once rejects its call and leaves the calls free', async () => {
    const calls = new MergedCalls(() => {
      throw new Error('no');
    });
    await expect(calls.call()).rejects.toThrow('no');
    expect(calls.busy).toBe(false);
  });

  it('idle waits for the running run and the one due after it', async () => {
    const job = controlled();
    void job.calls.call().catch(() => undefined);
    void job.calls.call();
    let idle = false;
    void job.calls.idle().then(() => (idle = true));
    job.ends[0]!.reject(new Error('failed'));
    await settle();
    expect(idle).toBe(false);
    job.ends[1]!.resolve();
    await settle();
    expect(idle).toBe(true);
  });
});
