import { defineMessages, intl as currentIntl, useIntl, type IntlShape } from '../i18n/intl.ts';
import { inEnglish } from './messages.ts';
import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';

export const includedMealMessages = defineMessages({
  /** Spec section 5: with the meal on, its description is required. */
  descriptionRequired: {
    id: 'ui.includedMeal.descriptionRequired',
    defaultMessage: 'Included meal description cannot be empty',
  },
  title: { id: 'ui.includedMeal.title', defaultMessage: 'Included meal' },
  restaurant: { id: 'ui.includedMeal.restaurant', defaultMessage: 'Restaurant' },
  chooseRestaurant: { id: 'ui.includedMeal.chooseRestaurant', defaultMessage: 'Choose a restaurant' },
  mealType: { id: 'ui.includedMeal.mealType', defaultMessage: 'Meal type' },
  chooseMeal: { id: 'ui.includedMeal.chooseMeal', defaultMessage: 'Choose a meal' },
  description: { id: 'ui.includedMeal.description', defaultMessage: 'Included meal description' },
});

/** The spec's text for an empty description, in English (tests); `includedMealError` says it in the person's language. */
export const INCLUDED_MEAL_DESCRIPTION_REQUIRED = inEnglish(includedMealMessages.descriptionRequired);

export interface IncludedMeal {
  includedMealDescription: string;
  includedRestaurantFk: number | null;
  includedMealFk: number | null;
}

export interface MealChoice {
  restaurantId: number;
  restaurantName: string;
  meals: ReadonlyArray<{ mealId: number; name: string }>;
}

/** The switch is on when something of the meal is set (a saved product has no separate flag). */
export function hasIncludedMeal(value: IncludedMeal): boolean {
  return value.includedMealDescription.trim() !== '' || value.includedRestaurantFk !== null;
}

/** Spec section 5: with the meal on, its description is required (said in the person's language, or `intl`'s). */
export function includedMealError(on: boolean, value: IncludedMeal, intl: IntlShape = currentIntl()): string | null {
  return on && value.includedMealDescription.trim() === ''
    ? intl.formatMessage(includedMealMessages.descriptionRequired)
    : null;
}

/** Spec section 4: off means an empty description and no restaurant or meal. What is saved, given the switch. */
export function includedMealToSave(on: boolean, value: IncludedMeal): IncludedMeal {
  if (!on) return { includedMealDescription: '', includedRestaurantFk: null, includedMealFk: null };
  return { ...value, includedMealDescription: value.includedMealDescription.trim() };
}

/** A select's id value: '' (its placeholder) is none. */
const optionalNumber = (chosen: string) => (chosen === '' ? null : Number(chosen));

export interface IncludedMealFieldsProps {
  on: boolean;
  onToggle: (on: boolean) => void;
  value: IncludedMeal;
  onChange: (patch: Partial<IncludedMeal>) => void;
  restaurants: readonly MealChoice[];
  /** Shown under the description (see includedMealError); pass it only once the user tried to save, if you like. */
  error?: string | null;
}

/**
 * The included-meal switch of spa groups, hotel packages and add-ons (spec section 4). On: restaurant, meal type
 * (enabled only once a restaurant is chosen) and description are enabled. The fields keep their values while off,
 * so switching back on loses nothing; `includedMealToSave` clears them for the save.
 */
export function IncludedMealFields({ on, onToggle, value, onChange, restaurants, error }: IncludedMealFieldsProps) {
  const intl = useIntl();
  const title = intl.formatMessage(includedMealMessages.title);
  const meals = restaurants.find((r) => r.restaurantId === value.includedRestaurantFk)?.meals ?? [];
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-gray-200 p-3">
      <legend className="px-1 text-sm font-medium text-gray-700">{title}</legend>
      <label className="flex min-h-touch items-center gap-3">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          onChange={(e) => onToggle(e.target.checked)}
          className="h-5 w-5 accent-primary-600"
        />
        <span>{title}</span>
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label={intl.formatMessage(includedMealMessages.restaurant)}
          disabled={!on}
          value={value.includedRestaurantFk ?? ''}
          onChange={(chosen) => onChange({ includedRestaurantFk: optionalNumber(chosen), includedMealFk: null })}
          placeholder={intl.formatMessage(includedMealMessages.chooseRestaurant)}
          options={restaurants.map((r) => ({ value: r.restaurantId, label: r.restaurantName }))}
        />
        <SelectField
          label={intl.formatMessage(includedMealMessages.mealType)}
          disabled={!on || value.includedRestaurantFk === null}
          value={value.includedMealFk ?? ''}
          onChange={(chosen) => onChange({ includedMealFk: optionalNumber(chosen) })}
          placeholder={intl.formatMessage(includedMealMessages.chooseMeal)}
          options={meals.map((m) => ({ value: m.mealId, label: m.name }))}
        />
      </div>
      <TextField
        label={intl.formatMessage(includedMealMessages.description)}
        multiline
        disabled={!on}
        value={value.includedMealDescription}
        onChange={(e) => onChange({ includedMealDescription: e.target.value })}
        error={error}
      />
    </fieldset>
  );
}
