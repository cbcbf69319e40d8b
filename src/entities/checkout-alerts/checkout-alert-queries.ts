import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { checkoutAlertSchema, type CheckoutAlertInput } from '../../../contract/checkout-alerts.ts';
import type { PageQuery } from '../../ui/use-paged-list.ts';
import { api } from '../../api/http.ts';
import { fetchErrorMeta, resourceKeys, useResourceMutation } from '../query-meta.ts';

/** Checkout alerts: the banners of the hotel and spa checkouts. */
export const checkoutAlertKeys = resourceKeys('checkout-alerts');

/** GET checkout-alerts?page&itemsPerPage: one page (the server pages only when both are given). */
export function checkoutAlertsPagedQuery(query: PageQuery) {
  return queryOptions({
    queryKey: checkoutAlertKeys.paged(query),
    queryFn: ({ signal }) => api.paged('checkout-alerts', checkoutAlertSchema, { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
    meta: fetchErrorMeta,
  });
}

/** POST checkout-alerts (a new alert) or PUT checkout-alerts/{id}; every read of alerts refreshes. */
export function useSaveCheckoutAlert() {
  return useResourceMutation(checkoutAlertKeys.all, ({ id, ...input }: CheckoutAlertInput & { id?: number }) =>
    id === undefined ? api.post('checkout-alerts', input, checkoutAlertSchema) : api.put(`checkout-alerts/${id}`, input, checkoutAlertSchema),
  );
}

/** DELETE checkout-alerts/{id}. */
export function useDeleteCheckoutAlert() {
  return useResourceMutation(checkoutAlertKeys.all, (id: number) => api.delete(`checkout-alerts/${id}`));
}
