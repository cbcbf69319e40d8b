import { useState } from 'react';
import { z } from 'zod/mini';
import { availabilityInputSchema, type AvailabilityRule } from '../../../contract/availability.ts';
import type { Meal } from '../../../contract/restaurants.ts';
import { ApiError } from '../../api/api-errors.ts';
import { useSaveAvailability } from '../../entities/availabilities/availability-queries.ts';
import { FormDateList, FormDays, FormSelect, FormText } from '../../ui/form/fields.tsx';
import { formSchema, numberFromText } from '../../ui/form/form-schema.ts';
import { setServerErrors, useContractForm } from '../../ui/form/use-contract-form.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { SAVE_ERROR, SAVE_SUCCESS } from '../../ui/messages.ts';
import { NeedsConnection } from '../../ui/needs-connection.tsx';
import { notify } from '../../ui/notifications.ts';
import { conflictOf, useSettleConflict } from '../../ui/version-conflict.tsx';

/** The dialog's values as typed (the meal and numbers as text), checked by the contract's rules on the way out. */
const availabilityFormSchema = formSchema(
  z.object({
    restaurantId: z.number(),
    restaurantMealId: z.string(),
    description: z.string(),
    dates: z.array(z.string()),
    daysOfWeek: z.array(z.number()),
    timeFrom: z.string(),
    timeTo: z.string(),
    webSeats: z.string(),
    manualSeats: z.string(),
    priority: z.string(),
  }),
  ({ restaurantMealId, webSeats, manualSeats, priority, ...rest }) => ({
    ...rest,
    restaurantMealId: numberFromText(restaurantMealId),
    webSeats: numberFromText(webSeats),
    manualSeats: numberFromText(manualSeats),
    priority: numberFromText(priority),
  }),
  availabilityInputSchema,
);

/** Spec section 9: a new rule runs 12:00:00 to 21:00:00 with 0 seats and priority 0, for the first meal. */
function valuesOf(restaurantId: number, rule: AvailabilityRule | undefined, meals: readonly Meal[]) {
  return {
    restaurantId,
    restaurantMealId: String(rule?.restaurantMealId ?? meals[0]?.mealId ?? ''),
    description: rule?.description ?? '',
    dates: rule?.dates ?? [],
    daysOfWeek: rule?.daysOfWeek ?? [],
    timeFrom: rule?.timeFrom ?? '12:00:00',
    timeTo: rule?.timeTo ?? '21:00:00',
    webSeats: String(rule?.webSeats ?? 0),
    manualSeats: String(rule?.manualSeats ?? 0),
    priority: String(rule?.priority ?? 0),
  };
}

export interface AvailabilityFormProps {
  restaurantId: number;
  meals: readonly Meal[];
  /** Left out for a new rule. */
  rule?: AvailabilityRule;
  online: boolean;
  onClose: () => void;
}

/** Add or edit one availability rule in a dialog; a date is added once and the day choices leave out the days added. */
export function AvailabilityForm({ restaurantId, meals, rule, online, onClose }: AvailabilityFormProps) {
  const form = useContractForm(availabilityFormSchema, { defaultValues: valuesOf(restaurantId, rule, meals) });
  const [serverError, setServerError] = useState<string | null>(null);
  const save = useSaveAvailability();
  const [basedOn, setBasedOn] = useState(rule);
  const settleConflict = useSettleConflict();

  const submit = form.handleSubmit(async (input) => {
    setServerError(null);
    if (!online) return;
    try {
      await save.mutateAsync({ id: rule?.id, input, version: basedOn?.version });
      notify.success(SAVE_SUCCESS);
      onClose();
    } catch (error) {
      const conflict = conflictOf(error);
      if (conflict && basedOn) {
        const now = conflict.current as AvailabilityRule | null;
        await settleConflict(
          form,
          conflict,
          valuesOf(restaurantId, basedOn, meals),
          now && valuesOf(restaurantId, now, meals),
        );
        if (now) setBasedOn(now);
        return;
      }
      notify.error(SAVE_ERROR);
      // A refusal naming a field shows on it; any other reason the server gave shows above the fields.
      if (!setServerErrors(form, error))
        setServerError(
          error instanceof ApiError && error.serverMessage ? error.serverMessage : (error as Error).message,
        );
    }
  });

  return (
    <FormDialog
      open
      title={rule ? 'Edit availability' : 'Add availability'}
      submitLabel="Save"
      busy={form.formState.isSubmitting}
      submitDisabled={!online}
      onSubmit={() => void submit()}
      onCancel={onClose}
    >
      {serverError && (
        <p role="alert" className="rounded bg-secondary-50 p-2 text-sm text-secondary-800">
          {serverError}
        </p>
      )}
      <FormSelect
        form={form}
        name="restaurantMealId"
        label="Restaurant meal"
        options={meals.map((meal) => ({ value: meal.mealId, label: meal.name }))}
      />
      <FormText form={form} name="description" label="Description" />
      <FormDateList form={form} name="dates" label="Dates" />
      <FormDays form={form} name="daysOfWeek" label="Days of week" />
      <div className="grid grid-cols-2 gap-3">
        <FormText form={form} name="timeFrom" label="Time from" type="time" step={1} />
        <FormText form={form} name="timeTo" label="Time to" type="time" step={1} />
      </div>
      <div className="grid grid-cols-3 gap-3">
        <FormText form={form} name="webSeats" label="Web seats" inputMode="numeric" />
        <FormText form={form} name="manualSeats" label="Manual seats" inputMode="numeric" />
        <FormText form={form} name="priority" label="Priority" inputMode="numeric" />
      </div>
      <NeedsConnection online={online} />
    </FormDialog>
  );
}
