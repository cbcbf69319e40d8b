import { useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { defineMessages, useIntl, type IntlShape, type MessageDescriptor } from '../../i18n/intl.ts';
import { useLiveStatus, type LiveStatus } from '../../offline/live-status.ts';
import { useSyncState } from '../../offline/sync-context.tsx';
import { plainMessages } from '../../ui/messages.ts';
import { lazyPart } from '../../ui/on-demand.tsx';

/** The queue panel is loaded on its first open (decision 021): Radix Dialog and the panel leave the first route. */
const QueuePanel = lazyPart(() => import('./queue-panel.tsx').then((m) => m.QueuePanel), {
  close: (props) => props.onClose(),
});

/** How long the bar says that the last taps cancelled out. */
const CANCELLED_SHOWN_MS = 5_000;

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

/** Whether taps cancelled out in the last few seconds (the bar says so for a moment). */
function useRecentlyCancelled(at: number | undefined): boolean {
  const [over, setOver] = useState<number | undefined>();
  useEffect(() => {
    if (at === undefined) return;
    const timer = setTimeout(() => setOver(at), Math.max(0, at + CANCELLED_SHOWN_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [at]);
  return at !== undefined && over !== at;
}

const syncMessages = plainMessages(
  defineMessages({
    waiting: { id: 'app.sync.waiting', defaultMessage: '{count} waiting' },
    notSaved: { id: 'app.sync.notSaved', defaultMessage: '{count} not saved' },
    offline: { id: 'app.sync.offline', defaultMessage: 'offline' },
    offlineDataFrom: { id: 'app.sync.offlineDataFrom', defaultMessage: 'offline · data from {time}' },
    signInNeeded: { id: 'app.sync.signInNeeded', defaultMessage: 'sign-in needed' },
    unreachable: { id: 'app.sync.unreachable', defaultMessage: "can''t reach the server" },
    online: { id: 'app.sync.online', defaultMessage: 'online' },
    status: { id: 'app.sync.status', defaultMessage: 'Sync status:' },
    liveTitle: { id: 'app.sync.liveTitle', defaultMessage: 'Changes made on other devices show here at once' },
    notLiveTitle: {
      id: 'app.sync.notLiveTitle',
      defaultMessage: 'Live updates will resume when the connection is back',
    },
    cancelled: { id: 'app.sync.cancelled', defaultMessage: 'taps cancelled out' },
    synced: { id: 'app.sync.synced', defaultMessage: 'synced {time}' },
  }),
);

/** "2 waiting", "1 not saved", "2 waiting · 1 not saved". */
function countsText(intl: IntlShape, waiting: number, failed: number): string {
  const notSaved = intl.formatMessage(syncMessages.notSaved, { count: failed });
  if (failed === 0) return intl.formatMessage(syncMessages.waiting, { count: waiting });
  return waiting === 0 ? notSaved : `${intl.formatMessage(syncMessages.waiting, { count: waiting })} · ${notSaved}`;
}

/** What the bar says of the live updates (the schedule's): connected, or trying to be. Nothing when offline. */
const LIVE_TEXT: Partial<Record<LiveStatus, MessageDescriptor>> = defineMessages({
  live: { id: 'app.sync.live', defaultMessage: 'live' },
  connecting: { id: 'app.sync.liveConnecting', defaultMessage: 'live: connecting…' },
  reconnecting: { id: 'app.sync.liveReconnecting', defaultMessage: 'live: reconnecting…' },
});

/** Online, offline or can't reach the server; changes waiting or refused; last sync; opens the queue panel. */
export function SyncIndicator() {
  const intl = useIntl();
  const { online, reachable, entries, paused, lastSyncAt, cancelled } = useSyncState();
  const dataFrom = useOldestShownData();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const failed = entries.filter((entry) => entry.state === 'failed').length;
  const waiting = entries.length - failed;
  const cancelledNow = useRecentlyCancelled(cancelled.at(-1)?.at);
  const live = useLiveStatus();
  const liveMessage = online ? LIVE_TEXT[live] : undefined;
  const liveText = liveMessage && intl.formatMessage(liveMessage);

  const status = intl.formatMessage(
    !online
      ? dataFrom
        ? syncMessages.offlineDataFrom
        : syncMessages.offline
      : paused
        ? syncMessages.signInNeeded
        : !reachable
          ? syncMessages.unreachable
          : syncMessages.online,
    { time: dataFrom ? dayjs(dataFrom).format('HH:mm') : '' },
  );
  const dot = !online ? 'bg-amber-400' : paused || failed || !reachable ? 'bg-secondary-400' : 'bg-emerald-400';

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="flex min-h-touch items-center gap-2 rounded px-3 text-sm text-white hover:bg-white/10"
      >
        <span aria-hidden="true" className={`size-2.5 rounded-full ${dot}`} />
        <span className="sr-only">{intl.formatMessage(syncMessages.status)}</span>
        <span data-testid="sync-status">{status}</span>
        {liveText && (
          <span
            data-testid="sync-live"
            data-live={live}
            title={intl.formatMessage(live === 'live' ? syncMessages.liveTitle : syncMessages.notLiveTitle)}
            className={`flex items-center gap-1 rounded-full px-2 text-xs ${live === 'live' ? 'bg-emerald-500/20 text-emerald-50' : 'bg-white/10 text-primary-100'}`}
          >
            <span
              aria-hidden="true"
              className={`size-1.5 rounded-full ${live === 'live' ? 'bg-emerald-300' : 'bg-primary-200'}`}
            />
            {liveText}
          </span>
        )}
        {entries.length > 0 && (
          <span
            data-testid="sync-waiting"
            className={`rounded-full px-2 text-xs font-medium ${failed ? 'bg-secondary-600' : 'bg-amber-500 text-gray-900'}`}
          >
            {countsText(intl, waiting, failed)}
          </span>
        )}
        {cancelledNow && entries.length === 0 && (
          <span data-testid="sync-cancelled" className="rounded-full bg-white/20 px-2 text-xs">
            {intl.formatMessage(syncMessages.cancelled)}
          </span>
        )}
        {lastSyncAt && online && reachable && entries.length === 0 && !cancelledNow && (
          <span className="hidden text-primary-100 md:inline">
            {intl.formatMessage(syncMessages.synced, { time: dayjs(lastSyncAt).format('HH:mm') })}
          </span>
        )}
      </button>
      {/* Drawn only while open: a replay changes the queue many times a second, and a closed panel would still build
          a line for each waiting change every time. */}
      {open && <QueuePanel onClose={() => setOpen(false)} returnFocusTo={button} />}
    </>
  );
}
