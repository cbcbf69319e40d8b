import { SelectField } from './select-field.tsx';
import { TextField } from './text-field.tsx';

export const INCLUDED_MEAL_DESCRIPTION_REQUIRED = 'Included meal description cannot be empty';

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

/** Spec section 5: with the meal on, its description is required. */
export function includedMealError(on: boolean, value: IncludedMeal): string | null {
  return on && value.includedMealDescription.trim() === '' ? INCLUDED_MEAL_DESCRIPTION_REQUIRED : null;
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
  const meals = restaurants.find((r) => r.restaurantId === value.includedRestaurantFk)?.meals ?? [];
  return (
    <fieldset className="flex flex-col gap-3 rounded border border-gray-200 p-3">
      <legend className="px-1 text-sm font-medium text-gray-700">Included meal</legend>
      <label className="flex min-h-touch items-center gap-3">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          onChange={(e) => onToggle(e.target.checked)}
          className="h-5 w-5 accent-primary-600"
        />
        <span>Included meal</span>
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Restaurant"
          disabled={!on}
          value={value.includedRestaurantFk ?? ''}
          onChange={(chosen) => onChange({ includedRestaurantFk: optionalNumber(chosen), includedMealFk: null })}
          placeholder="Choose a restaurant"
          options={restaurants.map((r) => ({ value: r.restaurantId, label: r.restaurantName }))}
        />
        <SelectField
          label="Meal type"
          disabled={!on || value.includedRestaurantFk === null}
          value={value.includedMealFk ?? ''}
          onChange={(chosen) => onChange({ includedMealFk: optionalNumber(chosen) })}
          placeholder="Choose a meal"
          options={meals.map((m) => ({ value: m.mealId, label: m.name }))}
        />
      </div>
      <TextField
        label="Included meal description"
        multiline
        disabled={!on}
        value={value.includedMealDescription}
        onChange={(e) => onChange({ includedMealDescription: e.target.value })}
        error={error}
      />
    </fieldset>
  );
}
