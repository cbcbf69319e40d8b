import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { blockedCustomerSchema, type BlockedCustomerInput } from '../../../contract/blocked-customers.ts';
import type { PageQuery } from '../../ui/use-paged-list.ts';
import { api } from '../../api/http.ts';
import { fetchErrorMeta, resourceKeys, useResourceMutation } from '../query-meta.ts';

/** Blocked customers: only their own screen reads them. */
export const blockedCustomerKeys = resourceKeys('blocked-customers');

/** GET blocked-customers?page&itemsPerPage: one page (the server pages when it is given both). */
export function blockedCustomersPagedQuery(query: PageQuery) {
  return queryOptions({
    queryKey: blockedCustomerKeys.paged(query),
    queryFn: ({ signal }) => api.paged('blocked-customers', blockedCustomerSchema, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    meta: fetchErrorMeta,
  });
}

/** POST blocked-customers (new) or PUT blocked-customers/{id}; the list refreshes either way. */
export function useSaveBlockedCustomer() {
  return useResourceMutation(blockedCustomerKeys.all, ({ id, input }: { id?: number; input: BlockedCustomerInput }) =>
    id === undefined ? api.post('blocked-customers', input, blockedCustomerSchema) : api.put(`blocked-customers/${id}`, input, blockedCustomerSchema),
  );
}

/** DELETE blocked-customers/{id}. */
export function useDeleteBlockedCustomer() {
  return useResourceMutation(blockedCustomerKeys.all, (id: number) => api.delete(`blocked-customers/${id}`));
}
