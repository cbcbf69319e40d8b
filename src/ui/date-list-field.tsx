import { useState } from 'react';
import { useIntl } from '../i18n/intl.ts';
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
  const intl = useIntl();
  const [next, setNext] = useState('');
  const canAdd = isIsoDate(next) && !value.includes(next);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-sm font-medium text-gray-700">{label}</legend>
      <ChipList label={label} items={value} onRemove={(date) => onChange(value.filter((d) => d !== date))} />
      <div className="flex items-end gap-2">
        <DatePicker
          label={intl.formatMessage({ id: 'ui.dateList.newDate', defaultMessage: 'New date' })}
          value={next}
          onChange={setNext}
        />
        <Button
          variant="secondary"
          disabled={!canAdd}
          onClick={() => {
            onChange([...value, next].sort());
            setNext('');
          }}
        >
          {intl.formatMessage({ id: 'ui.dateList.add', defaultMessage: 'Add date' })}
        </Button>
      </div>
      {error && <p className="text-sm text-secondary-700">{error}</p>}
    </fieldset>
  );
}
