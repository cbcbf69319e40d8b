import { useState } from 'react';
import { useIntl } from '../i18n/intl.ts';
import { Button } from './button.tsx';
import { ChipList } from './chip-list.tsx';
import { dayName, remainingDays, sortDays } from './days-of-week.ts';
import { SelectField } from './select-field.tsx';

/** Days of week as removable chips; the choices offered exclude the days already added (spec section 5). */
export function DaysOfWeekField({
  label,
  value,
  onChange,
  error,
}: {
  label?: string;
  value: readonly number[];
  onChange: (days: number[]) => void;
  error?: string | null;
}) {
  const intl = useIntl();
  const [next, setNext] = useState('');
  const days = remainingDays(value);
  const legend = label ?? intl.formatMessage({ id: 'ui.days.label', defaultMessage: 'Days of week' });
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-gray-700">{legend}</legend>
      <ChipList
        label={legend}
        items={sortDays(value)}
        format={dayName}
        onRemove={(day) => onChange(value.filter((d) => d !== day))}
      />
      {days.length > 0 && (
        <div className="flex items-end gap-2">
          <SelectField
            label={intl.formatMessage({ id: 'ui.days.newDay', defaultMessage: 'New day' })}
            value={next}
            onChange={setNext}
            placeholder={intl.formatMessage({ id: 'ui.days.choose', defaultMessage: 'Choose a day' })}
            options={days.map((day) => ({ value: day, label: dayName(day) }))}
          />
          <Button
            variant="secondary"
            disabled={next === ''}
            onClick={() => {
              onChange([...value, Number(next)]);
              setNext('');
            }}
          >
            {intl.formatMessage({ id: 'ui.days.add', defaultMessage: 'Add day' })}
          </Button>
          {days.length > 1 && (
            <Button variant="ghost" onClick={() => onChange([...value, ...days])}>
              {intl.formatMessage({ id: 'ui.days.all', defaultMessage: 'All days' })}
            </Button>
          )}
        </div>
      )}
      {error && <p className="text-sm text-secondary-700">{error}</p>}
    </fieldset>
  );
}
