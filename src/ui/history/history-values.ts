import dayjs from 'dayjs';
import { defineMessages, type MessageDescriptor } from '../../i18n/intl.ts';

/** "History of {what}": the History button (for assistive technology) and the dialog it opens. */
export const HISTORY_OF: MessageDescriptor = defineMessages({
  historyOf: { id: 'history.historyOf', defaultMessage: 'History of {what}' },
}).historyOf;

/**
 * How the history names a field the change log's table (contract/history-fields.ts) does not: the screen's own label
 * when it has one, else from its name (`introTextEn` → "Intro text en"). Light, for the History button on every
 * screen; how values are shown is `field-values.ts`, loaded with the history.
 */
export type LabelOf = (field: string) => string;

export function humanize(field: string): string {
  const words = field.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const labelsFrom =
  (labels?: ReadonlyMap<string, string> | Readonly<Record<string, string>>): LabelOf =>
  (field) => {
    const known: string | undefined =
      labels instanceof Map
        ? (labels as ReadonlyMap<string, string>).get(field)
        : (labels as Readonly<Record<string, string>> | undefined)?.[field];
    return known ?? humanize(field);
  };

/** Between who, when and what in an entry's line: "Kari Nordmann · 26.11.2026 14:53 · Changed". */
export const SEPARATOR = ' · ';

/** DD.MM.YYYY HH:mm, on this device's clock. */
export const stamp = (instant: string) => dayjs(instant).format('DD.MM.YYYY HH:mm');
