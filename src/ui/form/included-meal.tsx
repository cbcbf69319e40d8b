import { useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { z } from 'zod/mini';
import {
  hasIncludedMeal,
  IncludedMealFields,
  includedMealError,
  includedMealToSave,
  type IncludedMeal,
  type MealChoice,
} from '../included-meal-fields.tsx';

/**
 * The included-meal switch (spec sections 4 and 5) in a contract form: the switch is a form value of its own (a saved
 * product has no flag), `includedMealInput` is what is saved given it, `includedMealChecks` its rule for `formSchema`.
 */
export const includedMealFormFields = {
  mealOn: z.boolean(),
  includedMealDescription: z.string(),
  includedRestaurantFk: z.nullable(z.number()),
  includedMealFk: z.nullable(z.number()),
};

export type IncludedMealValues = IncludedMeal & { mealOn: boolean };

/** The form's meal values of a saved product (the switch on when something of the meal is set), or of a new one. */
export function includedMealValues(saved?: IncludedMeal): IncludedMealValues {
  const meal = saved ?? { includedMealDescription: '', includedRestaurantFk: null, includedMealFk: null };
  return {
    mealOn: hasIncludedMeal(meal),
    includedMealDescription: meal.includedMealDescription,
    includedRestaurantFk: meal.includedRestaurantFk,
    includedMealFk: meal.includedMealFk,
  };
}

/** What is saved: off clears the meal (for a form schema's `toInput`). */
export function includedMealInput({ mealOn, ...meal }: IncludedMealValues): IncludedMeal {
  return includedMealToSave(mealOn, meal);
}

/** "Included meal description cannot be empty" while the switch is on (for a form schema's `checks`). */
export function includedMealChecks(values: IncludedMealValues): Array<{ path: string; message: string }> {
  const error = includedMealError(values.mealOn, values);
  return error ? [{ path: 'includedMealDescription', message: error }] : [];
}

const NAMES = ['mealOn', 'includedMealDescription', 'includedRestaurantFk', 'includedMealFk'] as const;

/** The switch and its fields, bound to a form whose values include `IncludedMealValues`. */
export function FormIncludedMeal<T extends FieldValues>({
  form,
  restaurants,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  restaurants: readonly MealChoice[];
}) {
  // The form's own values type is the feature's; these four fields are all this component knows of it.
  const meal = form as unknown as UseFormReturn<IncludedMealValues, unknown, FieldValues>;
  const [mealOn, includedMealDescription, includedRestaurantFk, includedMealFk] = useWatch({
    control: meal.control,
    name: NAMES,
  });
  const set = (patch: Partial<IncludedMealValues>) => {
    for (const name of NAMES) if (name in patch) meal.setValue(name, patch[name] as never, { shouldDirty: true });
    // Once Save was pressed errors follow every change, the switch's too (it moves the description's error).
    if (meal.formState.isSubmitted) void meal.trigger();
  };
  // A server refusal of the restaurant or the meal (e.g. a meal the restaurant does not serve) shows there too.
  const fieldError = (name: (typeof NAMES)[number]) => meal.getFieldState(name, meal.formState).error?.message;
  const error =
    fieldError('includedMealDescription') ?? fieldError('includedRestaurantFk') ?? fieldError('includedMealFk') ?? null;
  return (
    <IncludedMealFields
      on={mealOn}
      onToggle={(on) => set({ mealOn: on })}
      value={{ includedMealDescription, includedRestaurantFk, includedMealFk }}
      onChange={set}
      restaurants={restaurants}
      error={error}
    />
  );
}
