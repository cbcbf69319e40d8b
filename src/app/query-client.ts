import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { NoAnswerError } from '../api/api-errors.ts';
import { intl, type MessageDescriptor } from '../i18n/intl.ts';
import { uiMessages } from '../ui/messages.ts';
import { notify } from '../ui/notifications.ts';
import { failedOffline } from '../ui/read-state.ts';

/**
 * TanStack Query's idea of the connection follows the device's from the start. Its own starts "online" and changes
 * only on an online/offline event, so a console started offline fetched (and failed) every read, and none was
 * fetched again when the connection came back. Now reads started offline wait for the connection, and go on by
 * themselves once it is back.
 */
function followDeviceConnection(): void {
  onlineManager.setEventListener((setOnline) => {
    const update = () => setOnline(navigator.onLine);
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  });
}

/**
 * The one query client. A failed query or mutation raises its `meta.errorMessage` (the spec's text, set by the
 * resource's query module) as an error toast here, once for the whole console, not in an effect on each page.
 *
 * Offline is not a failure to fetch (issue 30): a read that waits for the connection, or gets no answer while the
 * device is offline (the start-up loads of a reload at the door), raises one connection toast instead, once per
 * spell offline. That toast, and a fetch error that got no answer at all, go by themselves once the connection and
 * the data are back (the first read answered while online), rather than staying up to an hour.
 */
/** A query's toast text: said already, or a message (a query module's constant) said now in the language shown. */
const said = (text: string | MessageDescriptor) => (typeof text === 'string' ? text : intl().formatMessage(text));

export function createQueryClient(): QueryClient {
  followDeviceConnection();
  let toldOffline = false;
  const connectionLost = () => {
    if (toldOffline) return;
    toldOffline = true;
    notify.error(intl().formatMessage(uiMessages.connectionLost), { until: 'connection' });
  };
  const queryCache = new QueryCache({
    onError: (error, query) => {
      const message = query.meta?.errorMessage;
      if (!message) return;
      if (failedOffline(error) || !onlineManager.isOnline()) connectionLost();
      else notify.error(said(message), error instanceof NoAnswerError ? { until: 'connection' } : {});
    },
    onSuccess: () => {
      if (!onlineManager.isOnline()) return;
      toldOffline = false;
      notify.resolved('connection');
    },
  });
  // A read someone sees (its failure would be toasted) waits for the connection.
  queryCache.subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'pause' && event.query.meta?.errorMessage) connectionLost();
  });
  return new QueryClient({
    queryCache,
    mutationCache: new MutationCache({
      onError: (_error, _variables, _context, mutation) => {
        if (mutation.meta?.errorMessage) notify.error(said(mutation.meta.errorMessage));
      },
    }),
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, gcTime: 24 * 60 * 60_000 } },
  });
}
