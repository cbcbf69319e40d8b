import { blockedCustomerSchema, type BlockedCustomerInput } from '../../../contract/blocked-customers.ts';
import type { PageQuery } from '../../ui/use-paged-list.ts';
import { pagedQuery, resourceKeys, useDeleteById, useSaveById } from '../query-meta.ts';

/** Blocked customers: only their own screen reads them. */
export const blockedCustomerKeys = resourceKeys('blocked-customers');

/** GET blocked-customers?page&itemsPerPage: one page (the server pages when it is given both). */
export const blockedCustomersPagedQuery = (query: PageQuery) =>
  pagedQuery(blockedCustomerKeys, 'blocked-customers', blockedCustomerSchema, query);

/** POST blocked-customers (new) or PUT blocked-customers/{id}; the list refreshes either way. */
export const useSaveBlockedCustomer = () =>
  useSaveById<BlockedCustomerInput, typeof blockedCustomerSchema>(
    blockedCustomerKeys.all,
    'blocked-customers',
    blockedCustomerSchema,
  );

/** DELETE blocked-customers/{id}. */
export const useDeleteBlockedCustomer = () => useDeleteById(blockedCustomerKeys.all, 'blocked-customers');
