import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  historyEntrySchema,
  historyPageSchema,
  personSchema,
  type ActivityQuery,
  type HistoryEntry,
  type HistoryResource,
} from '../../../contract/history.ts';
import { api } from '../../api/http.ts';
import { fetchErrorMeta, resourceKeys } from '../query-meta.ts';

/** The change log (contract/history.ts): a record's history, the activity across everything, who changed things. */
export const historyKeys = resourceKeys('history');

/** GET history/{resource}/{id}: one record's changes, newest first, `itemsPerPage` at a time. */
export const recordHistoryQuery = (resource: HistoryResource, id: string | number, itemsPerPage: number) =>
  queryOptions({
    queryKey: historyKeys.of('record', resource, String(id), itemsPerPage),
    queryFn: ({ signal }) =>
      api.get(`history/${resource}/${encodeURIComponent(String(id))}`, historyPageSchema, {
        query: { page: 1, itemsPerPage },
        signal,
        empty: { items: [], totalItems: 0, exists: false },
      }),
    placeholderData: keepPreviousData,
    meta: fetchErrorMeta,
  });

/** GET activity: a page of everything changed, by the filters given. */
export const activityQuery = (query: ActivityQuery) =>
  queryOptions({
    queryKey: historyKeys.of('activity', query),
    queryFn: ({ signal }) => api.paged('activity', historyEntrySchema, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    meta: fetchErrorMeta,
  });

/** GET activity/people: everyone who has changed something. */
export const peopleQuery = () =>
  queryOptions({
    queryKey: historyKeys.of('people'),
    queryFn: ({ signal }) => api.list('activity/people', personSchema, { signal }),
    meta: fetchErrorMeta,
  });

/**
 * POST history/entries/{id}/revert: puts an entry's before values back, as a new change. A revert may change any
 * record (and its lists): every read refreshes once it has settled. `onReverted` hears of it first (the revert's own
 * entry), before the reads refresh: the edit page it was made on takes the record it made as its own.
 */
export function useRevert(onReverted?: (entry: HistoryEntry) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: number) => api.post(`history/entries/${entryId}/revert`, undefined, historyEntrySchema),
    onSuccess: (entry) => onReverted?.(entry),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
