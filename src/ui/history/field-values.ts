import dayjs from 'dayjs';
import type { MessageDescriptor } from '@formatjs/intl';
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
import { formatKroner } from '../../i18n/formats.ts';
import { defineMessages, intl as shownIntl, type IntlShape } from '../../i18n/intl.ts';
import { sortDays } from '../days-of-week.ts';
import { humanize, stamp, type LabelOf } from './history-values.ts';

/**
 * A change log entry's fields as the screens show them (contract/history-fields.ts): the screen's label, values in
 * the screen's formats, other records by their names, internal columns left out. Loaded with the history only.
 */

/** The name of a record another one refers to (a restaurant, an image...), when the console has it. */
export type NameOf = (ref: FieldRef, key: string | number) => string | undefined;

/**
 * What a value needs beyond itself: the names of other records, the phone formatting (ui/readable-phone.ts), and the
 * language it is said in (the one shown when left out).
 */
export interface ValueContext {
  nameOf?: NameOf;
  phone?: (stored: string) => string;
  intl?: IntlShape;
}

/** The words a value is said in: nothing, yes and no, the default font, the order limit's two modes. */
const WORDS = defineMessages({
  empty: { id: 'history.value.empty', defaultMessage: '(empty)' },
  yes: { id: 'history.value.yes', defaultMessage: 'Yes' },
  no: { id: 'history.value.no', defaultMessage: 'No' },
  defaultFont: { id: 'history.value.defaultFont', defaultMessage: 'Default' },
  orderingDisabled: { id: 'history.value.orderingDisabled', defaultMessage: 'Ordering disabled' },
  noLimit: { id: 'history.value.noLimit', defaultMessage: 'No limit' },
});
/** The fonts after the default, by their names (spec section 3: Default=0, Playfair=1, OpenSans=2). */
const NAMED_FONTS = ['Playfair', 'OpenSans'];
/** A record that is gone, by its kind and key: "Image 12". */
const GONE: Record<FieldRef, MessageDescriptor> = defineMessages({
  restaurant: { id: 'history.value.gone.restaurant', defaultMessage: 'Restaurant {key}' },
  restaurantMeal: { id: 'history.value.gone.restaurantMeal', defaultMessage: 'Meal {key}' },
  mealType: { id: 'history.value.gone.mealType', defaultMessage: 'Meal type {key}' },
  image: { id: 'history.value.gone.image', defaultMessage: 'Image {key}' },
  dateFilter: { id: 'history.value.gone.dateFilter', defaultMessage: 'Date filter {key}' },
  hotelPackage: { id: 'history.value.gone.hotelPackage', defaultMessage: 'Hotel package {key}' },
  addon: { id: 'history.value.gone.addon', defaultMessage: 'Add-on {key}' },
  spaProduct: { id: 'history.value.gone.spaProduct', defaultMessage: 'Product {key}' },
});

const intlOf = (context: ValueContext): IntlShape => context.intl ?? shownIntl();

export const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** One value of a kind the screens format their own way. */
function shownAs(value: unknown, kind: FieldShown, context: ValueContext): string {
  const text = String(value);
  const intl = intlOf(context);
  switch (kind) {
    case 'phone':
      return context.phone ? context.phone(text) : text;
    case 'price':
      return typeof value === 'number' ? formatKroner(value) : text;
    case 'seats':
      // "stk" in both languages (docs/glossary.md).
      return `${text} stk`;
    case 'weekdays':
      // The day's short name in the language shown (dayjs's locale): "Fri", "fr.".
      return typeof value === 'number' && value >= 0 && value <= 6 ? dayjs().day(value).format('ddd') : text;
    case 'day':
      return /^\d{4}-\d{2}-\d{2}$/.test(text) ? text : dayjs(text).format('YYYY-MM-DD');
    case 'tableDate':
      return dayjs(text).format('YYYY-MM-DD HH:mm');
    case 'bookingTime':
      return dayjs(text).format('DD.MM.YYYY HH:mm');
    case 'clock':
      return /^\d{1,2}:\d{2}/.test(text) ? text.slice(0, text.indexOf(':') + 3) : text;
    case 'font':
      return Number(value) === 0 ? intl.formatMessage(WORDS.defaultFont) : (NAMED_FONTS[Number(value) - 1] ?? text);
    case 'orderLimit':
      return value === -1
        ? intl.formatMessage(WORDS.orderingDisabled)
        : value === 0
          ? intl.formatMessage(WORDS.noLimit)
          : text;
    case 'bookingStatus':
      return intl.formatMessage(
        {
          id: 'history.value.bookingStatus',
          defaultMessage:
            '{status, select, Created {Created} Completed {Completed} Cancelled {Cancelled} Withdrawn {Withdrawn} other {{status}}}',
        },
        { status: text },
      );
    case 'restaurantMeal':
    case 'mealType': {
      const name = context.nameOf?.(kind, text);
      // The restaurants' meals by the door's words for them.
      return name === undefined
        ? intl.formatMessage(GONE[kind], { key: text })
        : intl.formatMessage(
            {
              id: 'history.value.meal',
              defaultMessage: '{meal, select, Breakfast {Breakfast} Lunch {Lunch} Dinner {Dinner} other {{meal}}}',
            },
            { meal: name },
          );
    }
    default:
      return context.nameOf?.(kind, text) ?? intl.formatMessage(GONE[kind], { key: text });
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
      const label = field ? intlOf(context).formatMessage(field.label) : humanize(key);
      return [`${label}: ${shownValue(item[key], field, context)}`];
    })
    .join(', ');
}

