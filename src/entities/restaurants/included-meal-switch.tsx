import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormIncludedMeal } from '../../ui/form/included-meal.tsx';
import { useIncludedMealChoices } from './restaurant-queries.ts';

/** The included-meal switch of a product form, offering the restaurants and meal types it loads itself. */
export function IncludedMealSwitch<T extends FieldValues>({ form }: { form: UseFormReturn<T, unknown, FieldValues> }) {
  return <FormIncludedMeal form={form} restaurants={useIncludedMealChoices()} />;
}
