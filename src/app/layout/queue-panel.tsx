import * as Dialog from '@radix-ui/react-dialog';
import dayjs from 'dayjs';
import { useAuth } from '../../auth/auth-context.tsx';
import { useOfflineSync, useSyncState } from '../../offline/sync-context.tsx';
import { Button } from '../../ui/button.tsx';

const STATE_LABEL = { pending: 'Waiting', sending: 'Sending', failed: 'Not saved' } as const;

/** Each queued change: what, when, state and the server's reason, with Retry and Discard. */
export function QueuePanel() {
  const { entries, online, paused, lastSyncAt } = useSyncState();
  const sync = useOfflineSync();
  const { signIn } = useAuth();

  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-black/30" />
      <Dialog.Content className="fixed right-0 top-0 z-50 flex h-full w-full max-w-md flex-col bg-white shadow-xl">
        <div className="flex items-center justify-between border-b border-gray-200 p-4">
          <Dialog.Title className="text-lg font-medium">Changes waiting</Dialog.Title>
          <Dialog.Close className="flex min-h-touch min-w-touch items-center justify-center rounded text-2xl hover:bg-gray-100" aria-label="Close">
            ×
          </Dialog.Close>
        </div>
        <Dialog.Description className="px-4 pt-3 text-sm text-gray-600">
          {online ? 'Online.' : 'Offline: changes are kept on this device and sent when the connection returns.'}{' '}
          {lastSyncAt ? `Last sync ${dayjs(lastSyncAt).format('DD.MM.YYYY HH:mm')}.` : 'Nothing sent yet.'}
        </Dialog.Description>
        {paused && (
          <div className="m-4 rounded border border-secondary-200 bg-secondary-50 p-3">
            <p className="text-sm">Your sign-in has expired. Sign in again to send the waiting changes; nothing is lost.</p>
            <Button className="mt-2" onClick={() => void signIn().then(() => sync.resume())}>
              Sign in
            </Button>
          </div>
        )}
        {entries.length === 0 ? (
          <p className="p-4 text-gray-700">All changes have reached the server.</p>
        ) : (
          <ul className="flex-1 divide-y divide-gray-100 overflow-y-auto px-4" aria-label="Queued changes">
            {entries.map((entry) => (
              <li key={entry.seq} className="py-3">
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <p className="font-medium">{entry.label}</p>
                    <p className="text-sm text-gray-600">
                      {dayjs(entry.createdAt).format('HH:mm:ss')} · {STATE_LABEL[entry.state]}
                      {entry.attempts > 0 && entry.state !== 'failed' ? ` · tried ${entry.attempts}×` : ''}
                    </p>
                    {entry.state === 'failed' && entry.error && <p className="mt-1 text-sm text-secondary-700">{entry.error}</p>}
                  </div>
                  {entry.state === 'failed' && (
                    <div className="flex shrink-0 gap-1">
                      <Button variant="secondary" onClick={() => void sync.retry(entry.seq as number)}>
                        Retry
                      </Button>
                      <Button variant="ghost" onClick={() => void sync.discard(entry.seq as number)}>
                        Discard
                      </Button>
                    </div>
                  )}
                </div>
              </li>
            ))}
          </ul>
        )}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
