import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod/mini';
import { includedServiceSchema, type IncludedServiceInput } from '../../../contract/spa.ts';
import { api } from '../../api/http.ts';
import { fetchErrorMeta, useResourceMutation, type Based } from '../query-meta.ts';
import { spaPackageKeys } from './spa-package-queries.ts';

/** The included services of a spa package group, under the spa packages' keys (a change refreshes both). */
export function includedServicesQuery(groupId: number) {
  return queryOptions({
    queryKey: spaPackageKeys.of('included-services', groupId),
    // By position as the server sends them (equal positions by id).
    queryFn: ({ signal }) => api.list(`groups/${groupId}/included-services`, includedServiceSchema, { signal }),
    meta: fetchErrorMeta,
  });
}

const services = z.array(includedServiceSchema);

/** POST groups/included-services: insert (id 0; without a position it goes last) or update. */
export function useSaveIncludedService() {
  return useResourceMutation(spaPackageKeys.all, ({ version, ...input }: Based<IncludedServiceInput>) =>
    api.post('groups/included-services', input, includedServiceSchema, { version }),
  );
}

/** DELETE groups/included-services/{id}. */
export function useDeleteIncludedService() {
  return useResourceMutation(spaPackageKeys.all, ({ id, version }: Based<{ id: number }>) =>
    api.delete(`groups/included-services/${id}`, { version }),
  );
}

/** POST groups/included-services/position: the new positions (a move up or down swaps two). */
export function useSetIncludedServicePositions() {
  return useResourceMutation(spaPackageKeys.all, (positions: ReadonlyArray<{ id: number; position: number }>) =>
    api.post('groups/included-services/position', positions, services),
  );
}

/** POST groups/included-services/copy: the source group's services appended to the destination's. */
export function useCopyIncludedServices() {
  return useResourceMutation(spaPackageKeys.all, (body: { sourceId: number; destinationId: number }) =>
    api.post('groups/included-services/copy', body, services),
  );
}
