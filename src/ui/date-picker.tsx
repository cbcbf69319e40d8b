import { useId, useRef, useState } from 'react';
import { defineMessages, intl as currentIntl, useIntl, type IntlShape } from '../i18n/intl.ts';
import { inEnglish, REQUIRED_MARK } from './messages.ts';

/** Spec section 2, the date picker's three messages. */
const dateMessages = defineMessages({
  invalid: { id: 'ui.datePicker.invalid', defaultMessage: 'Invalid date format' },
  beforeMin: { id: 'ui.datePicker.beforeMin', defaultMessage: 'Date should not be before minimal date' },
  afterMax: { id: 'ui.datePicker.afterMax', defaultMessage: 'Date should not be after maximal date' },
});

/** The three messages in English (what the tests look for); `validateDate` says them in the person's language. */
export const INVALID_DATE_MESSAGE = inEnglish(dateMessages.invalid);
export const MIN_DATE_MESSAGE = inEnglish(dateMessages.beforeMin);
export const MAX_DATE_MESSAGE = inEnglish(dateMessages.afterMax);

/** Spec section 9: the date picker's default range. */
export const DEFAULT_MIN_DATE = '1900-01-01';
export const DEFAULT_MAX_DATE = '2100-01-01';

export interface DateBounds {
  min?: string;
  max?: string;
  /** Text is typed that is not a whole date yet. */
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
 * The message for a date picker value (in the person's language, or `intl`'s), or null when it is fine. '' (nothing
 * entered) is fine: whether a date is required is the screen's call. ISO dates compare correctly as strings.
 */
export function validateDate(
  value: string,
  { min = DEFAULT_MIN_DATE, max = DEFAULT_MAX_DATE, badInput = false }: DateBounds = {},
  intl: IntlShape = currentIntl(),
): string | null {
  const problem = dateProblem(value, min, max, badInput);
  return problem ? intl.formatMessage(dateMessages[problem]) : null;
}

function dateProblem(value: string, min: string, max: string, badInput: boolean): keyof typeof dateMessages | null {
  if (badInput) return 'invalid';
  if (value === '') return null;
  // A date and time ('YYYY-MM-DDTHH:mm') is checked by its day.
  const day = value.slice(0, 10);
  if (!isIsoDate(day) || !/^(T\d{2}:\d{2}(:\d{2})?)?$/.test(value.slice(10))) return 'invalid';
  if (day < min) return 'beforeMin';
  if (day > max) return 'afterMax';
  return null;
}

/**
 * Spec section 9: how a date is typed and shown: YYYY-MM-DD in alerts (the default), YYYY-MM-DD HH:mm in tables
 * (a date and time), DD.MM.YYYY for bookings. The browser's locale plays no part (a native date input shows its
 * own, e.g. 11/28/2026 in en-US).
 */
export type DateFormat = 'YYYY-MM-DD' | 'DD.MM.YYYY' | 'YYYY-MM-DD HH:mm';
export const BOOKING_DATE_FORMAT: DateFormat = 'DD.MM.YYYY';
export const TABLE_DATE_TIME_FORMAT: DateFormat = 'YYYY-MM-DD HH:mm';

const bookingDate = /^(\d{2})\.(\d{2})\.(\d{4})$/;
// A date and time as typed: a space (or the ISO T) between them.
const dateTime = /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):([0-5]\d)$/;
const isoDateTime = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/;

/**
 * The value of text typed in `format`: 'YYYY-MM-DD', or 'YYYY-MM-DDTHH:mm' for a date and time; null unless it is a
 * whole date (and time) that exists.
 */
export function parseTypedDate(text: string, format: DateFormat): string | null {
  const typed = text.trim();
  if (format === 'YYYY-MM-DD HH:mm') {
    const match = dateTime.exec(typed);
    return match && isIsoDate(match[1] ?? '') ? `${match[1]}T${match[2]}:${match[3]}` : null;
  }
  const match = format === 'DD.MM.YYYY' ? bookingDate.exec(typed) : null;
  const iso = match ? `${match[3]}-${match[2]}-${match[1]}` : format === 'YYYY-MM-DD' ? typed : '';
  return isIsoDate(iso) ? iso : null;
}

