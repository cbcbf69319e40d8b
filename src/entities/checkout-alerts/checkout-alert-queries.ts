import { checkoutAlertSchema, type CheckoutAlertInput } from '../../../contract/checkout-alerts.ts';
import type { PageQuery } from '../../ui/use-paged-list.ts';
import { pagedQuery, resourceKeys, useDeleteById, useSaveById } from '../query-meta.ts';

/** Checkout alerts: the banners of the hotel and spa checkouts. */
export const checkoutAlertKeys = resourceKeys('checkout-alerts');

/** GET checkout-alerts?page&itemsPerPage: one page (the server pages only when both are given). */
export const checkoutAlertsPagedQuery = (query: PageQuery) =>
  pagedQuery(checkoutAlertKeys, 'checkout-alerts', checkoutAlertSchema, query);

/** POST checkout-alerts (a new alert) or PUT checkout-alerts/{id}; every read of alerts refreshes. */
export const useSaveCheckoutAlert = () =>
  useSaveById<CheckoutAlertInput, typeof checkoutAlertSchema>(
    checkoutAlertKeys.all,
    'checkout-alerts',
    checkoutAlertSchema,
  );

/** DELETE checkout-alerts/{id}. */
export const useDeleteCheckoutAlert = () => useDeleteById(checkoutAlertKeys.all, 'checkout-alerts');
