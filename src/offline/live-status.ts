import { useSyncExternalStore } from 'react';
import type { StreamStatus } from '../api/event-stream.ts';

/** The live updates of the screen on show: 'off' when it has none (only the schedule has them). */
export type LiveStatus = 'off' | StreamStatus;

let current: LiveStatus = 'off';
const listeners = new Set<() => void>();

/** Set by the screen that keeps a live stream open; read by the sync indicator. */
export function setLiveStatus(status: LiveStatus): void {
  if (status === current) return;
  current = status;
  for (const listener of listeners) listener();
}

export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}
