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
import { en } from 'zod/locales';
import { z } from 'zod/mini';

// zod/mini loads no locale: every message a schema does not word itself would be "Invalid input". The forms show
// zod's English ones, the words the server's 400s use (classic zod sets English there), so English is set here,
// where forms validate, and not on the first route, whose dialogs check their fields themselves.
z.config(en());

/** Field → the spec's text for any problem with it (spec section 5); fields left out keep the schema's message. */
export type FieldMessages = Readonly<Record<string, string>>;

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
  const form = useForm<z.input<S> & FieldValues, unknown, z.output<S> & FieldValues>({
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    resolver: async (values, context, options) => {
      const result = await resolver(values, context, options);
      return { ...result, errors: withMessages(result.errors, messages) } as typeof result;
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

function withMessages<T extends FieldValues>(errors: FieldErrors<T>, messages: FieldMessages): FieldErrors<T> {
  const out: Record<string, unknown> = { ...errors };
  for (const [field, error] of Object.entries(errors)) {
    const text = messages[field];
    if (text && error && typeof error === 'object' && 'message' in error) out[field] = { ...error, message: text };
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
    const text = refusal?.status === 400 ? (messages[top] ?? message) : message;
    form.setError(field as Path<T>, { type: 'server', message: text }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}

/** The message of a field's error, for a field component's `error` prop. */
export function fieldError<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  field: Path<T>,
): string | null {
  const error = form.getFieldState(field, form.formState).error;
  return error?.message ?? null;
}
