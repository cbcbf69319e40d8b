import { useState } from 'react';
import { Button } from './button.tsx';
import { ChipList } from './chip-list.tsx';
import { dayName, remainingDays, sortDays } from './days-of-week.ts';
import { SelectField } from './select-field.tsx';

/** Days of week as removable chips; the choices offered exclude the days already added (spec section 5). */
export function DaysOfWeekField({
  label = 'Days of week',
  value,
  onChange,
  error,
}: {
  label?: string;
  value: readonly number[];
  onChange: (days: number[]) => void;
  error?: string | null;
}) {
  const [next, setNext] = useState('');
  const days = remainingDays(value);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-gray-700">{label}</legend>
      <ChipList
        label={label}
        items={sortDays(value)}
        format={dayName}
        onRemove={(day) => onChange(value.filter((d) => d !== day))}
      />
      {days.length > 0 && (
        <div className="flex items-end gap-2">
          <SelectField
            label="New day"
            value={next}
            onChange={setNext}
            placeholder="Choose a day"
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
            Add day
          </Button>
          {days.length > 1 && (
            <Button variant="ghost" onClick={() => onChange([...value, ...days])}>
              All days
            </Button>
          )}
        </div>
      )}
      {error && <p className="text-sm text-secondary-700">{error}</p>}
    </fieldset>
  );
}
