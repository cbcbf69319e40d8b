import { useId } from 'react';
import type { ComponentPropsWithRef } from 'react';
import { REQUIRED_MARK } from './messages.ts';

interface FieldOwnProps {
  label: string;
  /** Shown under the field; marks it aria-invalid. */
  error?: string | null;
  /** Visually hidden label, for fields inside a table row whose column header says what they are. */
  hideLabel?: boolean;
  /** Classes for the wrapper. */
  className?: string;
}

type InputFieldProps = FieldOwnProps & { multiline?: false } & Omit<
    ComponentPropsWithRef<'input'>,
    keyof FieldOwnProps
  >;
type TextareaFieldProps = FieldOwnProps & { multiline: true } & Omit<
    ComponentPropsWithRef<'textarea'>,
    keyof FieldOwnProps
  >;

/** Every native input or textarea attribute passes through (value, onChange, type, required, rows...). */
export type TextFieldProps = InputFieldProps | TextareaFieldProps;

const controlClass =
  'w-full rounded border bg-white px-3 disabled:bg-gray-100 read-only:bg-gray-100 read-only:text-gray-700';

/** A labelled text input, or a textarea with `multiline`, with its error text under it. */
export function TextField(props: TextFieldProps) {
  const ownId = useId();
  const inputId = props.id ?? ownId;
  const errorId = `${inputId}-error`;
  const { label, error, hideLabel = false, className = '' } = props;
  const a11y = {
    id: inputId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : props['aria-describedby'],
  };
  const border = error ? 'border-secondary-600' : 'border-gray-300';

  let control;
  if (props.multiline) {
    const { label: _l, error: _e, hideLabel: _h, className: _c, multiline: _m, rows = 3, ...rest } = props;
    control = <textarea rows={rows} {...rest} {...a11y} className={`${controlClass} min-h-touch py-2 ${border}`} />;
  } else {
    const { label: _l, error: _e, hideLabel: _h, className: _c, multiline: _m, type = 'text', ...rest } = props;
    control = <input type={type} {...rest} {...a11y} className={`${controlClass} min-h-touch ${border}`} />;
  }

  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className={hideLabel ? 'sr-only' : 'text-sm font-medium text-gray-700'}>
        {label}
        {props.required && <span aria-hidden="true">{REQUIRED_MARK}</span>}
      </label>
      {control}
      {error && (
        <p id={errorId} className="text-sm text-secondary-700">
          {error}
        </p>
      )}
    </div>
  );
}
