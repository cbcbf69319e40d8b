import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import type { DayPassInput, FrequentVisitorPass } from '../../../contract/spa.ts';
import { api } from '../../api/http.ts';
import { fetchErrorMeta, useResourceMutation, type Based } from '../query-meta.ts';
import type { SpaPassKind } from './spa-pass-kinds.ts';

/** GET products/{daypass|fvp}: every configured pass of the kind (a day pass with its restrictions and services). */
export function spaPassesQuery<P extends FrequentVisitorPass>(kind: SpaPassKind<P>) {
  return queryOptions({
    queryKey: kind.keys.list(),
    queryFn: ({ signal }) => api.list(`products/${kind.api}`, kind.schema, { signal }),
    meta: fetchErrorMeta,
  });
}

/** GET products/{daypass|fvp}/{brpProductId}; null when there is no such pass. */
export function spaPassQuery<P extends FrequentVisitorPass>(kind: SpaPassKind<P>, brpProductId: number) {
  return queryOptions({
    queryKey: kind.keys.one(brpProductId),
    queryFn: ({ signal }) => api.one(`products/${kind.api}/${brpProductId}`, kind.schema, { signal }),
    meta: fetchErrorMeta,
  });
}

/**
 * POST products/{daypass|fvp}: insert or update by brpProductId (a day pass with its restrictions and services). The
 * form holds a day pass's fields; the kind's input schema keeps what the kind takes (its own checks, passed already).
 */
export function useSaveSpaPass(kind: SpaPassKind) {
  return useResourceMutation(kind.keys.all, ({ version, ...input }: Based<DayPassInput>) =>
    api.post(`products/${kind.api}`, z.parse(kind.inputSchema, input), kind.schema, { version }),
  );
}

/** DELETE products/{brpProductId}/{daypass|fvp}. */
export function useDeleteSpaPass(kind: SpaPassKind) {
  return useResourceMutation(kind.keys.all, ({ id, version }: Based<{ id: number }>) =>
    api.delete(`products/${id}/${kind.api}`, { version }),
  );
}
