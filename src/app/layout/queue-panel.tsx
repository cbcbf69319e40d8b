import * as Dialog from '@radix-ui/react-dialog';
import dayjs from 'dayjs';
import { useState, type RefObject } from 'react';
import { useAuth } from '../../auth/auth-context.tsx';
import type { OutboxEntry } from '../../offline/db.ts';
import { isStale } from '../../offline/send-plan.ts';
import { insteadOfRefused } from '../accepted-entries.ts';
import { useOfflineSync, useSyncState } from '../../offline/sync-context.tsx';
import type { CancelledOut, SyncSnapshot } from '../../offline/sync-snapshot.ts';
import { Button } from '../../ui/button.tsx';

/** Where the queue stands, in one sentence: offline, no server answering, or online. */
export function connectionText({ online, reachable }: Pick<SyncSnapshot, 'online' | 'reachable'>): string {
  if (!online) return 'Offline: changes are kept on this device and sent when the connection returns.';
  if (!reachable)
    return "Can't reach the server: changes are kept on this device and sent as soon as it answers again.";
  return 'Online.';
}

/** Days, as the server keeps its keys: "7 days". */
const days = (ms: number) => `${Math.round(ms / 86_400_000)} ${Math.round(ms / 86_400_000) === 1 ? 'day' : 'days'}`;

/** What the person is told of a change queued longer ago than the server keeps keys (`isStale`). */
export function staleText(keyWindowMs: number): string {
  return `Queued more than ${days(keyWindowMs)} ago and not sent: the server may have it already. Check the booking, then send it as a new change or discard it.`;
}

function entryState(entry: OutboxEntry, stale: boolean, waitsFor: OutboxEntry | undefined): string {
  if (entry.state === 'failed') return 'Not saved: refused by the server';
  if (waitsFor) return `Waits for a refused change: ${waitsFor.label}`;
  if (stale) return 'Held: too old to send as it was';
  if (entry.state === 'sending') return 'Sending';
  const tried = entry.attempts > 0 ? ` · tried ${entry.attempts}×` : '';
  // A wait already over says nothing (the entry goes on the next round); seconds matter for a backoff.
  const next = entry.notBefore > Date.now() ? ` · next try ${dayjs(entry.notBefore).format('HH:mm:ss')}` : '';
  return `Waiting${tried}${next}`;
}

/** "Arrived: Kari — tapped twice, nothing to send". */
export function cancelledText(undone: CancelledOut): string {
  return `${undone.label} — ${undone.mode === 'toggle' ? 'tapped twice' : 'changed back'}, nothing to send`;
}

/**
 * The queue panel, opened from the sync indicator (src/app/layout/sync-indicator.tsx), which loads it on the first
 * open. Each queued change: what it does, when, its state; a refused one with the server's reason, Retry and Discard;
 * "Send now" for what waits; and the taps that cancelled each other out.
 */
