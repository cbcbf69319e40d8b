import { useState } from 'react';

interface QueryState {
  dataUpdatedAt: number;
  isPaused: boolean;
  isError: boolean;
}

/**
 * An edit form starts from data fetched since its page opened, not from a cached copy that a refetch is about to
 * replace (the form keeps its own state, so it would go on editing the old values: e.g. just after a save, or from
 * the copy restored out of IndexedDB at start). Offline the refetch waits, and the cached copy is what there is: the
 * form starts from it and says saving needs a connection. Once started, the form is never restarted by later
 * refetches or by the connection coming back, so nothing typed is lost. `fresh`: the read has answered since the
 * page opened, so a "no such record" in it is the server's and not a copy's from before the record was made.
 */
export function useFormReady(query: QueryState): { formReady: boolean; fresh: boolean } {
  const fresh = useAnsweredSinceOpened(query.dataUpdatedAt);
  const [started, setStarted] = useState(false);
  const ready = fresh || query.isPaused || query.isError;
  // Remembered, not derived: the form must stay once shown (a render-time update, as React allows for this).
  if (ready && !started) setStarted(true);
  return { formReady: started || ready, fresh };
}

/**
 * Whether a read has answered since the page (the calling component) opened: then what it says is the server's now,
 * not a copy kept from earlier, and "there is no such record" may be decided on it.
 */
export function useAnsweredSinceOpened(dataUpdatedAt: number): boolean {
  const [openedAt] = useState(() => Date.now());
  return dataUpdatedAt >= openedAt;
}
