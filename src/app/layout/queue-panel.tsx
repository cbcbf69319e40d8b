import * as Dialog from '@radix-ui/react-dialog';
import dayjs from 'dayjs';
import { useState, type RefObject } from 'react';
import { useAuth } from '../../auth/auth-context.tsx';
import { defineMessages, useIntl, type IntlShape, type MessageDescriptor } from '../../i18n/intl.ts';
import { serverSaid, serverText } from '../../i18n/server-text.ts';
import type { OutboxEntry } from '../../offline/db.ts';
import { NO_ANSWER, NOT_ANSWERED, sendMessages } from '../../offline/send-outcome.ts';
import { isStale } from '../../offline/send-plan.ts';
import { insteadOfRefused } from '../accepted-entries.ts';
import { useOfflineSync, useSyncState } from '../../offline/sync-context.tsx';
import type { CancelledOut, SyncSnapshot } from '../../offline/sync-snapshot.ts';
import { Button } from '../../ui/button.tsx';
import { plainMessages, uiMessages } from '../../ui/messages.ts';

const queueMessages = plainMessages(
  defineMessages({
    offline: {
      id: 'app.queue.offline',
      defaultMessage: 'Offline: changes are kept on this device and sent when the connection returns.',
    },
    unreachable: {
      id: 'app.queue.unreachable',
      defaultMessage: "Can''t reach the server: changes are kept on this device and sent as soon as it answers again.",
    },
    online: { id: 'app.queue.online', defaultMessage: 'Online.' },
    stale: {
      id: 'app.queue.stale',
      defaultMessage:
        'Queued more than {days, plural, one {# day} other {# days}} ago and not sent: the server may have it already. Check the booking, then send it as a new change or discard it.',
    },
    refused: { id: 'app.queue.refused', defaultMessage: 'Not saved: refused by the server' },
    waitsFor: { id: 'app.queue.waitsFor', defaultMessage: 'Waits for a refused change: {label}' },
    held: { id: 'app.queue.held', defaultMessage: 'Held: too old to send as it was' },
    sending: { id: 'app.queue.sending', defaultMessage: 'Sending' },
    waiting: { id: 'app.queue.waiting', defaultMessage: 'Waiting' },
    tried: { id: 'app.queue.tried', defaultMessage: 'tried {count}×' },
    nextTry: { id: 'app.queue.nextTry', defaultMessage: 'next try {time}' },
    cancelled: {
      id: 'app.queue.cancelled',
      defaultMessage: '{label} — {mode, select, toggle {tapped twice} other {changed back}}, nothing to send',
    },
    title: { id: 'app.queue.title', defaultMessage: 'Changes waiting' },
    lastSync: { id: 'app.queue.lastSync', defaultMessage: 'Last sync {time}.' },
    refusedCount: {
      id: 'app.queue.refusedCount',
      defaultMessage:
        '{count, plural, one {# change was} other {# changes were}} refused by the server and undone on screen: choose for each below.',
    },
    signInExpired: {
      id: 'app.queue.signInExpired',
      defaultMessage: 'Your sign-in has expired. Sign in again to send the waiting changes; nothing is lost.',
    },
    signIn: { id: 'app.queue.signIn', defaultMessage: 'Sign in' },
    sendNow: { id: 'app.queue.sendNow', defaultMessage: 'Send now' },
    allSent: { id: 'app.queue.allSent', defaultMessage: 'All changes have reached the server.' },
    list: { id: 'app.queue.list', defaultMessage: 'Queued changes' },
    at: { id: 'app.queue.at', defaultMessage: '{time} · {text}' },
    lastTry: { id: 'app.queue.lastTry', defaultMessage: 'Last try: {error}' },
    sendAsNew: { id: 'app.queue.sendAsNew', defaultMessage: 'Send as new' },
    discard: { id: 'app.queue.discard', defaultMessage: 'Discard' },
    keepMine: { id: 'app.queue.keepMine', defaultMessage: 'Keep mine' },
    useTheirs: { id: 'app.queue.useTheirs', defaultMessage: 'Use theirs' },
    retry: { id: 'app.queue.retry', defaultMessage: 'Retry' },
    cancelledOut: { id: 'app.queue.cancelledOut', defaultMessage: 'Cancelled out' },
    cancelledOutTitle: { id: 'app.queue.cancelledOutTitle', defaultMessage: 'Cancelled out, nothing sent' },
  }),
);

