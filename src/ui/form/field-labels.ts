import { useContext } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ScreenLabels } from '../history/screen-labels.ts';

/**
 * The label each bound field (fields.tsx) shows, by form and field name: what a save refused for a change made
 * meanwhile (version-conflict.tsx) calls the fields, in the screen's own words.
 */
const labels = new WeakMap<object, Map<string, string>>();

export function rememberLabel<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  name: string,
  label: string,
): void {
  let known = labels.get(form.control);
  if (!known) {
    known = new Map<string, string>();
    labels.set(form.control, known);
  }
  known.set(name, label);
}

/** `rememberLabel`, and the screen's labels for its history (history/screen-labels.ts): a bound field's hook. */
export function useFieldLabel<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  name: string,
  label: string | undefined,
): void {
  const screen = useContext(ScreenLabels);
  if (!label) return;
  rememberLabel(form, name, label);
  screen?.set(name, label);
}

/** The field's label; a field no bound field showed is named from its name (`introTextEn` → "Intro text en"). */
export function labelOf<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, name: string): string {
  const known = labels.get(form.control)?.get(name);
  if (known) return known;
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
