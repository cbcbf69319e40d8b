import type { z } from 'zod/mini';
import {
  dayPassInputSchema,
  dayPassSchema,
  frequentVisitorPassInputSchema,
  frequentVisitorPassSchema,
  type FrequentVisitorPass,
} from '../../../contract/spa.ts';
import type { SearchKind } from '../../../contract/hotel-products.ts';
import { defineMessages, type MessageDescriptor } from '../../i18n/intl.ts';
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
  /** The kind's texts, each whole (formatted where shown, in the language shown). */
  texts: SpaPassTexts;
  /** A day pass's from time, restrictions and included services. */
  hasDayPassFields: boolean;
  /** Its kind in the change log (contract/history.ts). */
  historyResource: 'day_passes' | 'frequent_visitor_passes';
  /** Decision 008: the checkout page that sells the pass, when the form links to it. */
  checkoutPath?: (brpProductId: number) => string;
}

/** What a pass list and its edit page say of the kind. */
export interface SpaPassTexts {
  /** The list's h1 (the spec's "Day Pass"). */
  title: MessageDescriptor;
  /** The list's table ("Day passes"). */
  list: MessageDescriptor;
  empty: MessageDescriptor;
  /** "Day pass": the form's name, and the edit page's title without a pass. */
  name: MessageDescriptor;
  /** The edit page's title, `{name}` the pass's. */
  editTitle: MessageDescriptor;
  /** The new pass's page title, `{id}` its brp product id. */
  newTitle: MessageDescriptor;
  deleteTitle: MessageDescriptor;
  /** The picker's title. */
  add: MessageDescriptor;
  /** The products in the plural, as the picker's search field names them ("day passes"). */
  pickerNoun: MessageDescriptor;
}

const dayPassTexts = defineMessages({
  title: { id: 'products.dayPasses.title', defaultMessage: 'Day Pass' },
  list: { id: 'products.dayPasses.list', defaultMessage: 'Day passes' },
  empty: { id: 'products.dayPasses.empty', defaultMessage: 'No day passes yet.' },
  name: { id: 'products.dayPasses.name', defaultMessage: 'Day pass' },
  editTitle: { id: 'products.dayPasses.editTitle', defaultMessage: 'Day pass {name}' },
  newTitle: { id: 'products.dayPasses.newTitle', defaultMessage: 'New day pass {id}' },
  deleteTitle: { id: 'products.dayPasses.deleteTitle', defaultMessage: 'Delete day pass' },
  add: { id: 'products.dayPasses.add', defaultMessage: 'Add day pass' },
  pickerNoun: { id: 'products.dayPasses.pickerNoun', defaultMessage: 'day passes' },
});

const fvpTexts = defineMessages({
  title: { id: 'products.fvps.title', defaultMessage: 'Frequent Visitor Pass' },
  list: { id: 'products.fvps.list', defaultMessage: 'Frequent visitor passes' },
  empty: { id: 'products.fvps.empty', defaultMessage: 'No frequent visitor passes yet.' },
  name: { id: 'products.fvps.name', defaultMessage: 'Frequent visitor pass' },
  editTitle: { id: 'products.fvps.editTitle', defaultMessage: 'Frequent visitor pass {name}' },
  newTitle: { id: 'products.fvps.newTitle', defaultMessage: 'New frequent visitor pass {id}' },
  deleteTitle: { id: 'products.fvps.deleteTitle', defaultMessage: 'Delete frequent visitor pass' },
  add: { id: 'products.fvps.add', defaultMessage: 'Add frequent visitor pass' },
  pickerNoun: { id: 'products.fvps.pickerNoun', defaultMessage: 'frequent visitor passes' },
});

export const dayPassKind: SpaPassKind<z.infer<typeof dayPassSchema>> = {
  listPath: '/daypass',
  api: 'daypass',
  schema: dayPassSchema,
  inputSchema: dayPassInputSchema,
  keys: resourceKeys('day-passes'),
  draftKey: 'draft:day-pass',
  searchKind: 'daypasses',
  texts: dayPassTexts,
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
  texts: fvpTexts,
  hasDayPassFields: false,
  historyResource: 'frequent_visitor_passes',
  // Its fvp package id (the brp product id) in the spa flow, under a parameter of its own so the checkout tells it
  // from a spa package id.
  checkoutPath: (brpProductId) => `/spa?fvpPackage=${brpProductId}`,
};
