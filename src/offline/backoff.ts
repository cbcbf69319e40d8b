import type { OfflineDb, OutboxEntry } from './db.ts';

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 60_000;

/** Exponential backoff with jitter: between half and all of min(max, base * 2^(attempts-1)). */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** Waiting entries (one, or all) may go at once, whatever their backoff (Send now, a server answering again). */
export async function endBackoff(db: OfflineDb, seq?: number): Promise<void> {
  const waiting = db.outbox.where('state').equals('pending');
  await (seq === undefined ? waiting : waiting.filter((entry) => entry.seq === seq)).modify({ notBefore: 0 });
}

/** One timer that wakes the replayer when the first backoff among the entries ends. */
export class BackoffWake {
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly wake: () => void) {}

  /** Entries waiting out a backoff are tried again when it ends, not only at the next outside trigger. */
  set(entries: readonly OutboxEntry[], now: number): void {
    const next = Math.min(...entries.filter((e) => e.state !== 'failed' && e.notBefore > now).map((e) => e.notBefore));
    if (!Number.isFinite(next)) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.wake();
    }, next - now);
  }

  clear(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
  }
}
