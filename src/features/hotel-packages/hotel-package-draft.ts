import type { HotelPackage, HotelPackageInput } from '../../../contract/hotel-products.ts';
import { hasIncludedMeal, includedMealToSave, type IncludedMeal } from '../../ui/included-meal-fields.tsx';

/** Session storage key of the package picked in the list's search dialog (read by /hotelpackages/new). */
export const HOTEL_PACKAGE_DRAFT_KEY = 'hotel-package-draft';

/** What the picker hands the new-package form. */
export interface PickedPackage {
  clockId: string;
  name: string;
  nameEn: string;
}

/** The form's own state: numbers and lists as typed, so nothing the user typed is lost while it is invalid. */
export interface PackageDraft extends IncludedMeal {
  clockId: string;
  name: string;
  nameEn: string;
  url: string;
  position: string;
  imageFk: number | null;
  displayOnSite: boolean;
  onlyWithSpecialCode: boolean;
  introText: string;
  introTextEn: string;
  footerText: string;
  footerTextEn: string;
  descriptionItems: string;
  descriptionItemsEn: string;
  descriptionUniqueItems: string;
  descriptionUniqueItemsEn: string;
  priceFrom: number | null;
  availabilityRateId: string | null;
  availabilityRateName: string | null;
  minStay: string;
  maxStay: string;
  mealOn: boolean;
}

export type ListField = 'descriptionItems' | 'descriptionItemsEn' | 'descriptionUniqueItems' | 'descriptionUniqueItemsEn';

const numberText = (value: number | null) => (value === null ? '' : String(value));

/** A saved package, or a new one started from the picker (shown on the site, no special code needed). */
export function draftOf(pkg: HotelPackage | PickedPackage): PackageDraft {
  const full: Partial<HotelPackage> = pkg;
  const meal: IncludedMeal = {
    includedMealDescription: full.includedMealDescription ?? '',
    includedRestaurantFk: full.includedRestaurantFk ?? null,
    includedMealFk: full.includedMealFk ?? null,
  };
  return {
    ...meal,
    mealOn: hasIncludedMeal(meal),
    clockId: pkg.clockId,
    name: pkg.name,
    nameEn: pkg.nameEn,
    url: full.url ?? '',
    position: String(full.position ?? 0),
    imageFk: full.imageFk ?? null,
    displayOnSite: full.displayOnSite ?? true,
    onlyWithSpecialCode: full.onlyWithSpecialCode ?? false,
    introText: full.introText ?? '',
    introTextEn: full.introTextEn ?? '',
    footerText: full.footerText ?? '',
    footerTextEn: full.footerTextEn ?? '',
    descriptionItems: (full.descriptionItems ?? []).join('\n'),
    descriptionItemsEn: (full.descriptionItemsEn ?? []).join('\n'),
    descriptionUniqueItems: (full.descriptionUniqueItems ?? []).join('\n'),
    descriptionUniqueItemsEn: (full.descriptionUniqueItemsEn ?? []).join('\n'),
    priceFrom: full.priceFrom ?? null,
    availabilityRateId: full.availabilityRateId ?? null,
    availabilityRateName: full.availabilityRateName ?? null,
    minStay: numberText(full.minStay ?? null),
    maxStay: numberText(full.maxStay ?? null),
  };
}

/** One item per line, trimmed, blank lines dropped (spec section 5). */
export function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const optionalNumber = (text: string) => (text.trim() === '' ? null : Number(text));

/** The save body; `priceFrom` is the lowest price of the next 6 weeks when known (spec section 9). */
export function inputOf(draft: PackageDraft, lowestPrice: number | null | undefined): HotelPackageInput {
  const { mealOn, position, minStay, maxStay, includedMealDescription, includedRestaurantFk, includedMealFk, ...rest } = draft;
  return {
    ...rest,
    ...includedMealToSave(mealOn, { includedMealDescription, includedRestaurantFk, includedMealFk }),
    name: draft.name.trim(),
    position: Number(position),
    minStay: optionalNumber(minStay),
    maxStay: optionalNumber(maxStay),
    priceFrom: lowestPrice ?? draft.priceFrom,
    descriptionItems: linesOf(draft.descriptionItems),
    descriptionItemsEn: linesOf(draft.descriptionItemsEn),
    descriptionUniqueItems: linesOf(draft.descriptionUniqueItems),
    descriptionUniqueItemsEn: linesOf(draft.descriptionUniqueItemsEn),
  };
}

export type SetField = <K extends keyof PackageDraft>(key: K, value: PackageDraft[K]) => void;

/** What each group of the package form gets. */
export interface PackageFieldsProps {
  draft: PackageDraft;
  set: SetField;
  /** The field's message once the user tried to save. */
  error: (field: string) => string | null;
}
