import { useState } from 'react';
import { Button } from './button.tsx';
import { ChipList } from './chip-list.tsx';
import { DatePicker, isIsoDate } from './date-picker.tsx';

/** A list of dates: pick one and Add; a date is added only once; each removable (spec section 5). */
export function DateListField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: readonly string[];
  onChange: (dates: string[]) => void;
  error?: string | null;
}) {
  const [next, setNext] = useState('');
  const canAdd = isIsoDate(next) && !value.includes(next);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-gray-700">{label}</legend>
      <ChipList label={label} items={value} onRemove={(date) => onChange(value.filter((d) => d !== date))} />
      <div className="flex items-end gap-2">
        <DatePicker label="New date" value={next} onChange={setNext} />
        <Button
          variant="secondary"
          disabled={!canAdd}
          onClick={() => {
            onChange([...value, next].sort());
            setNext('');
          }}
        >
          Add date
        </Button>
      </div>
      {error && <p className="text-sm text-secondary-700">{error}</p>}
    </fieldset>
  );
}