/** A value ('YYYY-MM-DD', or 'YYYY-MM-DDTHH:mm' for a date and time) as `format` writes it ('' stays ''). */
export function formatTypedDate(value: string, format: DateFormat): string {
  if (format === 'YYYY-MM-DD HH:mm') {
    const match = isoDateTime.exec(value);
    return match ? `${match[1]} ${match[2]}` : value;
  }
  const match = isoDate.exec(value);
  return match && format === 'DD.MM.YYYY' ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

export interface DatePickerProps {
  label: string;
  /** 'YYYY-MM-DD' ('YYYY-MM-DDTHH:mm' with a time), or '' for no date. */
  value: string;
  /** Called with 'YYYY-MM-DD' ('YYYY-MM-DDTHH:mm'), or '' when cleared or while the typed text is not a whole date. */
  onChange: (value: string) => void;
  /** How the date is typed and shown (spec section 9): YYYY-MM-DD unless told (bookings: DD.MM.YYYY; a time too). */
  format?: DateFormat;
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
 * A labelled date field typed in the spec's format whatever the browser's locale (`format`), with a Calendar
 * button that opens the device's own date picker (a tablet's touch calendar). Shows the spec's messages for text
 * that is not a whole date and for dates outside min..max; what was typed stays while it is not a date yet.
 */
export function DatePicker({
  label,
  value,
  onChange,
  format = 'YYYY-MM-DD',
  min = DEFAULT_MIN_DATE,
  max = DEFAULT_MAX_DATE,
  required = false,
  disabled = false,
  errorText,
  id,
  name,
  className = '',
}: DatePickerProps) {
  const intl = useIntl();
  const ownId = useId();
  const inputId = id ?? ownId;
  const errorId = `${inputId}-error`;
  const native = useRef<HTMLInputElement>(null);
  const [text, setText] = useState(() => formatTypedDate(value, format));
  // A value set from outside (a default, a reset, the calendar) is shown; text being typed that is not a date
  // yet (its value '') stays as typed.
  const shown = formatTypedDate(value, format);
  if (value !== (parseTypedDate(text, format) ?? '') && text !== shown) setText(shown);
  const badInput = text.trim() !== '' && parseTypedDate(text, format) === null;
  const message = errorText || validateDate(value, { min, max, badInput }, intl);
  const calendar = intl.formatMessage({ id: 'ui.datePicker.calendar', defaultMessage: 'Calendar' });

  const type = (typed: string) => {
    setText(typed);
    onChange(parseTypedDate(typed, format) ?? '');
  };

  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={inputId} className="text-sm font-medium text-gray-700">
        {label}
        {required && <span aria-hidden="true">{REQUIRED_MARK}</span>}
      </label>
      <div className="relative flex items-stretch gap-1">
        <input
          id={inputId}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder={format}
          value={text}
          required={required}
          disabled={disabled}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          onChange={(event) => type(event.target.value)}
          className={`min-h-touch min-w-0 flex-1 rounded border bg-white px-3 tabular-nums disabled:bg-gray-100 ${message ? 'border-secondary-600' : 'border-gray-300'}`}
        />
        <button
          type="button"
          aria-label={calendar}
          title={calendar}
          disabled={disabled}
          onClick={() => {
            try {
              native.current?.showPicker();
            } catch {
              native.current?.focus();
            }
          }}
          className="min-h-touch min-w-touch rounded border border-gray-300 bg-white px-2 text-gray-700 hover:bg-gray-50 disabled:bg-gray-100"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mx-auto size-5" fill="currentColor">
            <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm10 7H4v7h12V9Z" />
          </svg>
        </button>
        {/* The device's own calendar, opened by the button: never shown or typed in (its text is the locale's). */}
        <input
          ref={native}
          type={format === TABLE_DATE_TIME_FORMAT ? 'datetime-local' : 'date'}
          aria-hidden="true"
          tabIndex={-1}
          value={validateDate(value) === null ? value.slice(0, format === TABLE_DATE_TIME_FORMAT ? 16 : 10) : ''}
          min={min}
          max={max}
          disabled={disabled}
          onChange={(event) => {
            setText(formatTypedDate(event.target.value, format));
            onChange(event.target.value);
          }}
          className="pointer-events-none absolute bottom-0 left-0 size-px opacity-0"
        />
      </div>
      {message && (
        <p id={errorId} className="text-sm text-secondary-700">
          {message}
        </p>
      )}
    </div>
  );
}
