import * as Dialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState, useSyncExternalStore } from 'react';
import { useSyncState } from '../../offline/sync-context.tsx';
import { QueuePanel } from './queue-panel.tsx';

/** The time of the oldest data on screen (active queries), for "offline · data from {time}". */
function useOldestShownData(): number | undefined {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  return useSyncExternalStore(
    (listener) => cache.subscribe(listener),
    () => {
      const times = cache
        .findAll({ type: 'active' })
        .map((query) => query.state.dataUpdatedAt)
        .filter((time) => time > 0);
      return times.length ? Math.min(...times) : undefined;
    },
  );
}

/** Online/offline, changes waiting, last sync; opens the queue panel. */
export function SyncIndicator() {
  const { online, entries, paused, lastSyncAt } = useSyncState();
  const dataFrom = useOldestShownData();
  const [open, setOpen] = useState(false);
  const failed = entries.filter((entry) => entry.state === 'failed').length;
  const waiting = entries.length;

  const status = !online
    ? `offline${dataFrom ? ` · data from ${dayjs(dataFrom).format('HH:mm')}` : ''}`
    : paused
      ? 'sign-in needed'
      : 'online';
  const dot = !online ? 'bg-amber-400' : paused || failed ? 'bg-secondary-400' : 'bg-emerald-400';

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="flex min-h-touch items-center gap-2 rounded px-3 text-sm text-white hover:bg-white/10">
        <span aria-hidden="true" className={`size-2.5 rounded-full ${dot}`} />
        <span className="sr-only">Sync status:</span>
        <span data-testid="sync-status">{status}</span>
        {waiting > 0 && (
          <span data-testid="sync-waiting" className={`rounded-full px-2 text-xs font-medium ${failed ? 'bg-secondary-600' : 'bg-amber-500 text-gray-900'}`}>
            {waiting} waiting
          </span>
        )}
        {lastSyncAt && online && waiting === 0 && (
          <span className="hidden text-primary-100 md:inline">synced {dayjs(lastSyncAt).format('HH:mm')}</span>
        )}
      </Dialog.Trigger>
      <QueuePanel />
    </Dialog.Root>
  );
}
