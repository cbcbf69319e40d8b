import type { ReactNode } from 'react';
import { useController, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { DateListField } from '../date-list-field.tsx';
import { DatePicker, type DateFormat } from '../date-picker.tsx';
import { DaysOfWeekField } from '../days-of-week-field.tsx';
import { SelectField, type SelectOption } from '../select-field.tsx';
import { TextField } from '../text-field.tsx';
import { useFieldLabel } from './field-labels.ts';

/**
 * Fields bound to a contract form (`useContractForm`) by name: each shows its label, its value and its error
 * (the spec's text), so a feature's form is a list of `<FormText form={form} name="name" label="Name" />`.
 */
interface Bound<T extends FieldValues> {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
  label: string;
  className?: string;
}

export function FormText<T extends FieldValues>({
  form,
  name,
  label,
  className,
  required,
  multiline,
  inputMode,
  readOnly,
  type,
  step,
  rows,
}: Bound<T> & {
  required?: boolean;
  multiline?: boolean;
  inputMode?: 'numeric' | 'decimal' | 'text';
  readOnly?: boolean;
  /** A native input of text the form keeps as typed: a time ('HH:mm:ss' with `step` 1) or a local date-time. */
  type?: 'text' | 'time' | 'datetime-local';
  step?: number;
  /** A multiline field's height in lines (the textarea's own default otherwise). */
  rows?: number;
}) {
  useFieldLabel(form, name, label);
  const error = form.getFieldState(name, form.formState).error?.message ?? null;
  const common = { label, error, className, required, readOnly, ...form.register(name) };
  return multiline ? (
    <TextField multiline rows={rows} {...common} />
  ) : (
    <TextField inputMode={inputMode} type={type} step={step} {...common} />
  );
}

export function FormCheckbox<T extends FieldValues>({ form, name, label, className = '' }: Bound<T>) {
  useFieldLabel(form, name, label);
  return (
    <label className={`flex min-h-touch items-center gap-2 text-sm font-medium text-gray-700 ${className}`}>
      <input type="checkbox" className="size-5" {...form.register(name)} />
      {label}
    </label>
  );
}

/**
 * A row of checkboxes (e.g. a product's switches, field → label), wrapping on a narrow screen; in a grid row beside
 * a taller field they sit at its foot.
 */
export function FormCheckboxes<T extends FieldValues>({
  form,
  boxes,
  className = '',
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  boxes: Partial<Record<Path<T>, string>>;
  className?: string;
}) {
  return (
    <div className={`flex flex-wrap items-end gap-x-6 ${className}`}>
      {(Object.entries(boxes) as Array<[Path<T>, string]>).map(([name, label]) => (
        <FormCheckbox key={name} form={form} name={name} label={label} />
      ))}
    </div>
  );
}

/** An on/off setting shown as a switch (a checkbox with role switch: Space toggles it, a screen reader says on or off). */
export function FormSwitch<T extends FieldValues>({ form, name, label, className = '' }: Bound<T>) {
  useFieldLabel(form, name, label);
  return (
    <label
      className={`flex min-h-touch cursor-pointer items-center gap-2 text-sm font-medium text-gray-700 ${className}`}
    >
      <input type="checkbox" role="switch" className="peer sr-only" {...form.register(name)} />
      <span
        aria-hidden="true"
        className="relative h-6 w-11 shrink-0 rounded-full bg-gray-400 transition-colors after:absolute after:left-0.5 after:top-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:bg-primary-600 peer-checked:after:translate-x-5 peer-focus-visible:ring-2 peer-focus-visible:ring-primary-500 peer-focus-visible:ring-offset-2"
      />
      {label}
    </label>
  );
}

/** Any controlled field (a picker, a list): `render` gets the value, its setter and the error text. */
export function FormControl<T extends FieldValues, V>({
  form,
  name,
  label,
  render,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  name: Path<T>;
  /** What the field is called on screen, when `render` shows a label (a save refused for a change made meanwhile names it so). */
  label?: string;
  render: (field: { value: V; onChange: (value: V) => void; error: string | null }) => ReactNode;
}) {
  useFieldLabel(form, name, label);
  const { field, fieldState } = useController({ control: form.control, name });
  return <>{render({ value: field.value, onChange: field.onChange, error: fieldState.error?.message ?? null })}</>;
}

/** A date (`format`: how it is typed and shown, spec section 9; a date and time is 'YYYY-MM-DDTHH:mm'). */
export function FormDate<T extends FieldValues>({
  form,
  name,
  label,
  className,
  format,
}: Bound<T> & { format?: DateFormat }) {
  return (
    <FormControl<T, string>
      form={form}
      name={name}
      label={label}
      render={({ value, onChange, error }) => (
        <DatePicker
          label={label}
          format={format}
          value={value}
          onChange={onChange}
          errorText={error}
          className={className}
        />
      )}
    />
  );
}

export function FormDateList<T extends FieldValues>({ form, name, label }: Bound<T>) {
  return (
    <FormControl<T, string[]>
      form={form}
      name={name}
      label={label}
      render={({ value, onChange, error }) => (
        <DateListField label={label} value={value} onChange={onChange} error={error} />
      )}
    />
  );
}

export function FormDays<T extends FieldValues>({ form, name, label }: Bound<T>) {
  return (
    <FormControl<T, number[]>
      form={form}
      name={name}
      label={label}
      render={({ value, onChange, error }) => (
        <DaysOfWeekField label={label} value={value} onChange={onChange} error={error} />
      )}
    />
  );
}

/** A select bound to a form value kept as the select's text (a form schema turns it into the contract's number). */
export function FormSelect<T extends FieldValues>({
  form,
  name,
  ...select
}: Bound<T> & { options: readonly SelectOption[]; placeholder?: string }) {
  return (
    <FormControl<T, string>
      form={form}
      name={name}
      label={select.label}
      render={({ value, onChange, error }) => (
        <SelectField {...select} value={value} onChange={onChange} error={error} />
      )}
    />
  );
}
