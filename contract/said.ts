import { createIntl, createIntlCache, type IntlShape, type MessageDescriptor } from '@formatjs/intl';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';

/**
 * Saying a message of the server's catalogue (decision 039) in a language, on both sides: the server says every
 * refusal in English (its `message`) and sends its code and values beside it; the console says the same code in the
 * person's language. And the way back, for a text the contract words in English only (a zod rule's message): which
 * message of a table it is, with what values (`matchSaid`).
 */

/** A message's values as they travel in JSON: text and numbers; an instant is an ISO 8601 text (`at`, `…At`). */
export type SaidValues = Record<string, string | number>;

/** A value named `at` or ending in `At` is an instant (ISO 8601), said as a time of day (`{at, time, short}`). */
const INSTANT = /^(at|[a-z][a-zA-Z0-9]*At)$/;

/** The values as a formatter takes them: each instant as a Date, said in the local time zone of whoever formats it. */
export function formattable(values: SaidValues | undefined): Record<string, string | number | Date> | undefined {
  if (!values) return undefined;
  const out: Record<string, string | number | Date> = {};
  for (const [name, value] of Object.entries(values)) {
    out[name] = INSTANT.test(name) && typeof value === 'string' && value !== '' ? new Date(value) : value;
  }
  return out;
}

/** `descriptor` with `values` in the language of `intl`. */
export const sayIn = (intl: IntlShape, descriptor: MessageDescriptor, values?: SaidValues): string =>
  intl.formatMessage(descriptor, formattable(values));

/**
 * English as the server says it (and as the console's default language does): en-GB, the local time zone (the
 * server's: the restaurant's). A message that cannot be formatted (a value missing) is an error, not a quiet default.
 */
const english = createIntl(
  {
    locale: 'en-GB',
    defaultLocale: 'en-GB',
    onError: (error) => {
      if ((error as { code?: string }).code !== 'MISSING_TRANSLATION') throw error;
    },
  },
  createIntlCache(),
);

/** A message's English, with its values: the server's `message`, the contract's wording of a rule. */
export const inEnglish = (descriptor: MessageDescriptor, values?: SaidValues): string =>
  sayIn(english, descriptor, values);

// ---------------------------------------------------------------------------------------------------------------
// The way back: an English text → the message it says, with its values.

const NUMBER = String.raw`-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Pattern {
  regex: RegExp;
  /** Each capturing group, in order: the argument it reads, and whether it is a number. */
  groups: Array<{ name: string; number: boolean }>;
}

/** A message's syntax tree (a default message is a string in source, a tree once the build has compiled it). */
function treeOf(descriptor: MessageDescriptor): MessageFormatElement[] {
  const message = descriptor.defaultMessage;
  return typeof message === 'string' ? parse(message) : (message ?? []);
}

/**
 * A regular expression that reads the message's English back: literals as they are, an argument as any text, a
 * number (and `#`) as a number as en-GB writes it, each plural's option in turn. A select or a date is not read back
 * (no message matched this way has one).
 */
function patternOf(elements: MessageFormatElement[], groups: Pattern['groups'], pound?: string): string {
  let source = '';
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
        source += escape(element.value);
        break;
      case TYPE.argument:
        groups.push({ name: element.value, number: false });
        source += '(.+?)';
        break;
      case TYPE.number:
        groups.push({ name: element.value, number: true });
        source += `(${NUMBER})`;
        break;
      case TYPE.pound:
        if (pound === undefined) throw new Error('# outside a plural');
        groups.push({ name: pound, number: true });
        source += `(${NUMBER})`;
        break;
      case TYPE.plural:
        source += `(?:${Object.values(element.options)
          .map((option) => patternOf(option.value, groups, element.value))
          .join('|')})`;
        break;
      default:
        throw new Error(`A message read back has no ${TYPE[element.type]}`);
    }
  }
  return source;
}

const patterns = new WeakMap<MessageDescriptor, Pattern | null>();

/** The message's pattern, or null for one that is never read back (it has a select). */
function patternFor(descriptor: MessageDescriptor): Pattern | null {
  let pattern = patterns.get(descriptor);
  if (pattern === undefined) {
    const groups: Pattern['groups'] = [];
    try {
      const source = patternOf(treeOf(descriptor), groups);
      pattern = { regex: new RegExp(`^${normalized(source)}$`, 's'), groups };
    } catch {
      pattern = null;
    }
    patterns.set(descriptor, pattern);
  }
  return pattern;
}

/**
 * A text with its spaces as the console's build has a default message (FormatJS's plugin trims it and makes each run
 * of spaces one): the spec's "Discount code cannot be empty. " is the same text as the compiled message.
 */
const normalized = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * Which of `candidates` (in order: the first that fits wins) says `message` in English, and with what values: one
 * whose English with those values is `message` (spaces aside, `normalized`), so what is sent with its code is what
 * it says.
 */
export function matchSaid<K extends string>(
  candidates: ReadonlyArray<readonly [K, MessageDescriptor]>,
  message: string,
): { key: K; values: SaidValues } | undefined {
  const text = normalized(message);
  for (const [key, descriptor] of candidates) {
    const pattern = patternFor(descriptor);
    if (!pattern) continue;
    const { regex, groups } = pattern;
    const found = regex.exec(text);
    if (!found) continue;
    const values: SaidValues = {};
    groups.forEach((group, i) => {
      const text = found[i + 1];
      if (text === undefined || group.name in values) return;
      values[group.name] = group.number ? Number(text.replace(/,/g, '')) : text;
    });
    if (normalized(inEnglish(descriptor, values)) === text) return { key, values };
  }
  return undefined;
}
