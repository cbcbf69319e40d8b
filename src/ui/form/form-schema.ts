import { z } from 'zod/mini';
import { installPlainMessages } from '../../../contract/messages.ts';

// Whatever checks a form schema words its issues plainly (contract/messages.ts), not in zod's "Invalid input".
installPlainMessages();

/**
 * A form schema derived from the contract: `fields` says how the form holds its values (numbers as the text typed,
 * no date as ''), `toInput` turns them into the contract's input, and the contract's own schema checks that, so the
 * form refuses exactly what the server would. Issues keep the contract's field paths, for the form's messages.
 */
/** Every form schema made, with the fields it holds: the wording test walks them all (form-messages.test.ts). */
export const formSchemas: Array<{ fields: z.core.$ZodType; schema: z.core.$ZodType }> = [];

export function formSchema<F extends z.core.$ZodType, C extends z.core.$ZodType>(
  fields: F,
  toInput: (values: z.output<F>) => z.input<C>,
  contract: C,
  /**
   * Rules of the form the contract cannot see (e.g. the included-meal switch, which is not saved), checked together
   * with the contract's so every error shows at once (a refine on `fields` would hide the contract's until it passes).
   */
  checks?: (values: z.output<F>) => ReadonlyArray<{ path: string; message: string }>,
) {
  const schema = z.pipe(
    fields,
    z.transform((values: z.output<F>, ctx): z.output<C> => {
      const own = checks?.(values) ?? [];
      // A zod/mini transform's context has no addIssue: its issues are pushed as they are.
      for (const { path, message } of own) ctx.issues.push({ code: 'custom', message, path: [path], input: values });
      const parsed = z.safeParse(contract, toInput(values));
      if (parsed.success && own.length === 0) return parsed.data;
      // Each keeps its kind (too_big...): a form's spec text stands for a missing value, never for one too long.
      for (const issue of parsed.success ? [] : parsed.error.issues)
        ctx.issues.push({ ...issue, input: values } as z.core.$ZodRawIssue);
      return z.NEVER;
    }),
  );
  formSchemas.push({ fields, schema });
  return schema;
}

/** A whole number typed as text: '' and anything not a number stay NaN, for the contract to refuse. */
export const numberFromText = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * A form's values for a row, or the blank ones for a new row: each field of `blank` taken from the row when it has
 * one (a null or missing one stays blank's).
 */
export function rowValues<V extends Record<string, unknown>>(row: Partial<V> | undefined, blank: V): V {
  if (!row) return blank;
  return Object.fromEntries(Object.entries(blank).map(([key, value]) => [key, row[key] ?? value])) as V;
}
