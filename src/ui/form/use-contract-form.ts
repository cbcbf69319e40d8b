import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod/mini';
import { fieldSentence, installPlainMessages } from '../../../contract/messages.ts';
import { labelOf } from './field-labels.ts';

// Every rule in the contract's plain words (contract/messages.ts), the server's too; no zod locale is loaded.
installPlainMessages();

/**
 * Field → the spec's text for a problem with it (spec section 5): a text for any problem but a text too long,
 * which the spec's texts do not describe; `{ missing }` for a missing value only ("Src is required" is
 * no answer to `javascript:`). Fields left out say the contract's rule with their label.
 */
export type FieldMessages = Readonly<Record<string, string | { readonly missing: string }>>;

/** The kinds of problem that mean nothing was given (contract/messages.ts words them "is required"). */
const MISSING = new Set(['too_small', 'invalid_type']);

/** The spec's text for a field's problem of this kind, if the form has one. */
function specText(own: FieldMessages[string] | undefined, type: unknown, message: string): string | undefined {
  if (own === undefined) return undefined;
  // A text too long is never what a spec text describes ("Name is required"); a number too large may be ("a number
  // from -90 to 90").
  if (typeof own === 'string') return type === 'too_big' && / characters?$/.test(message) ? undefined : own;
  return MISSING.has(String(type)) || message === 'is required' ? own.missing : undefined;
}

/** The refusal of a save that named fields (ApiError has this shape; src/ui does not import src/api). */
interface FieldRefusal {
  status?: number;
  fieldErrors?: ReadonlyArray<{ field: string; message: string }>;
}

export type ContractForm<S extends z.core.$ZodType> = UseFormReturn<
  z.input<S> & FieldValues,
  unknown,
  z.output<S> & FieldValues
>;

export interface ContractFormOptions<S extends z.core.$ZodType> {
  defaultValues: DefaultValues<z.input<S> & FieldValues>;
  messages?: FieldMessages;
  /**
   * Errors show as soon as they exist, from the first render and on every change, not only once Save was pressed
   * (a screen whose spec blocks saving while errors stand, e.g. add-ons: Save is disabled on `formState.errors`).
   */
  live?: boolean;
}

/**
 * A react-hook-form over a form schema derived from the contract (the same zod rules the server applies), with
 * the spec's texts as messages. Errors show once Save was pressed, then follow every change; what the person typed
 * is never replaced by validation. `Save` hands the parsed value (the contract's input) to the submit handler.
 */
export function useContractForm<S extends z.core.$ZodType>(
  schema: S,
  { defaultValues, messages = {}, live = false }: ContractFormOptions<S>,
): ContractForm<S> {
  const resolver = zodResolver(schema as never) as unknown as Resolver<
    z.input<S> & FieldValues,
    unknown,
    z.output<S> & FieldValues
  >;
  const form: ContractForm<S> = useForm<z.input<S> & FieldValues, unknown, z.output<S> & FieldValues>({
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: async (values, context, options) => {
      const result = await resolver(values, context, options);
      const label = (name: string) => labelOf(form, name);
      return { ...result, errors: wordErrors(result.errors, messages, label) } as typeof result;
    },
  });
  // The whole form, not just the changed field: one field's change can make or clear another's error (a switch).
  useEffect(() => {
    if (!live) return;
    void form.trigger();
    return form.subscribe({ formState: { values: true }, callback: () => void form.trigger() });
  }, [form, live]);
  return form;
}

/**
 * The errors as a person reads them: the spec's text where the form has one for the field (not for a value too
 * long or too large), else the contract's message with the field's label (contract/messages.ts `fieldSentence`).
 * Nested fields (a list's rows) are walked too; `label` names a field by its path.
 */
export function wordErrors<T extends FieldValues>(
  errors: FieldErrors<T>,
  messages: FieldMessages,
  label: (name: string) => string,
  prefix = '',
): FieldErrors<T> {
  const out = (Array.isArray(errors) ? [...(errors as unknown[])] : { ...errors }) as Record<string, unknown>;
  for (const [key, error] of Object.entries(errors)) {
    if (!error || typeof error !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in error && typeof error.message === 'string') {
      const type = 'type' in error ? error.type : undefined;
      const text = specText(messages[path], type, error.message) ?? fieldSentence(error.message, label(path), label);
      out[key] = { ...error, message: text };
    } else {
      out[key] = wordErrors(error as FieldErrors<FieldValues>, messages, label, path);
    }
  }
  return out as FieldErrors<T>;
}

/**
 * Puts a refused save's field errors on those fields. The server's own 400 (its terse validation words, naming
 * `body.<field>`) is said in the spec's words where the form has them; a refusal a feature raises itself (e.g. "This
 * special code already exists. " after a 409) already carries the spec's text and is shown as it is.
 * Returns whether any field took one, so the caller knows whether a toast is still needed.
 */
export function setServerErrors<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  error: unknown,
  messages: FieldMessages = {},
): boolean {
  const refusal = error as FieldRefusal | null;
  const known = new Set(Object.keys(form.getValues()));
  let placed = false;
  for (const { field, message } of refusal?.fieldErrors ?? []) {
    const top = field.split('.')[0] ?? field;
    if (!known.has(top)) continue;
    const text =
      refusal?.status === 400
        ? (specText(messages[top], undefined, message) ?? fieldSentence(message, labelOf(form, field), labelWith(form)))
        : message;
    form.setError(field as Path<T>, { type: 'server', message: text }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

const labelWith =
  <T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>) =>
  (name: string) =>
    labelOf(form, name);

/** The message of a field's error, for a field component's `error` prop. */
export function fieldError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  field: Path<T>,
): string | null {
  const error = form.getFieldState(field, form.formState).error;
  return error?.message ?? null;
}
