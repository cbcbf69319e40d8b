import { byLabels, fieldSentence, isPredicate } from '../../contract/messages.ts';
import { sayIn } from '../../contract/said.ts';
import { fieldSaid, serverDescriptor } from '../../contract/server-codes.ts';
import type { FieldSaid } from '../../contract/server-messages.ts';
import { defineMessages, type IntlShape } from './intl.ts';

const messages = defineMessages({
  sentence: {
    id: 'server.field.sentence',
    description:
      'A field\'s problem: its label, then what is wrong ("Position" "must be 0 or more"), with a full stop unless it has one',
    defaultMessage: '{label} {predicate}{ended, select, yes {} other {.}}',
  },
});

export type { FieldSaid };

/** A field's problem said alone (no label), in the language of `intl`: its code's message, or its English. */
function saidAlone(intl: IntlShape, said: FieldSaid): string {
  const known =
    said.code !== undefined && serverDescriptor(said.code)
      ? { code: said.code, values: said.values }
      : fieldSaid(said.message);
  const descriptor = known && serverDescriptor(known.code);
  return descriptor ? sayIn(intl, descriptor, known.values) : said.message;
}

/**
 * A field's problem as a person reads it, in their language (decisions 031, 039): the contract's or the server's
 * words for it with the field's label in front ("Position must be 0 or more.", "Plassering må være 0 eller mer."),
 * other fields it names by their labels ("must not be before fromDate": "... before From date"); a sentence (a spec
 * text: "Discount code cannot be empty. ") or a note ("image 13 not found") as it is, in the person's language too.
 *
 * `said`: what the form's own check said (a zod issue's English `message`), or a field of a server's 400 (`{ message,
 * code, values }`, `ApiError.fieldErrors`). `label`: the field's label, and `labelOf` another field's, both in the
 * person's language. A text no table knows (a screen's own) is shown as it is, as `fieldSentence` shows it.
 */
export function fieldText(
  intl: IntlShape,
  said: string | FieldSaid,
  label: string,
  labelOf: (field: string) => string,
): string {
  const problem: FieldSaid = typeof said === 'string' ? { message: said } : said;
  const text = saidAlone(intl, problem);
  if (text === problem.message) return fieldSentence(problem.message, label, labelOf);
  if (!isPredicate(problem.message)) return text;
  const predicate = byLabels(text.trim(), labelOf);
  return sayIn(intl, messages.sentence, { label, predicate, ended: /[.!?]$/.test(predicate) ? 'yes' : 'no' });
}

/**
 * A text of the contract or the server's (a rule's English message, a spec sentence of the contract: "Choose a date
 * filter"), alone, in the language of `intl`; a text no table knows as it is.
 */
export const contractText = (intl: IntlShape, said: string | FieldSaid): string =>
  saidAlone(intl, typeof said === 'string' ? { message: said } : said);
