import dayjs from 'dayjs';
import type { FieldChange, HistoryEntry, HistoryResource } from '../../../contract/history.ts';
import {
  HISTORY_FIELDS,
  historyField,
  INTERNAL,
  shownField,
  type FieldMap,
  type FieldRef,
  type FieldShown,
  type ShownField,
} from '../../../contract/history-fields.ts';
import { writerName } from '../../../contract/history-writers.ts';
import { dayName, sortDays } from '../days-of-week.ts';
import { humanize, stamp, type LabelOf } from './history-values.ts';

/**
 * A change log entry's fields as the screens show them (contract/history-fields.ts): the screen's label, values in
 * the screen's formats, other records by their names, internal columns left out. Loaded with the history only.
 */

/** The name of a record another one refers to (a restaurant, an image...), when the console has it. */
export type NameOf = (ref: FieldRef, key: string | number) => string | undefined;

/** What a value needs beyond itself: the names of other records, and the phone formatting (ui/readable-phone.ts). */
export interface ValueContext {
  nameOf?: NameOf;
  phone?: (stored: string) => string;
}

const EMPTY = '(empty)';
const FONTS = ['Default', 'Playfair', 'OpenSans'];
const REF_WORDS: Record<FieldRef, string> = {
  restaurant: 'Restaurant',
  restaurantMeal: 'Meal',
  mealType: 'Meal type',
  image: 'Image',
  dateFilter: 'Date filter',
  hotelPackage: 'Hotel package',
  addon: 'Add-on',
  spaProduct: 'Product',
};

export const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** One value of a kind the screens format their own way. */
function shownAs(value: unknown, kind: FieldShown, context: ValueContext): string {
  const text = String(value);
  switch (kind) {
    case 'phone':
      return context.phone ? context.phone(text) : text;
    case 'price':
      return typeof value === 'number' ? `${value.toLocaleString('nb-NO')} kr` : text;
    case 'seats':
      return `${text} stk`;
    case 'weekdays':
      return typeof value === 'number' ? dayName(value).slice(0, 3) : text;
    case 'day':
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : dayjs(text).format('YYYY-MM-DD');
    case 'tableDate':
      return dayjs(text).format('YYYY-MM-DD HH:mm');
    case 'bookingTime':
      return dayjs(text).format('DD.MM.YYYY HH:mm');
    case 'clock':
      return /^\d{1,2}:\d{2}/.test(text) ? text.slice(0, text.indexOf(':') + 3) : text;
    case 'font':
      return FONTS[Number(value)] ?? text;
    case 'orderLimit':
      return value === -1 ? 'Ordering disabled' : value === 0 ? 'No limit' : text;
    default:
      return context.nameOf?.(kind, text) ?? `${REF_WORDS[kind]} ${text}`;
  }
}

/** A list's items in the screens' order: days of the week Monday first. */
const ordered = (values: readonly unknown[], field?: ShownField) =>
  field?.shown === 'weekdays' && values.every((v): v is number => typeof v === 'number') ? sortDays(values) : values;

/** The visible fields of a row (a list's item), "Label: value" each, in the order the table names them. */
function shownItem(item: Record<string, unknown>, items: FieldMap | undefined, context: ValueContext): string {
  const known = Object.keys(items ?? {}).filter((key) => key in item);
  return [...known, ...Object.keys(item).filter((key) => !known.includes(key))]
    .flatMap((key) => {
      const field = shownField(items, key);
      if (field === INTERNAL) return [];
      return [`${field?.label ?? humanize(key)}: ${shownValue(item[key], field, context)}`];
    })
    .join(', ');
}

