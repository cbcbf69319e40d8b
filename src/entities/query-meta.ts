import { keepPreviousData, queryOptions, useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { api } from '../api/http.ts';
import { ApiError } from '../api/api-errors.ts';
import { FETCH_ERROR } from '../ui/messages.ts';

/**
 * The query cache raises a failed query's `meta.errorMessage` as an error toast, once, for every screen
 * (`src/app/query-client.ts`): a query names its spec text here instead of each page running its own effect.
 */
export const fetchErrorMeta = { errorMessage: FETCH_ERROR } as const;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorMessage?: string };
    mutationMeta: { errorMessage?: string };
  }
}

/** Keys of one resource: `all` is its root, so invalidating it refreshes every read of the resource everywhere. */
export function resourceKeys<const Root extends string>(root: Root) {
  const all = [root] as const;
  return {
    all,
    list: () => [root, 'list'] as const,
    paged: (query: object) => [root, 'paged', query] as const,
    one: (id: string | number) => [root, 'one', id] as const,
    of: (...parts: ReadonlyArray<string | number | object>) => [root, ...parts] as const satisfies QueryKey,
  };
}

/** A change to a resource: once settled (saved or refused) every read under `root` (its keys' `all`) refreshes. */
export function useResourceMutation<V, R>(root: QueryKey, mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: root }) });
}

/**
 * One page of a list the server pages (`GET {path}?page&itemsPerPage`, answering items and totalItems), under the
 * resource's `paged` key; the page shown stays on screen while the next one loads.
 */
export function pagedQuery<S extends z.core.$ZodType>(
  keys: { paged: (query: object) => QueryKey },
  path: string,
  schema: S,
  query: { page: number; itemsPerPage: number },
) {
  return queryOptions({
    queryKey: keys.paged(query),
    queryFn: ({ signal }) => api.paged(path, schema, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    meta: fetchErrorMeta,
  });
}

/**
 * A change and the version of the record it is based on (sent as If-Match: contract/versions.ts); no version for a
 * new record.
 */
export type Based<I> = I & { version?: number };

/**
 * Save of a record by numeric id: `POST {path}` for a new one (no id), `PUT {path}/{id}` for an existing one, based
 * on its `version`.
 */
export function useSaveById<I, S extends z.core.$ZodType>(root: QueryKey, path: string, schema: S) {
  return useResourceMutation(root, ({ id, input, version }: Based<{ id?: number; input: I }>) =>
    id === undefined ? api.post(path, input, schema) : api.put(`${path}/${id}`, input, schema, { version }),
  );
}

/** `DELETE {path}/{id}` of the record as the person saw it (its version). */
export function useDeleteById(root: QueryKey, path: string) {
  return useResourceMutation(root, ({ id, version }: Based<{ id: number }>) =>
    api.delete(`${path}/${id}`, { version }),
  );
}

/**
 * A save whose 409 (the server's "already taken") is a refusal of one field: the form shows `message` on `field`
 * and keeps what was typed. Any other failure stays as it was.
 */
export async function conflictOnField<R>(save: Promise<R>, field: string, message: string): Promise<R> {
  try {
    return await save;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409)
      throw new ApiError(409, error.serverMessage, [{ field, message }]);
    throw error;
  }
}
