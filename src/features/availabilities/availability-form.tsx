import { useState } from 'react';
import { z } from 'zod/mini';
import { availabilityInputSchema, type AvailabilityRule } from '../../../contract/availability.ts';
import type { Meal } from '../../../contract/restaurants.ts';
import { ApiError } from '../../api/api-errors.ts';
import { mealText } from '../../../contract/bookings.ts';
import { useIntl } from '../../i18n/intl.ts';
import { serverSaid, serverText } from '../../i18n/server-text.ts';
import { useSaveAvailability } from '../../entities/availabilities/availability-queries.ts';
import { FormDateList, FormDays, FormSelect, FormText } from '../../ui/form/fields.tsx';
import { formSchema, numberFromText } from '../../ui/form/form-schema.ts';
import { setServerErrors, useContractForm } from '../../ui/form/use-contract-form.ts';
import { FormDialog } from '../../ui/form-dialog.tsx';
import { uiMessages } from '../../ui/messages.ts';
import { NeedsConnection } from '../../ui/needs-connection.tsx';
import { notify } from '../../ui/notifications.ts';
import { conflictOf, useSettleConflict } from '../../ui/version-conflict.tsx';
import { RULE_FIELDS } from './availability-columns.tsx';

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
  const intl = useIntl();
  const label = (field: keyof typeof RULE_FIELDS) => intl.formatMessage(RULE_FIELDS[field]);
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
      notify.success(intl.formatMessage(uiMessages.saveSuccess));
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
      notify.error(intl.formatMessage(uiMessages.saveError));
      // A refusal naming a field shows on it; any other reason the server gave shows above the fields, in the
      // person's language when the server gave its code.
      if (!setServerErrors(form, error))
        setServerError(
          error instanceof ApiError && error.serverMessage
            ? serverText(intl, serverSaid(error.details) ?? { message: error.serverMessage })
            : (error as Error).message,
        );
    }
  });

  return (
    <FormDialog
      open
      title={
        rule
          ? intl.formatMessage({ id: 'door.availability.editTitle', defaultMessage: 'Edit availability' })
          : intl.formatMessage({ id: 'door.availability.addTitle', defaultMessage: 'Add availability' })
      }
      submitLabel={intl.formatMessage({ id: 'door.availability.save', defaultMessage: 'Save' })}
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
        label={label('restaurantMeal')}
        options={meals.map((meal) => ({ value: meal.mealId, label: mealText(intl, meal.name) }))}
      />
      <FormText form={form} name="description" label={label('description')} />
      <FormDateList form={form} name="dates" label={label('dates')} />
      <FormDays form={form} name="daysOfWeek" label={label('daysOfWeek')} />
      <div className="grid grid-cols-2 gap-3">
        <FormText form={form} name="timeFrom" label={label('timeFrom')} type="time" step={1} />
        <FormText form={form} name="timeTo" label={label('timeTo')} type="time" step={1} />
      </div>
      <div className="grid grid-cols-3 gap-3">
        <FormText form={form} name="webSeats" label={label('webSeats')} inputMode="numeric" />
        <FormText form={form} name="manualSeats" label={label('manualSeats')} inputMode="numeric" />
        <FormText form={form} name="priority" label={label('priority')} inputMode="numeric" />
      </div>
      <NeedsConnection online={online} />
    </FormDialog>
  );
}
