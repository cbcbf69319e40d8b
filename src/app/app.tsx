import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import type { AppConfig } from '../../contract/config.ts';
import { AppConfigProvider } from '../api/app-config-context.tsx';
import type { AuthClient } from '../auth/auth-client.ts';
import { AuthProvider } from '../auth/auth-context.tsx';
import type { Mirror } from '../offline/mirror.ts';
import { mirrorPersistOptions } from '../offline/mirror-persist.ts';
import { OfflineSyncProvider } from '../offline/sync-context.tsx';
import type { OfflineSync } from '../offline/sync.ts';
import { ConfirmProvider } from '../ui/confirm-provider.tsx';
import { HistoryDialogSlot } from '../ui/history/history-slot.ts';
import { lazyPart } from '../ui/on-demand.tsx';
import { scheduleKeys } from '../entities/schedule/schedule-keys.ts';
import { AppRoutes } from './router.tsx';

/** The mirrored query cache is kept a week; a new build's data shape starts afresh. */
const MIRROR_MAX_AGE = 7 * 24 * 60 * 60_000;
/** Bump when cached data changes shape, so an old mirror is dropped rather than misread. */
const MIRROR_SHAPE = '1';
/** A schedule day (up to 1,000 bookings) is mirrored in a row of its own, written only when it changes (decision 023). */
const ownMirrorRow = (queryKey: QueryKey) => queryKey[0] === scheduleKeys.all[0];

/**
 * A record's history, from its edit page, its row or a booking at the door (src/ui/history): loaded when a history
 * is first opened (decision 021).
 */
const HistoryDialog = lazyPart(() => import('../entities/history/history-dialog.tsx').then((m) => m.HistoryDialog), {
  close: (props) => props.onClose(),
});

export function App({
  config,
  auth,
  queryClient,
  sync,
  mirror,
}: {
  config: AppConfig;
  auth: AuthClient;
  queryClient: QueryClient;
  sync: OfflineSync;
  mirror: Mirror;
}) {
  // Written at once, never replaced by a state that lacks data it had (decision 017); a day in a row of its own (023).
  const [persistOptions] = useState(() =>
    mirrorPersistOptions(mirror, { buster: MIRROR_SHAPE, maxAge: MIRROR_MAX_AGE, ownRow: ownMirrorRow }),
  );
  return (
    <AppConfigProvider config={config}>
      <AuthProvider client={auth}>
        <PersistQueryClientProvider
          client={queryClient}
          // Not keyed by user: the mirror is cleared on logout (use-logout.ts), and the buster only marks the data shape.
          persistOptions={persistOptions}
        >
          <OfflineSyncProvider sync={sync}>
            <ConfirmProvider>
              <HistoryDialogSlot.Provider value={HistoryDialog}>
                <BrowserRouter>
                  <AppRoutes />
                </BrowserRouter>
              </HistoryDialogSlot.Provider>
            </ConfirmProvider>
          </OfflineSyncProvider>
        </PersistQueryClientProvider>
      </AuthProvider>
    </AppConfigProvider>
  );
}
