import { useState } from 'react';
import { availabilityInputSchema, type AvailabilityInput, type AvailabilityRule } from '../../../contract/availability.ts';
import type { Meal } from '../../../contract/restaurants.ts';
import { ApiError } from '../../api/http.ts';
import { DateListField } from '../../ui/date-list-field.tsx';
import { DaysOfWeekField } from '../../ui/days-of-week-field.tsx';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { NeedsConnection } from '../../ui/needs-connection.tsx';
import { notify } from '../../ui/notifications.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useSaveAvailability } from './api/save-availability.ts';

/** The form's own state: numbers as typed, so nothing the user typed is lost while it is invalid. */
interface Draft {
  restaurantMealId: string;
  description: string;
  dates: string[];
  daysOfWeek: number[];
  timeFrom: string;
  timeTo: string;
  webSeats: string;
  manualSeats: string;
  priority: string;
}

/** Spec section 9: a new rule runs 12:00:00 to 21:00:00 with 0 seats and priority 0. */
function draftOf(rule: AvailabilityRule | undefined, meals: readonly Meal[]): Draft {
  if (!rule) {
    return { restaurantMealId: String(meals[0]?.mealId ?? ''), description: '', dates: [], daysOfWeek: [], timeFrom: '12:00:00', timeTo: '21:00:00', webSeats: '0', manualSeats: '0', priority: '0' };
  }
  return {
    restaurantMealId: String(rule.restaurantMealId),
    description: rule.description,
    dates: rule.dates,
    daysOfWeek: rule.daysOfWeek,
    timeFrom: rule.timeFrom,
    timeTo: rule.timeTo,
    webSeats: String(rule.webSeats),
    manualSeats: String(rule.manualSeats),
    priority: String(rule.priority),
  };
}

const asNumber = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

export function AvailabilityForm({
  restaurantId,
  meals,
  rule,
  online,
  onClose,
}: {
  restaurantId: number;
  meals: readonly Meal[];
  rule?: AvailabilityRule;
  online: boolean;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(rule, meals));
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveAvailability();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const input: AvailabilityInput = {
    restaurantId,
    restaurantMealId: asNumber(draft.restaurantMealId),
    description: draft.description,
    dates: draft.dates,
    daysOfWeek: draft.daysOfWeek,
    timeFrom: draft.timeFrom,
    timeTo: draft.timeTo,
    webSeats: asNumber(draft.webSeats),
    manualSeats: asNumber(draft.manualSeats),
    priority: asNumber(draft.priority),
  };
  const parsed = availabilityInputSchema.safeParse(input);
  const errors = new Map<string, string>();
  if (!parsed.success) for (const issue of parsed.error.issues) errors.set(String(issue.path[0]), issue.message);
  const error = (field: string) => (tried ? (errors.get(field) ?? null) : null);

  const submit = () => {
    setTried(true);
    setServerError(null);
    if (!parsed.success || !online) return;
    save.mutate(
      { id: rule?.id, input },
      {
        onSuccess: () => {
          notify.success('Save successful');
          onClose();
        },
        onError: (err) => {
          notify.error('There was an error while saving item.');
          setServerError(err instanceof ApiError && err.serverMessage ? err.serverMessage : err.message);
        },
      },
    );
  };


  return (
    <FormDialog
      open
      title={rule ? 'Edit availability' : 'Add availability'}
      submitLabel="Save"
      busy={save.isPending}
      submitDisabled={!online}
      onSubmit={submit}
      onCancel={onClose}
    >
      {serverError && <p role="alert" className="rounded bg-secondary-50 p-2 text-sm text-secondary-800">{serverError}</p>}
      <div className="flex flex-col gap-1">
        <label htmlFor="availability-meal" className="text-sm font-medium text-gray-700">Restaurant meal</label>
        <select
          id="availability-meal"
          value={draft.restaurantMealId}
          onChange={(e) => set('restaurantMealId', e.target.value)}
          className="min-h-touch rounded border border-gray-300 bg-white px-2"
        >
          {meals.map((meal) => (
            <option key={meal.mealId} value={meal.mealId}>
              {meal.name}
            </option>
          ))}
        </select>
      </div>
      <TextField label="Description" value={draft.description} onChange={(e) => set('description', e.target.value)} error={error('description')} />
      <DateListField label="Dates" value={draft.dates} onChange={(dates) => set('dates', dates)} error={error('dates')} />
      <DaysOfWeekField value={draft.daysOfWeek} onChange={(days) => set('daysOfWeek', days)} error={error('daysOfWeek')} />
      <div className="grid grid-cols-2 gap-3">
        <TextField label="Time from" type="time" step={1} value={draft.timeFrom} onChange={(e) => set('timeFrom', e.target.value)} error={error('timeFrom')} />
        <TextField label="Time to" type="time" step={1} value={draft.timeTo} onChange={(e) => set('timeTo', e.target.value)} error={error('timeTo')} />
      </div>
      <div className="grid grid-cols-3 gap-3">
        <TextField label="Web seats" inputMode="numeric" value={draft.webSeats} onChange={(e) => set('webSeats', e.target.value)} error={error('webSeats')} />
        <TextField label="Manual seats" inputMode="numeric" value={draft.manualSeats} onChange={(e) => set('manualSeats', e.target.value)} error={error('manualSeats')} />
        <TextField label="Priority" inputMode="numeric" value={draft.priority} onChange={(e) => set('priority', e.target.value)} error={error('priority')} />
      </div>
      <NeedsConnection online={online} />
    </FormDialog>
  );
}
