import dayjs from 'dayjs';
import type { FieldChange, HistoryEntry } from '../../../contract/history.ts';

/** How the history names a field: the screen's own label when it has one, else from its name (`introTextEn` → "Intro text en"). */
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

/** DD.MM.YYYY HH:mm, on this device's clock. */
export const stamp = (instant: string) => dayjs(instant).format('DD.MM.YYYY HH:mm');

const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const EMPTY = '(empty)';

/** A value as a person reads it: dates as DD.MM.YYYY, yes/no, lists joined, nothing as "(empty)". */
export function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') {
    if (DAY.test(value)) return dayjs(value).format('DD.MM.YYYY');
    if (WALL_TIME.test(value)) return dayjs(value).format('DD.MM.YYYY HH:mm');
    if (INSTANT.test(value)) return stamp(value);
    return value;
  }
  if (Array.isArray(value)) return value.length ? value.map(shown).join(', ') : EMPTY;
  if (typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${humanize(key)}: ${shown(inner)}`)
      .join(', ');
  }
  return JSON.stringify(value);
}

/** A text long enough to be read as a change of words, not as two whole values. */
export const isLongText = (before: unknown, after: unknown) =>
  typeof before === 'string' &&
  typeof after === 'string' &&
  (before.length > 60 || after.length > 60 || before.includes('\n') || after.includes('\n'));

export type ShownChange =
  | { kind: 'values'; label: string; before?: string; after?: string }
  | { kind: 'items'; label: string; added: string[]; removed: string[] }
  | { kind: 'text'; label: string; before: string; after: string };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** One field's change as the history shows it: "label: before → after", a list's items added and removed, or a text's words. */
export function showChange(change: FieldChange, labelOf: LabelOf): ShownChange {
  const label = labelOf(change.field);
  if (change.added || change.removed) {
    return { kind: 'items', label, added: (change.added ?? []).map(shown), removed: (change.removed ?? []).map(shown) };
  }
  const { before, after } = change;
  // A list held in one field (days of the week, tables, description items): what came and went, unless only the order moved.
  if (Array.isArray(before) && Array.isArray(after)) {
    const added = after.filter((item) => !before.some((old) => same(old, item)));
    const removed = before.filter((item) => !after.some((now) => same(now, item)));
    if (added.length || removed.length)
      return { kind: 'items', label, added: added.map(shown), removed: removed.map(shown) };
  }
  if (isLongText(before, after)) return { kind: 'text', label, before: before as string, after: after as string };
  return {
    kind: 'values',
    label,
    ...('before' in change ? { before: shown(before) } : {}),
    ...('after' in change ? { after: shown(after) } : {}),
  };
}

/** "Changed", "Created", "Deleted", or "Reverted a change" — what the entry did, in a word or three. */
export function actionText(entry: Pick<HistoryEntry, 'action' | 'reverts'>): string {
  if (entry.reverts !== null) return 'Reverted a change';
  return entry.action === 'create' ? 'Created' : entry.action === 'delete' ? 'Deleted' : 'Changed';
}

/** The fields a refused revert names, in the screen's words: "Not reverted: Amount was changed since, by …". */
export function revertRefusedText(
  body: { fields?: readonly string[]; changedBy?: string | null; changedAt?: string | null } | undefined,
  serverMessage: string | undefined,
  labelOf: LabelOf,
): string {
  const fields = body?.fields ?? [];
  if (!fields.length) return serverMessage ?? 'Not reverted.';
  const names = fields.map(labelOf).join(', ');
  const by =
    body?.changedBy && body.changedAt ? `, by ${body.changedBy} at ${dayjs(body.changedAt).format('HH:mm')}` : '';
  return `Not reverted: ${names} ${fields.length === 1 ? 'was' : 'were'} changed since${by}.`;
}
