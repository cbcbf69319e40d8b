import type { Restriction } from '../../../contract/restrictions.ts';

export interface AvailabilitySummary {
  /** Whether the global restriction makes the day pass available; null without one. */
  available: boolean | null;
  /** "Available", "Unavailable", "2 restrictions" or "No restrictions". */
  text: string;
  /** The other restrictions, e.g. "+1 more restriction"; '' when there are none. */
  more: string;
}

const count = (n: number) => `${n} restriction${n === 1 ? '' : 's'}`;

/**
 * The list's Availability column: a short summary of a day pass's restrictions, led by the global one (the rule that
 * applies when no other does), with how many others may override it.
 */
export function availabilitySummary(restrictions: readonly Restriction[]): AvailabilitySummary {
  if (restrictions.length === 0) return { available: null, text: 'No restrictions', more: '' };
  const global = [...restrictions].sort((a, b) => a.priority - b.priority).find((r) => r.isGlobal);
  if (!global) return { available: null, text: count(restrictions.length), more: '' };
  const others = restrictions.length - 1;
  return {
    available: global.isProductAvailable,
    text: global.isProductAvailable ? 'Available' : 'Unavailable',
    more: others === 0 ? '' : `+${others} more restriction${others === 1 ? '' : 's'}`,
  };
}
