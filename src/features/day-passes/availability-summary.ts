import type { Restriction } from '../../../contract/restrictions.ts';
import { intl as currentIntl, type IntlShape } from '../../i18n/intl.ts';

export interface AvailabilitySummary {
  /** Whether the global restriction makes the day pass available; null without one. */
  available: boolean | null;
  /** "Available", "Unavailable", "2 restrictions" or "No restrictions". */
  text: string;
  /** The other restrictions, e.g. "+1 more restriction"; '' when there are none. */
  more: string;
}

/**
 * The list's Availability column, in the language shown: a short summary of a day pass's restrictions, led by the
 * global one (the rule that applies when no other does), with how many others may override it.
 */
export function availabilitySummary(
  restrictions: readonly Restriction[],
  intl: IntlShape = currentIntl(),
): AvailabilitySummary {
  if (restrictions.length === 0) {
    const none = intl.formatMessage({ id: 'products.dayPasses.noRestrictions', defaultMessage: 'No restrictions' });
    return { available: null, text: none, more: '' };
  }
  const global = [...restrictions].sort((a, b) => a.priority - b.priority).find((r) => r.isGlobal);
  if (!global) {
    const text = intl.formatMessage(
      {
        id: 'products.dayPasses.restrictionCount',
        defaultMessage: '{count, plural, one {# restriction} other {# restrictions}}',
      },
      { count: restrictions.length },
    );
    return { available: null, text, more: '' };
  }
  const others = restrictions.length - 1;
  return {
    available: global.isProductAvailable,
    text: global.isProductAvailable
      ? intl.formatMessage({ id: 'products.dayPasses.available', defaultMessage: 'Available' })
      : intl.formatMessage({ id: 'products.dayPasses.unavailable', defaultMessage: 'Unavailable' }),
    more:
      others === 0
        ? ''
        : intl.formatMessage(
            {
              id: 'products.dayPasses.moreRestrictions',
              defaultMessage: '{count, plural, one {+# more restriction} other {+# more restrictions}}',
            },
            { count: others },
          ),
  };
}
