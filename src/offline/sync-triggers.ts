import { endBackoff } from './backoff.ts';
import type { OfflineDb } from './db.ts';

export interface SyncTriggers {
  db: OfflineDb;
  /** Try to send (the replayer's drain); only called while the browser is online. */
  drain: () => void;
  online: (online: boolean) => void;
  /** How often to look for work without any other trigger. */
  intervalMs?: number;
}

/**
 * What makes the outbox send (no Background Sync, which Safari lacks): now, coming back online (every waiting entry
 * at once), the page showing again, and a timer. Offline, nothing is tried (tries would only pile up backoff).
 * Returns the function that stops listening.
 */
export function listenForTriggers({ db, drain, online, intervalMs = 10_000 }: SyncTriggers): () => void {
  const kick = () => {
    if (navigator.onLine) drain();
  };
  const cameOnline = () => {
    online(true);
    void endBackoff(db).then(kick);
  };
  const wentOffline = () => online(false);
  const visible = () => {
    if (document.visibilityState === 'visible') kick();
  };
  window.addEventListener('online', cameOnline);
  window.addEventListener('offline', wentOffline);
  document.addEventListener('visibilitychange', visible);
  const timer = setInterval(kick, intervalMs);
  kick();
  return () => {
    window.removeEventListener('online', cameOnline);
    window.removeEventListener('offline', wentOffline);
    document.removeEventListener('visibilitychange', visible);
    clearInterval(timer);
  };
}
