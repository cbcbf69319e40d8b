import { Workbox } from 'workbox-window';

export interface UpdateState {
  /** A new version is installed and waiting. */
  ready: boolean;
  /** Activates it and reloads once it controls the page (IndexedDB keeps the outbox and the mirror). */
  apply: () => void;
}

let state: UpdateState = { ready: false, apply: () => undefined };
const listeners = new Set<() => void>();

/** Registers the service worker (production builds only) and watches for a new version. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    state = {
      ready: true,
      apply: () => {
        wb.addEventListener('controlling', () => window.location.reload());
        wb.messageSkipWaiting();
      },
    };
    for (const listener of listeners) listener();
  });
  wb.register().catch((error: unknown) => console.error('Service worker registration failed', error));
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getUpdateState(): UpdateState {
  return state;
}
