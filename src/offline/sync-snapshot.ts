import type { OutboxEntry } from './db.ts';
import { DEFAULT_KEY_WINDOW_MS } from './send-plan.ts';

export interface SyncSnapshot {
  /** The signed-in user's queued entries, in order. */
  entries: OutboxEntry[];
  online: boolean;
  /**
   * false when the browser is online but the last send reached no server (network error, 502/503/504), until a
   * server answers again (a send, or the health probe).
   */
  reachable: boolean;
  /** Sign-in has expired: nothing is sent until the host signs in again. */
  paused: boolean;
  lastSyncAt?: number;
  /** Recent taps that undid a waiting change (latest last): nothing was sent for either. */
  cancelled: CancelledOut[];
  /** How long the server keeps keys: an entry queued longer ago waits for the person (send-plan.ts, `isStale`). */
  keyWindowMs: number;
}

/** A waiting change that a later tap undid before it was sent (a second arrived tap, a table added then removed). */
export interface CancelledOut {
  /** The label of the change that was undone ("Arrived: Kari Nordmann"). */
  label: string;
  mode: 'toggle' | 'replace';
  at: number;
}

/** The snapshot the sync indicator and the queue panel render (`useSyncExternalStore`): a new object per change. */
export class SnapshotStore {
  private snapshot: SyncSnapshot = {
    entries: [],
    online: navigator.onLine,
    reachable: true,
    paused: false,
    cancelled: [],
    keyWindowMs: DEFAULT_KEY_WINDOW_MS,
  };
  private listeners = new Set<() => void>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get = (): SyncSnapshot => this.snapshot;

  /** Applies `changes`; listeners are told only when something in it is new. */
  update(changes: Partial<SyncSnapshot>): void {
    const keys = Object.keys(changes) as Array<keyof SyncSnapshot>;
    if (keys.every((key) => Object.is(changes[key], this.snapshot[key]))) return;
    this.snapshot = { ...this.snapshot, ...changes };
    for (const listener of this.listeners) listener();
  }
}
