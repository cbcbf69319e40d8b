import { useEffect, useRef, useState } from 'react';
import { DateListField } from '../../ui/date-list-field.tsx';
import { DatePicker } from '../../ui/date-picker.tsx';
import { DaysOfWeekField } from '../../ui/days-of-week-field.tsx';
import { InlineEditRow } from '../../ui/inline-edit-row.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { draftErrors, type DateFilterDraft } from './date-filter-draft.ts';

export interface DateFilterEditRowProps {
  /** Names the form: "New date filter" or "Edit date filter {name}". */
  label: string;
  draft: DateFilterDraft;
  colSpan: number;
  online: boolean;
  saving: boolean;
  onChange: (patch: Partial<DateFilterDraft>) => void;
  onSave: () => void;
  onCancel: () => void;
}

/** The inline edit form of one date filter, as a full-width row of the list (also the new, unsaved row). */
export function DateFilterEditRow({ label, draft, colSpan, online, saving, onChange, onSave, onCancel }: DateFilterEditRowProps) {
  const [tried, setTried] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  // The row opens where the person will type first.
  useEffect(() => nameRef.current?.focus(), []);
  const errors = draftErrors(draft);
  const error = (field: string) => (tried ? (errors.get(field) ?? null) : null);

  return (
    <InlineEditRow
      label={label}
      colSpan={colSpan}
      online={online}
      saving={saving}
      onSubmit={() => {
        setTried(true);
        if (errors.size === 0 && online) onSave();
      }}
      onCancel={onCancel}
      footer={<DaysOfWeekField value={draft.daysOfWeek} onChange={(daysOfWeek) => onChange({ daysOfWeek })} error={error('daysOfWeek')} />}
    >
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 md:grid-cols-4">
        <TextField ref={nameRef} label="Name" required className="sm:col-span-2" value={draft.name} onChange={(e) => onChange({ name: e.target.value })} error={error('name')} />
        <TextField
          label="Hours until arrival"
          inputMode="numeric"
          value={draft.hours}
          onChange={(e) => onChange({ hours: e.target.value })}
          error={error('hours')}
        />
        <label className="flex min-h-touch items-center gap-2 self-start text-sm font-medium text-gray-700 sm:mt-6">
          <input type="checkbox" className="size-5" checked={draft.isAnnual} onChange={(e) => onChange({ isAnnual: e.target.checked })} />
          Annual
        </label>
        <DatePicker label="From date" value={draft.fromDate} onChange={(fromDate) => onChange({ fromDate })} errorText={error('fromDate')} />
        <DatePicker label="To date" value={draft.toDate} onChange={(toDate) => onChange({ toDate })} errorText={error('toDate')} />
        <div className="sm:col-span-2">
          <DateListField label="Dates" value={draft.dates} onChange={(dates) => onChange({ dates })} error={error('dates')} />
        </div>
      </div>
    </InlineEditRow>
  );
}
