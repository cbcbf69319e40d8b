/** Web Locks where the browser has them (one replayer across all tabs); in-process only elsewhere. */
export function webLockExclusive(name: string): (work: () => Promise<void>) => Promise<void> {
  return async (work) => {
    if (typeof navigator !== 'undefined' && navigator.locks) {
      await navigator.locks.request(name, { ifAvailable: true }, async (lock) => {
        if (lock) await work();
      });
      return;
    }
    await work();
  };
}
