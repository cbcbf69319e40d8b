import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { OfflineSync } from './sync.ts';
import type { SyncSnapshot } from './sync-snapshot.ts';

const SyncContext = createContext<OfflineSync | null>(null);

export function OfflineSyncProvider({ sync, children }: { sync: OfflineSync; children: ReactNode }) {
  return <SyncContext.Provider value={sync}>{children}</SyncContext.Provider>;
}

/** The outbox service: enqueue, retry, discard, resume. */
export function useOfflineSync(): OfflineSync {
  const sync = useContext(SyncContext);
  if (!sync) throw new Error('useOfflineSync needs <OfflineSyncProvider>');
  return sync;
}

/** Queued entries, online state, paused flag and last sync time, live. */
export function useSyncState(): SyncSnapshot {
  const sync = useOfflineSync();
  return useSyncExternalStore(sync.subscribe, sync.getSnapshot);
}

/** Whether the browser is online (other screens disable saving without it). */
export function useOnline(): boolean {
  return useSyncState().online;
}
