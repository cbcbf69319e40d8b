import { useId, type ComponentPropsWithRef } from 'react';

export interface SelectOption {
  value: string | number;
  label: string;
}

interface SelectOwnProps {
  label: string;
  value: string | number;
  /** The chosen option's value as the select holds it (text); the placeholder's is ''. */
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** A first option of value '' (e.g. "Choose a restaurant"): nothing chosen yet. */
  placeholder?: string;
  /** Shown under the field; marks it aria-invalid. */
  error?: string | null;
  /** Visually hidden label, for a select whose row or column already says what it is. */
  hideLabel?: boolean;
  /** The label beside the select rather than above it (a toolbar's, e.g. the pager's rows per page). */
  inline?: boolean;
  /** Classes for the wrapper. */
  className?: string;
  /** Extra classes for the select itself (e.g. a smaller text in a dense row). */
  selectClassName?: string;
}

/** Every other native select attribute passes through (disabled, name, onBlur, ref...). */
export type SelectFieldProps = SelectOwnProps &
  Omit<ComponentPropsWithRef<'select'>, keyof SelectOwnProps | 'children'>;

/** A labelled select of mapped options, with an optional placeholder and its error text under it (like `TextField`). */
export function SelectField({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  hideLabel = false,
  inline = false,
  className = '',
  selectClassName = '',
  id,
  ...rest
}: SelectFieldProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const errorId = `${selectId}-error`;
  const border = error ? 'border-secondary-600' : 'border-gray-300';
  const labelClass = hideLabel ? 'sr-only' : inline ? '' : 'text-sm font-medium text-gray-700';
  return (
    <div className={`flex ${inline ? 'items-center gap-2' : 'flex-col gap-1'} ${className}`}>
      <label htmlFor={selectId} className={labelClass}>
        {label}
      </label>
      <select
        {...rest}
        id={selectId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : rest['aria-describedby']}
        className={`min-h-touch rounded border bg-white px-2 disabled:bg-gray-100 ${border} ${selectClassName}`}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="text-sm text-secondary-700">
          {error}
        </p>
      )}
    </div>
  );
}
