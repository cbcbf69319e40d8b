import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notify } from '../ui/notifications.ts';

/**
 * The one query client. A failed query or mutation raises its `meta.errorMessage` (the spec's text, set by the
 * resource's query module) as an error toast here, once for the whole console, not in an effect on each page.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (_error, query) => {
        if (query.meta?.errorMessage) notify.error(query.meta.errorMessage);
      },
    }),
    mutationCache: new MutationCache({
      onError: (_error, _variables, _context, mutation) => {
        if (mutation.meta?.errorMessage) notify.error(mutation.meta.errorMessage);
      },
    }),
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, gcTime: 24 * 60 * 60_000 } },
  });
}
