import { useId, useState } from 'react';
import type { SyntheticEvent } from 'react';

/** Spec section 2, the date picker's three messages. */
export const INVALID_DATE_MESSAGE = 'Invalid date format';
export const MIN_DATE_MESSAGE = 'Date should not be before minimal date';
export const MAX_DATE_MESSAGE = 'Date should not be after maximal date';

/** Spec section 9: the date picker's default range. */
export const DEFAULT_MIN_DATE = '1900-01-01';
export const DEFAULT_MAX_DATE = '2100-01-01';

export interface DateBounds {
  min?: string;
  max?: string;
  /** The browser holds typed text that is not a date yet (the input's validity.badInput). */
  badInput?: boolean;
}

const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a 'YYYY-MM-DD' string naming a day that exists (no 2024-02-30). */
export function isIsoDate(value: string): boolean {
  const match = isoDate.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The message for a date picker value, or null when it is fine. '' (nothing entered) is fine:
 * whether a date is required is the screen's call. ISO dates compare correctly as strings.
 */
export function validateDate(
  value: string,
  { min = DEFAULT_MIN_DATE, max = DEFAULT_MAX_DATE, badInput = false }: DateBounds = {},
): string | null {
  if (badInput) return INVALID_DATE_MESSAGE;
  if (value === '') return null;
  if (!isIsoDate(value)) return INVALID_DATE_MESSAGE;
  if (value < min) return MIN_DATE_MESSAGE;
  if (value > max) return MAX_DATE_MESSAGE;
  return null;
}

export interface DatePickerProps {
  label: string;
  /** 'YYYY-MM-DD', or '' for no date. */
  value: string;
  /** Called with 'YYYY-MM-DD', or '' when cleared or while the typed text is not a whole date. */
  onChange: (value: string) => void;
  min?: string;
  max?: string;
  required?: boolean;
  disabled?: boolean;
  /** The screen's own message (e.g. the schedule's "invalid date"); shown instead of the picker's. */
  errorText?: string | null;
  id?: string;
  name?: string;
  className?: string;
}

/**
 * A labelled native date input: tablets get their own touch date picker. Shows the spec's messages
 * for text that is not a date (known from validity.badInput) and for dates outside min..max.
 */
export function DatePicker({
  label,
  value,
  onChange,
  min = DEFAULT_MIN_DATE,
  max = DEFAULT_MAX_DATE,
  required = false,
  disabled = false,
  errorText,
  id,
  name,
  className = '',
}: DatePickerProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  // The value the input held ('') when the browser last found unreadable text in it; a new value clears it.
  const [badAt, setBadAt] = useState<string | null>(null);
  const message = errorText || validateDate(value, { min, max, badInput: badAt === value });

  const check = (event: SyntheticEvent<HTMLInputElement>) =>
    setBadAt(event.currentTarget.validity.badInput ? event.currentTarget.value : null);

  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-gray-700">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <input
        id={inputId}
        name={name}
        type="date"
        value={value}
        min={min}
        max={max}
        required={required}
        disabled={disabled}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? errorId : undefined}
        onChange={(event) => {
          check(event);
          onChange(event.target.value);
        }}
        // Typing part of a date changes no value, so the half-typed text is caught on input and on leaving.
        onInput={check}
        onBlur={check}
        className={`min-h-touch rounded border bg-white px-3 disabled:bg-gray-100 ${message ? 'border-secondary-600' : 'border-gray-300'}`}
      />
      {message && (
        <p id={errorId} className="text-sm text-secondary-700">
          {message}
        </p>
      )}
    </div>
  );
}
