import { useContext } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { nameInWords } from '../../../contract/messages.ts';
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

/**
 * The field's label; a field no bound field showed is named from its name, the last part of a path
 * (`introTextEn` → "Intro text en", `products.0.orderLimit` → "Order limit").
 */
export function labelOf<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, name: string): string {
  const known = labels.get(form.control)?.get(name);
  if (known) return known;
  return labelFromName(name);
}

/** A label made from a field's name, for a field no screen named: its path's last named part, in words. */
export function labelFromName(name: string): string {
  const last =
    name
      .split('.')
      .filter((part) => !/^\d+$/.test(part))
      .pop() ?? name;
  const words = nameInWords(last.replace(/Fk$/, ''));
  return words.charAt(0).toUpperCase() + words.slice(1);
}
