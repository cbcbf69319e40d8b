import { defineMessages, type IntlShape, type MessageDescriptor } from '@formatjs/intl';

/**
 * Writers that are no person, as people say them: the name a record's `createdBy` (or a log entry) carries when the
 * web checkout or the demo data made it (server/seed/). In the person's language on the console (decision 039).
 */
export const SYSTEM_WRITERS: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  'checkout-web': { id: 'history.writer.webCheckout', defaultMessage: 'Web checkout' },
  seed: { id: 'history.writer.demoData', defaultMessage: 'Demo data' },
});

/**
 * Who made a change, as the console names them: a person by their name, a system by what it is, in the language of
 * `intl` (the console's), or in English without it.
 */
export function writerName(name: string, intl?: Pick<IntlShape, 'formatMessage'>): string {
  if (!Object.hasOwn(SYSTEM_WRITERS, name)) return name;
  const writer = SYSTEM_WRITERS[name] as MessageDescriptor;
  if (intl) return intl.formatMessage(writer);
  return typeof writer.defaultMessage === 'string' ? writer.defaultMessage : name;
}
