import { z } from 'zod/mini';

/**
 * The one wording of the contract's rules, on the server and in the console alike (decision 031). A rule's message
 * is either a predicate ("must be 0 or more", "is required", "must not be less than minStay") that the reader puts
 * after the field's name, or a whole sentence (a spec text, "Name cannot be empty."), shown as it is. A predicate
 * starts with a verb ("must", "is", "has", "can"...), a sentence with a capital: `fieldSentence` tells them apart.
 *
 * zod's own words ("Too small: expected number to be >=0") never reach anyone: `installPlainMessages` makes this
 * module's `plainPredicate` the wording of every issue a schema does not word itself.
 */

type Issue = z.core.$ZodRawIssue;

const count = (n: number | bigint) => Number(n).toLocaleString('en-GB');
const plural = (n: number | bigint, one: string, many: string) => `${count(n)} ${Number(n) === 1 ? one : many}`;

/** Nothing given: no value, or only spaces. */
function isBlank(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}

const NUMBER_ORIGINS = new Set(['number', 'int', 'bigint']);
const TEXT_FORMATS: Record<string, string> = {
  email: 'must be an email address',
  url: 'must be a web address',
  date: 'must be a date YYYY-MM-DD',
  time: 'must be a time HH:mm',
  datetime: 'must be a date and time',
  e164: 'must be a phone number',
};

/** The predicate for an issue: what the field must be, in plain words, the field's name left out. */
export function plainPredicate(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return 'must be a whole number';
      if (isBlank(issue.input)) return 'is required';
      if (issue.expected === 'number' || issue.expected === 'bigint') return 'must be a number';
      if (issue.expected === 'string') return 'must be text';
      if (issue.expected === 'boolean') return 'must be yes or no';
      if (issue.expected === 'array') return 'must be a list';
      if (issue.expected === 'date') return 'must be a date';
      return 'is not valid';
    case 'too_small': {
      const min = issue.minimum;
      if (NUMBER_ORIGINS.has(issue.origin)) {
        return issue.inclusive === false ? `must be more than ${count(min)}` : `must be ${count(min)} or more`;
      }
      if (issue.origin === 'string') {
        return Number(min) <= 1 ? 'is required' : `must be at least ${plural(min, 'character', 'characters')} long`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') {
        return Number(min) <= 1 ? 'must have at least one' : `must have at least ${count(min)}`;
      }
      if (issue.origin === 'date') return 'is too early';
      return 'is too small';
    }
    case 'too_big': {
      const max = issue.maximum;
      if (NUMBER_ORIGINS.has(issue.origin)) {
        return issue.inclusive === false ? `must be less than ${count(max)}` : `must be ${count(max)} or less`;
      }
      if (issue.origin === 'string') return `must be at most ${plural(max, 'character', 'characters')}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `can have at most ${count(max)}`;
      if (issue.origin === 'date') return 'is too late';
      return 'is too large';
    }
    case 'invalid_format':
      return TEXT_FORMATS[issue.format] ?? 'is not in the expected form';
    case 'not_multiple_of':
      return `must be a multiple of ${count(issue.divisor)}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${String(issue.values[0])}`
        : `must be one of ${issue.values.map(String).join(', ')}`;
    case 'unrecognized_keys':
      return `has fields this request does not take: ${issue.keys.join(', ')}`;
    default:
      return 'is not valid';
  }
}

/**
 * zod's wording of every issue a schema does not word itself, wherever the contract is checked: the server
 * (server/app.ts), the console's forms and the door's dialogs. Loading no zod locale keeps the console's first
 * route small.
 */
export function installPlainMessages(): void {
  z.config({ customError: (issue) => plainPredicate(issue) });
}

/** "introTextEn" → "intro text en": an API name in words, for a message the console could not name otherwise. */
export function nameInWords(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
}

/**
 * The message a person reads for a field's problem: a predicate gets the field's label in front ("Position must
 * be 0 or more."), and the names of other fields it mentions ("must not be less than minStay") become their labels;
 * a sentence (a spec text) is shown as it is.
 */
/** How a predicate starts: what else a server says of a field ("image 13 not found") is shown as it is. */
const PREDICATE = /^(must|is|are|has|have|can|cannot|should)\b/;

export function fieldSentence(message: string, label: string, labelOf: (field: string) => string): string {
  const text = message.trim();
  if (!PREDICATE.test(text)) return message;
  const named = text.replace(/\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/g, (name) => labelOf(name));
  return `${label} ${named}${/[.!?]$/.test(named) ? '' : '.'}`;
}