export function QueuePanel({
  onClose,
  returnFocusTo,
}: {
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}) {
  const snapshot = useSyncState();
  const { entries, paused, lastSyncAt, cancelled, keyWindowMs } = snapshot;
  const sync = useOfflineSync();
  const { signIn } = useAuth();
  const failed = entries.filter((entry) => entry.state === 'failed').length;
  // The time the panel opened: an entry that grows stale while it is open shows so the next time.
  const [now] = useState(() => Date.now());
  const stale = (entry: OutboxEntry) => entry.state === 'pending' && isStale(entry, now, keyWindowMs);
  // What truly waits on a refused entry: a change of a walk-in whose booking the server refused (its client id).
  const refusedCreates = new Map(
    entries.flatMap((entry) => (entry.state === 'failed' && entry.creates ? [[entry.creates.clientId, entry]] : [])),
  );
  const waitsFor = (entry: OutboxEntry) =>
    entry.state === 'pending' ? entry.refs.map((ref) => refusedCreates.get(ref)).find(Boolean) : undefined;
  const sendable = entries.some((entry) => entry.state === 'pending' && !stale(entry) && !waitsFor(entry));

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/30" />
        <Dialog.Content
          className="fixed right-0 top-0 z-50 flex h-full w-full max-w-md flex-col bg-white shadow-xl"
          // Opened by the sync indicator's own button (not a Radix trigger): focus goes back to it.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <div className="flex items-center justify-between border-b border-gray-200 p-4">
            <Dialog.Title className="text-lg font-medium">Changes waiting</Dialog.Title>
            <Dialog.Close
              className="flex min-h-touch min-w-touch items-center justify-center rounded text-2xl hover:bg-gray-100"
              aria-label="Close"
            >
              ×
            </Dialog.Close>
          </div>
          <Dialog.Description className="px-4 pt-3 text-sm text-gray-600">
            {connectionText(snapshot)} {lastSyncAt ? `Last sync ${dayjs(lastSyncAt).format('DD.MM.YYYY HH:mm')}.` : ''}
          </Dialog.Description>
          {failed > 0 && (
            <p className="px-4 pt-2 text-sm font-medium text-secondary-700">
              {failed === 1 ? '1 change was' : `${failed} changes were`} refused by the server and undone on screen:
              choose for each below.
            </p>
          )}
          {paused && (
            <div className="m-4 rounded border border-secondary-200 bg-secondary-50 p-3">
              <p className="text-sm">
                Your sign-in has expired. Sign in again to send the waiting changes; nothing is lost.
              </p>
              <Button className="mt-2" onClick={() => void signIn().then(() => sync.resume())}>
                Sign in
              </Button>
            </div>
          )}
          {sendable && !paused && (
            <div className="px-4 pt-3">
              <Button variant="secondary" onClick={() => void sync.sendNow()}>
                Send now
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
                    {/* min-w-0: a long reason wraps, and never pushes Retry and Discard out of the panel. */}
                    <div className="min-w-0 flex-1">
                      <p className={`font-medium ${entry.state === 'failed' ? 'text-gray-600 line-through' : ''}`}>
                        {entry.label}
                      </p>
                      <p className="text-sm text-gray-600">
                        {dayjs(entry.createdAt).format(stale(entry) ? 'DD.MM.YYYY HH:mm' : 'HH:mm')} ·{' '}
                        {entryState(entry, stale(entry), waitsFor(entry))}
                      </p>
                      {stale(entry) && <p className="mt-1 text-sm text-secondary-700">{staleText(keyWindowMs)}</p>}
                      {entry.error && (
                        <p
                          className={`mt-1 text-sm ${entry.state === 'failed' ? 'text-secondary-700' : 'text-gray-600'}`}
                        >
                          {entry.state === 'failed' ? entry.error : `Last try: ${entry.error}`}
                        </p>
                      )}
                    </div>
                    {stale(entry) && (
                      <div className="flex shrink-0 gap-1">
                        <Button variant="secondary" onClick={() => void sync.sendAsNew(entry.seq as number)}>
                          Send as new
                        </Button>
                        <Button variant="ghost" onClick={() => void sync.discard(entry.seq as number)}>
                          Discard
                        </Button>
                      </div>
                    )}
                    {entry.state === 'failed' && insteadOfRefused(entry) && (
                      <div className="flex shrink-0 gap-1">
                        <Button
                          variant="secondary"
                          onClick={() => void sync.resendAs(entry.seq as number, insteadOfRefused(entry)!)}
                        >
                          Keep mine
                        </Button>
                        <Button variant="ghost" onClick={() => void sync.discard(entry.seq as number)}>
                          Use theirs
                        </Button>
                      </div>
                    )}
                    {entry.state === 'failed' && !insteadOfRefused(entry) && (
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
          {cancelled.length > 0 && (
            <section aria-label="Cancelled out" className="border-t border-gray-200 px-4 py-3">
              <h3 className="text-sm font-medium text-gray-700">Cancelled out, nothing sent</h3>
              <ul className="mt-1 text-sm text-gray-600">
                {cancelled.map((undone) => (
                  <li key={undone.at + undone.label}>
                    {dayjs(undone.at).format('HH:mm')} · {cancelledText(undone)}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
