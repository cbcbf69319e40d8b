import { hotelPackageAddonInputSchema, type HotelPackageAddon, type HotelPackageAddonInput, type SearchHit } from '../../../contract/hotel-products.ts';
import { hasIncludedMeal, includedMealError, includedMealToSave } from '../../ui/included-meal-fields.tsx';

/** Session storage key of the add-on picked in the list, held until the new add-on is saved. */
export const ADDON_DRAFT_KEY = 'draft:hotel-package-addon';

/** The form's own state: the position as typed, and the meal switch apart from the meal fields. */
export interface AddonDraft {
  clockId: string;
  name: string;
  nameEn: string;
  unit: string;
  unitEn: string;
  url: string;
  position: string;
  description: string;
  descriptionEn: string;
  mealOn: boolean;
  includedMealDescription: string;
  includedRestaurantFk: number | null;
  includedMealFk: number | null;
}

export type AddonField = keyof AddonDraft;

const empty = { unit: '', unitEn: '', url: '', position: '0', description: '', descriptionEn: '', mealOn: false, includedMealDescription: '', includedRestaurantFk: null, includedMealFk: null };

/** A picked catalogue add-on starts the form with its clock id and names. */
export function draftFromHit(hit: SearchHit): AddonDraft {
  return { ...empty, clockId: String(hit.id), name: hit.name, nameEn: hit.nameEn ?? '' };
}

export function draftFromAddon(addon: HotelPackageAddon): AddonDraft {
  return {
    clockId: addon.clockId,
    name: addon.name,
    nameEn: addon.nameEn,
    unit: addon.unit,
    unitEn: addon.unitEn,
    url: addon.url,
    position: String(addon.position),
    description: addon.description,
    descriptionEn: addon.descriptionEn,
    mealOn: hasIncludedMeal(addon),
    includedMealDescription: addon.includedMealDescription,
    includedRestaurantFk: addon.includedRestaurantFk,
    includedMealFk: addon.includedMealFk,
  };
}

/** What is saved: the meal cleared when switched off (spec section 4). */
export function toAddonInput(draft: AddonDraft): HotelPackageAddonInput {
  const { mealOn, position, ...rest } = draft;
  const meal = includedMealToSave(mealOn, draft);
  return { ...rest, ...meal, position: position.trim() === '' ? Number.NaN : Number(position) };
}

export const POSITION_ERROR = 'Position must be a whole number, 0 or more.';

/** Spec section 5: both names non-empty, the meal description when the meal is on; plus the contract's limits. */
export function addonErrors(draft: AddonDraft): Partial<Record<AddonField, string>> {
  const errors: Partial<Record<AddonField, string>> = {};
  const parsed = hotelPackageAddonInputSchema.safeParse(toAddonInput(draft));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as AddonField;
      errors[field] ??= field === 'position' ? POSITION_ERROR : issue.message;
    }
  }
  const meal = includedMealError(draft.mealOn, draft);
  if (meal) errors.includedMealDescription = meal;
  return errors;
}
