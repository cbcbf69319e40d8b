import { z } from 'zod/mini';
import { FIELD_MESSAGES, type FieldMessageKey } from './field-messages.ts';
import { inEnglish, type SaidValues } from './said.ts';

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

/** Nothing given: no value, or only spaces. */
function isBlank(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}

const NUMBER_ORIGINS = new Set(['number', 'int', 'bigint']);
const TEXT_FORMATS: Record<string, FieldMessageKey> = {
  email: 'email',
  url: 'webAddress',
  date: 'dateIso',
  time: 'time',
  datetime: 'dateAndTime',
  e164: 'phone',
};

/** The message for an issue (contract/field-messages.ts), with its values: what the field must be. */
export function issuePredicate(issue: Issue): { key: FieldMessageKey; values?: SaidValues } {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return { key: 'wholeNumber' };
      if (isBlank(issue.input)) return { key: 'required' };
      if (issue.expected === 'number' || issue.expected === 'bigint') return { key: 'number' };
      if (issue.expected === 'string') return { key: 'text' };
      if (issue.expected === 'boolean') return { key: 'yesOrNo' };
      if (issue.expected === 'array') return { key: 'list' };
      if (issue.expected === 'date') return { key: 'date' };
      return { key: 'notValid' };
    case 'too_small': {
      const min = Number(issue.minimum);
      if (NUMBER_ORIGINS.has(issue.origin)) {
        return { key: issue.inclusive === false ? 'moreThan' : 'atLeast', values: { min } };
      }
      if (issue.origin === 'string') return min <= 1 ? { key: 'required' } : { key: 'minLength', values: { min } };
      if (issue.origin === 'array' || issue.origin === 'set') {
        return min <= 1 ? { key: 'atLeastOne' } : { key: 'atLeastCount', values: { min } };
      }
      if (issue.origin === 'date') return { key: 'tooEarly' };
      return { key: 'tooSmall' };
    }
    case 'too_big': {
      const max = Number(issue.maximum);
      if (NUMBER_ORIGINS.has(issue.origin)) {
        return { key: issue.inclusive === false ? 'lessThan' : 'atMost', values: { max } };
      }
      if (issue.origin === 'string') return { key: 'maxLength', values: { max } };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'atMostCount', values: { max } };
      if (issue.origin === 'date') return { key: 'tooLate' };
      return { key: 'tooLarge' };
    }
    case 'invalid_format':
      return { key: TEXT_FORMATS[issue.format] ?? 'notInForm' };
    case 'not_multiple_of':
      return { key: 'multipleOf', values: { divisor: Number(issue.divisor) } };
    case 'invalid_value':
      return issue.values.length === 1
        ? { key: 'exactly', values: { value: String(issue.values[0]) } }
        : { key: 'oneOf', values: { values: issue.values.map(String).join(', ') } };
    case 'unrecognized_keys':
      return { key: 'unknownFields', values: { keys: issue.keys.join(', ') } };
    default:
      return { key: 'notValid' };
  }
}

/** The predicate for an issue: what the field must be, in plain words, the field's name left out. */
export function plainPredicate(issue: Issue): string {
  const { key, values } = issuePredicate(issue);
  return inEnglish(FIELD_MESSAGES[key], values);
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

/** How a predicate starts: what else a server says of a field ("image 13 not found") is shown as it is. */
const PREDICATE = /^(must|is|are|has|have|can|cannot|should)\b/;

/** Whether an English message is a predicate, said after the field's label (not a sentence or a note, said as is). */
export const isPredicate = (message: string): boolean => PREDICATE.test(message.trim());

/** The other fields a message names by their API names ("must not be less than minStay"), by their labels instead. */
export const byLabels = (text: string, labelOf: (field: string) => string): string =>
  text.replace(/\b[a-z]+(?:[A-Z][a-z0-9]*)+\b/g, (name) => labelOf(name));

/**
 * The message a person reads for a field's problem: a predicate gets the field's label in front ("Position must
 * be 0 or more."), and the names of other fields it mentions ("must not be less than minStay") become their labels;
 * a sentence (a spec text) is shown as it is. In English; in the person's language: `fieldText` (src/i18n/field-text.ts).
 */
export function fieldSentence(message: string, label: string, labelOf: (field: string) => string): string {
  if (!isPredicate(message)) return message;
  const named = byLabels(message.trim(), labelOf);
  return `${label} ${named}${/[.!?]$/.test(named) ? '' : '.'}`;
}
