import dayjs from 'dayjs';
import { useId } from 'react';
import { useIntl } from '../../i18n/intl.ts';
import { dayName, WEEK_ORDER } from '../../ui/days-of-week.ts';

/** The days a code applies to, as seven touch-sized checkboxes, Monday first, named in the language shown. */
export function DaysCheckboxes({
  value,
  onChange,
  error,
}: {
  value: readonly number[];
  onChange: (days: number[]) => void;
  error?: string | null;
}) {
  const intl = useIntl();
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} className="flex flex-col gap-1">
      <legend className="text-sm font-medium text-gray-700">
        {intl.formatMessage({ id: 'products.discountCodes.daysOfWeek', defaultMessage: 'Days of week' })}
      </legend>
      <div className="flex flex-wrap gap-1">
        {WEEK_ORDER.map((day) => (
          <label
            key={day}
            className={`flex min-h-touch cursor-pointer items-center gap-1 rounded border bg-white px-2 text-sm ${error ? 'border-secondary-600' : 'border-gray-300'}`}
          >
            <input
              type="checkbox"
              className="size-4"
              aria-label={dayName(day)}
              aria-invalid={error ? true : undefined}
              checked={value.includes(day)}
              onChange={(e) => onChange(e.target.checked ? [...value, day].sort() : value.filter((d) => d !== day))}
            />
            <span aria-hidden="true">{dayjs().day(day).format('ddd')}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-secondary-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
