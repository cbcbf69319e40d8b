import type { SaidValues } from '../../contract/said.ts';
import { sayIn } from '../../contract/said.ts';
import { serverDescriptor } from '../../contract/server-codes.ts';
import { PART_SEPARATORS, type FieldSaid, type ServerSaid } from '../../contract/server-messages.ts';
import { contractText } from './field-text.ts';
import type { IntlShape } from './intl.ts';

export type { ServerSaid };

/** The values a code is said with in the person's language: those that are lists of things said, each said in it. */
function valuesIn(intl: IntlShape, said: ServerSaid): SaidValues | undefined {
  const values: SaidValues = { ...said.values };
  const errors = said.errors ?? [];
  if (errors.length && said.code === 'invalidRequest') {
    values.problems = errors.map((e) => `${e.field ?? ''}: ${contractText(intl, e)}`).join('; ');
  }
  if (errors[0] && said.code === 'invalidHeader') values.problem = contractText(intl, errors[0]);
  for (const [name, items] of Object.entries(said.parts ?? {})) {
    values[name] = items.map((item) => serverText(intl, item)).join(PART_SEPARATORS[name] ?? ' ');
  }
  return values;
}

/**
 * What the server said, in the person's language (decision 039): its code's message with its values, or its English
 * `message` when it gave no code the console knows. Use it wherever a server's reason is shown (a toast's second
 * line, a refused row, a conflict); a field's problem: `fieldText` (src/i18n/field-text.ts).
 */
export function serverText(intl: IntlShape, said: ServerSaid | undefined | null): string {
  if (!said) return '';
  const descriptor = serverDescriptor(said.code);
  if (!descriptor) return said.message;
  return sayIn(intl, descriptor, valuesIn(intl, said));
}

const isValues = (value: unknown): value is SaidValues =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => typeof v === 'string' || typeof v === 'number');

/** A field of a 400's `errors` (`{ field, message, code?, values? }`), when it has that shape. */
export function fieldSaidOf(error: unknown): FieldSaid | undefined {
  const e = error as { field?: unknown; message?: unknown; code?: unknown; values?: unknown } | null | undefined;
  if (!e || typeof e.message !== 'string') return undefined;
  return {
    ...(typeof e.field === 'string' ? { field: e.field } : {}),
    message: e.message,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(isValues(e.values) ? { values: e.values } : {}),
  };
}

/** A refusal's body (`{ message, code?, values?, errors?, parts? }`) as what the server said, when it has that shape. */
export function serverSaid(body: unknown): ServerSaid | undefined {
  const b = body as
    { message?: unknown; code?: unknown; values?: unknown; errors?: unknown; parts?: unknown } | null | undefined;
  if (!b || typeof b.message !== 'string') return undefined;
  const errors = Array.isArray(b.errors) ? b.errors.flatMap((e) => fieldSaidOf(e) ?? []) : [];
  const parts: Record<string, ServerSaid[]> = {};
  if (b.parts && typeof b.parts === 'object') {
    for (const [name, items] of Object.entries(b.parts as Record<string, unknown>)) {
      if (Array.isArray(items)) parts[name] = items.flatMap((item) => serverSaid(item) ?? []);
    }
  }
  return {
    message: b.message,
    ...(typeof b.code === 'string' ? { code: b.code } : {}),
    ...(isValues(b.values) ? { values: b.values } : {}),
    ...(errors.length ? { errors } : {}),
    ...(Object.keys(parts).length ? { parts } : {}),
  };
}