/** The panel's close button's face (its name says what it does). */
const CLOSE_MARK = '×';

/** Where the queue stands, in one sentence: offline, no server answering, or online. */
export function connectionText(intl: IntlShape, { online, reachable }: Pick<SyncSnapshot, 'online' | 'reachable'>) {
  if (!online) return intl.formatMessage(queueMessages.offline);
  if (!reachable) return intl.formatMessage(queueMessages.unreachable);
  return intl.formatMessage(queueMessages.online);
}

/** What the person is told of a change queued longer ago than the server keeps keys (`isStale`): "7 days". */
export function staleText(intl: IntlShape, keyWindowMs: number): string {
  return intl.formatMessage(queueMessages.stale, { days: Math.round(keyWindowMs / 86_400_000) });
}

function entryState(intl: IntlShape, entry: OutboxEntry, stale: boolean, waitsFor: OutboxEntry | undefined): string {
  if (entry.state === 'failed') return intl.formatMessage(queueMessages.refused);
  if (waitsFor) return intl.formatMessage(queueMessages.waitsFor, { label: waitsFor.label });
  if (stale) return intl.formatMessage(queueMessages.held);
  if (entry.state === 'sending') return intl.formatMessage(queueMessages.sending);
  const parts = [intl.formatMessage(queueMessages.waiting)];
  if (entry.attempts > 0) parts.push(intl.formatMessage(queueMessages.tried, { count: entry.attempts }));
  // A wait already over says nothing (the entry goes on the next round); seconds matter for a backoff.
  if (entry.notBefore > Date.now())
    parts.push(intl.formatMessage(queueMessages.nextTry, { time: dayjs(entry.notBefore).format('HH:mm:ss') }));
  return parts.join(' · ');
}

/** "Arrived: Kari — tapped twice, nothing to send". */
export function cancelledText(intl: IntlShape, undone: CancelledOut): string {
  return intl.formatMessage(queueMessages.cancelled, { label: undone.label, mode: undone.mode });
}

/** The outbox's own words for no answer, kept with the entry in English: said in the language shown. */
const OWN_ERRORS = new Map<string, MessageDescriptor>([
  [NO_ANSWER, sendMessages.noAnswer],
  [NOT_ANSWERED, sendMessages.notAnswered],
]);

/**
 * Why an entry was refused (the server's reason, by its code when it gave one), or what its last try met (no answer,
 * a status), in the language shown.
 */
