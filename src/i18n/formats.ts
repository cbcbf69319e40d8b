import type { IntlShape } from './intl.ts';

/**
 * Formats that follow the language shown (decision 039), beside the messages: the same `IntlShape` says both. Dates
 * keep the specification's formats (DD.MM.YYYY, YYYY-MM-DD, HH:mm) in every language; their weekday and month names
 * follow the language through dayjs's locale (src/i18n/catalogues.ts).
 */

/** Kroner as the screens show a price: "2 490 kr" (grouped as Norwegian prices are, whatever the language). */
export function formatKroner(value: number): string {
  return `${new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 2 }).format(value)} kr`;
}

/** A comparison of names in the language's order (Norwegian: … x, y, z, æ, ø, å), for lists sorted for reading. */
export function byName(intl: IntlShape): (a: string, b: string) => number {
  return new Intl.Collator(intl.locale, { sensitivity: 'base' }).compare;
}

/** "5 minutes ago" / "for 5 minutter siden": how long ago an instant was, in the largest whole unit. */
export function timeAgo(intl: IntlShape, instant: string | number | Date, now = Date.now()): string {
  const seconds = Math.round((new Date(instant).getTime() - now) / 1000);
  const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size)
      return intl.formatRelativeTime(Math.round(seconds / size), unit, { numeric: 'auto' });
  }
  return intl.formatRelativeTime(seconds, 'second', { numeric: 'auto' });
}
