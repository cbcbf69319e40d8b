import { useId, useState } from 'react';
import { Button } from './button.tsx';
import { ChipList } from './chip-list.tsx';
import { dayName, remainingDays, sortDays } from './days-of-week.ts';

/** Days of week as removable chips; the choices offered exclude the days already added (spec section 5). */
export function DaysOfWeekField({ label = 'Days of week', value, onChange, error }: { label?: string; value: readonly number[]; onChange: (days: number[]) => void; error?: string | null }) {
  const [next, setNext] = useState('');
  const selectId = useId();
  const days = remainingDays(value);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-gray-700">{label}</legend>
      <ChipList label={label} items={sortDays(value)} format={dayName} onRemove={(day) => onChange(value.filter((d) => d !== day))} />
      {days.length > 0 && (
        <div className="flex items-end gap-2">
          <div className="flex flex-col gap-1">
            <label htmlFor={selectId} className="text-sm font-medium text-gray-700">
              New day
            </label>
            <select id={selectId} value={next} onChange={(e) => setNext(e.target.value)} className="min-h-touch rounded border border-gray-300 bg-white px-2">
              <option value="">Choose a day</option>
              {days.map((day) => (
                <option key={day} value={day}>
                  {dayName(day)}
                </option>
              ))}
            </select>
          </div>
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
