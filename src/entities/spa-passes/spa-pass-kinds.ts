import type { z } from 'zod/mini';
import {
  dayPassInputSchema,
  dayPassSchema,
  frequentVisitorPassInputSchema,
  frequentVisitorPassSchema,
  type FrequentVisitorPass,
} from '../../../contract/spa.ts';
import type { SearchKind } from '../../../contract/hotel-products.ts';
import { resourceKeys } from '../query-meta.ts';

/**
 * Day passes and frequent visitor passes are one kind of screen (spec section 2): a spa-system product picked from
 * the catalogue, its texts, url and image. What tells them apart is configuration: their paths, names and keys, and
 * what a day pass has besides (a from time, restrictions, included services) or an fvp (its checkout link).
 */
export interface SpaPassKind<P extends FrequentVisitorPass = FrequentVisitorPass> {
  /** The console's list; `{listPath}/new` and `{listPath}/{brpProductId}` are the edit pages. */
  listPath: string;
  /** The API's name of the kind: `products/{api}`, `products/{brpProductId}/{api}`. */
  api: 'daypass' | 'fvp';
  schema: z.ZodMiniType<P>;
  /** What POST products/{api} takes: the form holds a day pass's fields, a frequent visitor pass sends its own. */
  inputSchema: z.ZodMiniType;
  keys: ReturnType<typeof resourceKeys<string>>;
  /** Session storage key of the product picked in the list, held until the new pass is saved. */
  draftKey: string;
  /** What the picker searches. */
  searchKind: SearchKind;
  /** "Day pass": the form's name, and the edit page's title before the pass's name. */
  name: string;
  /** "day pass", "day passes": the picker's and the confirmations' words. */
  noun: string;
  plural: string;
  /** A day pass's from time, restrictions and included services. */
  hasDayPassFields: boolean;
  /** Its kind in the change log (contract/history.ts). */
  historyResource: 'day_passes' | 'frequent_visitor_passes';
  /** Decision 008: the checkout page that sells the pass, when the form links to it. */
  checkoutPath?: (brpProductId: number) => string;
}

export const dayPassKind: SpaPassKind<z.infer<typeof dayPassSchema>> = {
  listPath: '/daypass',
  api: 'daypass',
  schema: dayPassSchema,
  inputSchema: dayPassInputSchema,
  keys: resourceKeys('day-passes'),
  draftKey: 'draft:day-pass',
  searchKind: 'daypasses',
  name: 'Day pass',
  noun: 'day pass',
  plural: 'day passes',
  hasDayPassFields: true,
  historyResource: 'day_passes',
};

export const fvpKind: SpaPassKind = {
  listPath: '/fvp',
  api: 'fvp',
  schema: frequentVisitorPassSchema,
  inputSchema: frequentVisitorPassInputSchema,
  keys: resourceKeys('frequent-visitor-passes'),
  draftKey: 'draft:frequent-visitor-pass',
  searchKind: 'fvps',
  name: 'Frequent visitor pass',
  noun: 'frequent visitor pass',
  plural: 'frequent visitor passes',
  hasDayPassFields: false,
  historyResource: 'frequent_visitor_passes',
  // Its fvp package id (the brp product id) in the spa flow, under a parameter of its own so the checkout tells it
  // from a spa package id.
  checkoutPath: (brpProductId) => `/spa?fvpPackage=${brpProductId}`,
};