function entryError(intl: IntlShape, entry: OutboxEntry): string {
  const error = entry.error ?? '';
  if (entry.state === 'failed') return serverText(intl, serverSaid(entry.refusal) ?? { message: error });
  const own = OWN_ERRORS.get(error);
  return intl.formatMessage(queueMessages.lastTry, { error: own ? intl.formatMessage(own) : error });
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
  const intl = useIntl();
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
            <Dialog.Title className="text-lg font-medium">{intl.formatMessage(queueMessages.title)}</Dialog.Title>
            <Dialog.Close
              className="flex min-h-touch min-w-touch items-center justify-center rounded text-2xl hover:bg-gray-100"
              aria-label={intl.formatMessage(uiMessages.close)}
            >
              {CLOSE_MARK}
            </Dialog.Close>
          </div>
          <Dialog.Description className="px-4 pt-3 text-sm text-gray-600">
            {[
              connectionText(intl, snapshot),
              lastSyncAt &&
                intl.formatMessage(queueMessages.lastSync, { time: dayjs(lastSyncAt).format('DD.MM.YYYY HH:mm') }),
            ]
              .filter(Boolean)
              .join(' ')}
          </Dialog.Description>
          {failed > 0 && (
            <p className="px-4 pt-2 text-sm font-medium text-secondary-700">
              {intl.formatMessage(queueMessages.refusedCount, { count: failed })}
            </p>
          )}
          {paused && (
            <div className="m-4 rounded border border-secondary-200 bg-secondary-50 p-3">
              <p className="text-sm">{intl.formatMessage(queueMessages.signInExpired)}</p>
              <Button className="mt-2" onClick={() => void signIn().then(() => sync.resume())}>
                {intl.formatMessage(queueMessages.signIn)}
              </Button>
            </div>
          )}
          {sendable && !paused && (
            <div className="px-4 pt-3">
              <Button variant="secondary" onClick={() => void sync.sendNow()}>
                {intl.formatMessage(queueMessages.sendNow)}
              </Button>
            </div>
          )}
          {entries.length === 0 ? (
            <p className="p-4 text-gray-700">{intl.formatMessage(queueMessages.allSent)}</p>
          ) : (
            <ul
              className="flex-1 divide-y divide-gray-100 overflow-y-auto px-4"
              aria-label={intl.formatMessage(queueMessages.list)}
            >
              {entries.map((entry) => (
                <li key={entry.seq} className="py-3">
                  <div className="flex items-start justify-between gap-2">
                    {/* min-w-0: a long reason wraps, and never pushes Retry and Discard out of the panel. */}
                    <div className="min-w-0 flex-1">
                      <p className={`font-medium ${entry.state === 'failed' ? 'text-gray-600 line-through' : ''}`}>
                        {entry.label}
                      </p>
                      <p className="text-sm text-gray-600">
                        {intl.formatMessage(queueMessages.at, {
                          time: dayjs(entry.createdAt).format(stale(entry) ? 'DD.MM.YYYY HH:mm' : 'HH:mm'),
                          text: entryState(intl, entry, stale(entry), waitsFor(entry)),
                        })}
                      </p>
                      {stale(entry) && (
                        <p className="mt-1 text-sm text-secondary-700">{staleText(intl, keyWindowMs)}</p>
                      )}
                      {entry.error && (
                        <p
                          className={`mt-1 text-sm ${entry.state === 'failed' ? 'text-secondary-700' : 'text-gray-600'}`}
                        >
                          {entryError(intl, entry)}
                        </p>
                      )}
                    </div>
                    {stale(entry) && (
                      <div className="flex shrink-0 gap-1">
                        <Button variant="secondary" onClick={() => void sync.sendAsNew(entry.seq as number)}>
                          {intl.formatMessage(queueMessages.sendAsNew)}
                        </Button>
                        <Button variant="ghost" onClick={() => void sync.discard(entry.seq as number)}>
                          {intl.formatMessage(queueMessages.discard)}
                        </Button>
                      </div>
                    )}
                    {entry.state === 'failed' && insteadOfRefused(entry) && (
                      <div className="flex shrink-0 gap-1">
                        <Button
                          variant="secondary"
                          onClick={() => void sync.resendAs(entry.seq as number, insteadOfRefused(entry)!)}
                        >
                          {intl.formatMessage(queueMessages.keepMine)}
                        </Button>
                        <Button variant="ghost" onClick={() => void sync.discard(entry.seq as number)}>
                          {intl.formatMessage(queueMessages.useTheirs)}
                        </Button>
                      </div>
                    )}
                    {entry.state === 'failed' && !insteadOfRefused(entry) && (
                      <div className="flex shrink-0 gap-1">
                        <Button variant="secondary" onClick={() => void sync.retry(entry.seq as number)}>
                          {intl.formatMessage(queueMessages.retry)}
                        </Button>
                        <Button variant="ghost" onClick={() => void sync.discard(entry.seq as number)}>
                          {intl.formatMessage(queueMessages.discard)}
                        </Button>
                      </div>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
          {cancelled.length > 0 && (
            <section
              aria-label={intl.formatMessage(queueMessages.cancelledOut)}
              className="border-t border-gray-200 px-4 py-3"
            >
              <h3 className="text-sm font-medium text-gray-700">
                {intl.formatMessage(queueMessages.cancelledOutTitle)}
              </h3>
              <ul className="mt-1 text-sm text-gray-600">
                {cancelled.map((undone) => (
                  <li key={undone.at + undone.label}>
                    {intl.formatMessage(queueMessages.at, {
                      time: dayjs(undone.at).format('HH:mm'),
                      text: cancelledText(intl, undone),
                    })}
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