/** A value as a person reads it on the field's screen: nothing as "(empty)", yes/no, lists joined. */
export function shownValue(value: unknown, field?: ShownField, context: ValueContext = {}): string {
  if (isEmpty(value)) return intlOf(context).formatMessage(WORDS.empty);
  if (Array.isArray(value))
    return ordered(value, field)
      .map((item) => shownValue(item, field, context))
      .join(', ');
  if (typeof value === 'boolean') return intlOf(context).formatMessage(value ? WORDS.yes : WORDS.no);
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
  const field: ShownField | undefined = named;
  const label = field ? intlOf(context).formatMessage(field.label) : labelOf(change.field);
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
  bookingStatus: true,
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
/** What an entry did, in a word or three. */
export const ACTIONS = defineMessages({
  changed: { id: 'history.action.changed', defaultMessage: 'Changed' },
  created: { id: 'history.action.created', defaultMessage: 'Created' },
  deleted: { id: 'history.action.deleted', defaultMessage: 'Deleted' },
  reverted: { id: 'history.action.reverted', defaultMessage: 'Reverted a change' },
});

/** "Changed", "Created", "Deleted", or "Reverted a change" — what the entry did, in a word or three. */
export function actionText(entry: Pick<HistoryEntry, 'action' | 'reverts'>, intl: IntlShape = shownIntl()): string {
  if (entry.reverts !== null) return intl.formatMessage(ACTIONS.reverted);
  return intl.formatMessage(
    entry.action === 'create' ? ACTIONS.created : entry.action === 'delete' ? ACTIONS.deleted : ACTIONS.changed,
  );
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

/**
 * Why a revert was refused, in the screen's words: "Not reverted: Amount % was changed since, by …"; else what the
 * server said (in the person's language: `serverText`).
 */
export function revertRefusedText(
  resource: HistoryResource,
  body: { fields?: readonly string[]; changedBy?: string | null; changedAt?: string | null } | undefined,
  serverMessage: string | undefined,
  labelOf: LabelOf = humanize,
  intl: IntlShape = shownIntl(),
): string {
  const fields = body?.fields ?? [];
  if (!fields.length)
    return serverMessage || intl.formatMessage({ id: 'history.revert.refused', defaultMessage: 'Not reverted.' });
  const names = fields
    .map((name) => {
      const field = historyField(resource, name);
      return field ? intl.formatMessage(field.label) : labelOf(name);
    })
    .join(', ');
  const values = { fields: names, count: fields.length };
  return body?.changedBy && body.changedAt
    ? intl.formatMessage(
        {
          id: 'history.revert.changedSinceBy',
          defaultMessage:
            'Not reverted: {fields} {count, plural, one {was} other {were}} changed since, by {who} at {time}.',
        },
        { ...values, who: writerName(body.changedBy, intl), time: dayjs(body.changedAt).format('HH:mm') },
      )
    : intl.formatMessage(
        {
          id: 'history.revert.changedSince',
          defaultMessage: 'Not reverted: {fields} {count, plural, one {was} other {were}} changed since.',
        },
        values,
      );
}
