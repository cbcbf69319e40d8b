import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * The errors of some fields together in one alert, in the order of `names`: for a table's edit row, whose fields
 * stand side by side with no room for a line under each (spec section 5's texts, as the person reads them).
 */
export function FormErrors<T extends FieldValues>({
  form,
  names,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  names: ReadonlyArray<Path<T>>;
}) {
  const messages = names.flatMap((name) => form.getFieldState(name, form.formState).error?.message ?? []);
  if (messages.length === 0) return null;
  return (
    <div role="alert" className="rounded bg-secondary-50 p-2 text-sm text-secondary-800">
      {messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
    </div>
  );
}