/** A value as a person reads it on the field's screen: nothing as "(empty)", yes/no, lists joined. */
export function shownValue(value: unknown, field?: ShownField, context: ValueContext = {}): string {
  if (isEmpty(value)) return EMPTY;
  if (Array.isArray(value))
    return ordered(value, field)
      .map((item) => shownValue(item, field, context))
      .join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return shownItem(value as Record<string, unknown>, field?.items, context);
  if (field?.shown) return shownAs(value, field.shown, context);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
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

/**
 * One field's change as the history shows it: "label: before → after", a list's items added and removed, or a
 * text's words; null for a field that is internal. A field the table does not name is named by `labelOf`.
 */
export function showChange(
  resource: HistoryResource,
  change: FieldChange,
  context: ValueContext = {},
  labelOf: LabelOf = humanize,
): ShownChange | null {
  const named = historyField(resource, change.field);
  if (named === INTERNAL) return null;
  const field: ShownField = named ?? { label: labelOf(change.field) };
  const { label } = field;
  const show = (value: unknown) => shownValue(value, field, context);
  if (change.added || change.removed) {
    return { kind: 'items', label, added: (change.added ?? []).map(show), removed: (change.removed ?? []).map(show) };
  }
  const { before, after } = change;
  // A list held in one field (days of the week, tables, description items): what came and went, unless only the order moved.
  if (Array.isArray(before) && Array.isArray(after)) {
    const added = after.filter((item) => !before.some((old) => same(old, item)));
    const removed = before.filter((item) => !after.some((now) => same(now, item)));
    if (added.length || removed.length) {
      return {
        kind: 'items',
        label,
        added: ordered(added, field).map(show),
        removed: ordered(removed, field).map(show),
      };
    }
  }
  if (isLongText(before, after)) return { kind: 'text', label, before: before as string, after: after as string };
  return {
    kind: 'values',
    label,
    ...('before' in change ? { before: show(before) } : {}),
    ...('after' in change ? { after: show(after) } : {}),
  };
}

/**
 * An entry's fields as shown, in the order of the table (the screen's order): internal ones left out, and for a record
 * made or deleted, only the fields that held something (its values, not a before and after of each).
 */
export function showChanges(
  entry: Pick<HistoryEntry, 'resource' | 'action' | 'changes'>,
  context: ValueContext = {},
  labelOf?: LabelOf,
): ShownChange[] {
  const order = Object.keys(HISTORY_FIELDS[entry.resource]);
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return [...entry.changes]
    .sort((a, b) => rank(a.field) - rank(b.field))
    .filter((change) => entry.action === 'update' || !isEmpty(entry.action === 'create' ? change.after : change.before))
    .map((change) => showChange(entry.resource, change, context, labelOf))
    .filter((change): change is ShownChange => change !== null);
}

const FORMATS: Record<Exclude<FieldShown, FieldRef>, true> = {
  phone: true,
  price: true,
  seats: true,
  weekdays: true,
  day: true,
  tableDate: true,
  bookingTime: true,
  clock: true,
  font: true,
  orderLimit: true,
};

/** The other records an entry's fields name, so that their names can be fetched before it is shown. */
export function refsOf(entries: ReadonlyArray<Pick<HistoryEntry, 'resource' | 'changes'>>): Set<FieldRef> {
  const refs = new Set<FieldRef>();
  const visit = (field: ShownField) => {
    if (field.shown && !(field.shown in FORMATS)) refs.add(field.shown as FieldRef);
    for (const key of Object.keys(field.items ?? {})) {
      const inner = shownField(field.items, key);
      if (inner) visit(inner);
    }
  };
  for (const entry of entries) {
    for (const change of entry.changes) {
      const field = historyField(entry.resource, change.field);
      if (field) visit(field);
    }
  }
  return refs;
}
/** "Changed", "Created", "Deleted", or "Reverted a change" — what the entry did, in a word or three. */
export function actionText(entry: Pick<HistoryEntry, 'action' | 'reverts'>): string {
  if (entry.reverts !== null) return 'Reverted a change';
  return entry.action === 'create' ? 'Created' : entry.action === 'delete' ? 'Deleted' : 'Changed';
}

/**
 * When the entry was made: the server's time, and for a change tapped on a tablet and sent later (a minute or more
 * after), when it was tapped too: "Tapped 26.11.2026 14:52 · stored 14:53" (the stored day written again only when it
 * is another day).
 */
export function whenParts(entry: Pick<HistoryEntry, 'at' | 'doneAt'>): { tapped?: string; stored: string } {
  const late = entry.doneAt !== null && Math.abs(Date.parse(entry.at) - Date.parse(entry.doneAt)) >= 60_000;
  if (!late || !entry.doneAt) return { stored: stamp(entry.at) };
  const sameDay = dayjs(entry.at).isSame(dayjs(entry.doneAt), 'day');
  return { tapped: stamp(entry.doneAt), stored: sameDay ? dayjs(entry.at).format('HH:mm') : stamp(entry.at) };
}

/** Why a revert was refused, in the screen's words: "Not reverted: Amount % was changed since, by …"; else the server's message. */
export function revertRefusedText(
  resource: HistoryResource,
  body: { fields?: readonly string[]; changedBy?: string | null; changedAt?: string | null } | undefined,
  serverMessage: string | undefined,
  labelOf: LabelOf = humanize,
): string {
  const fields = body?.fields ?? [];
  if (!fields.length) return serverMessage ?? 'Not reverted.';
  const names = fields
    .map((name) => {
      const field = historyField(resource, name);
      return field ? field.label : labelOf(name);
    })
    .join(', ');
  const by =
    body?.changedBy && body.changedAt
      ? `, by ${writerName(body.changedBy)} at ${dayjs(body.changedAt).format('HH:mm')}`
      : '';
  return `Not reverted: ${names} ${fields.length === 1 ? 'was' : 'were'} changed since${by}.`;
}
