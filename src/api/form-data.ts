/**
 * An edit form starts from data fetched since its page opened, not from a cached copy that a refetch is about to
 * replace (the form keeps its own state, so it would go on editing the old values, e.g. just after a save).
 * Offline the refetch waits, and the cached copy is what there is: the form starts from it and says saving needs a
 * connection. Once started, the form is not restarted by later refetches, so nothing typed is lost.
 */
export function readyForForm(query: { isFetchedAfterMount: boolean; isPaused: boolean; isError: boolean }): boolean {
  return query.isFetchedAfterMount || query.isPaused || query.isError;
}
