import { z } from 'zod/mini';
import { hotelPackageInputSchema, hotelPackageSchema, type HotelPackage } from '../../../contract/hotel-products.ts';
import type { ContractForm } from '../../ui/form/use-contract-form.ts';
import { formSchema } from '../../ui/form/form-schema.ts';
import {
  includedMealChecks,
  includedMealFormFields,
  includedMealInput,
  includedMealValues,
} from '../../ui/form/included-meal.tsx';

/** Session storage key of the package picked in the list's search dialog (read by /hotelpackages/new). */
export const HOTEL_PACKAGE_DRAFT_KEY = 'hotel-package-draft';

/** What the picker hands the new-package form. */
export interface PickedPackage {
  clockId: string;
  name: string;
  nameEn: string;
  /** The next position (after the list's last); none: the server gives it. */
  position?: number;
}

/** The description lists, edited as text: one item per line (the contract trims them and drops blank lines). */
export const LIST_FIELDS = [
  'descriptionItems',
  'descriptionItemsEn',
  'descriptionUniqueItems',
  'descriptionUniqueItemsEn',
] as const;

/**
 * The form's values as typed (numbers as text, lists as lines), so nothing typed is lost while it is invalid; the
 * contract's rules check them on the way to the save body, and the included-meal switch adds its own rule.
 */
export const hotelPackageFormSchema = formSchema(
  // The saved package's fields (not its version stamps: the save sends the version it is based on itself), with
  // numbers and lists as the text typed and the meal switch added.
  z.extend(z.omit(hotelPackageSchema, { version: true, updatedBy: true, updatedAt: true }), {
    position: z.string(),
    descriptionItems: z.string(),
    descriptionItemsEn: z.string(),
    descriptionUniqueItems: z.string(),
    descriptionUniqueItemsEn: z.string(),
    minStay: z.string(),
    maxStay: z.string(),
    ...includedMealFormFields,
  }),
  ({ position, minStay, maxStay, mealOn, includedMealDescription, includedRestaurantFk, includedMealFk, ...rest }) => ({
    ...rest,
    ...includedMealInput({ mealOn, includedMealDescription, includedRestaurantFk, includedMealFk }),
    // An empty position is none (a new package goes last, a saved one keeps its place); anything not a whole number
    // stays for the contract to refuse.
    position: position.trim() === '' ? null : Number(position),
    minStay: optionalNumber(minStay),
    maxStay: optionalNumber(maxStay),
    descriptionItems: rest.descriptionItems.split('\n'),
    descriptionItemsEn: rest.descriptionItemsEn.split('\n'),
    descriptionUniqueItems: rest.descriptionUniqueItems.split('\n'),
    descriptionUniqueItemsEn: rest.descriptionUniqueItemsEn.split('\n'),
  }),
  hotelPackageInputSchema,
  includedMealChecks,
);

export type PackageForm = ContractForm<typeof hotelPackageFormSchema>;
export type PackageFormValues = z.input<typeof hotelPackageFormSchema>;

function optionalNumber(text: string) {
  return text.trim() === '' ? null : Number(text);
}

const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A saved package, or a new one started from the picker (shown on the site, no special code needed). */
export function hotelPackageFormValues(pkg: HotelPackage | PickedPackage): PackageFormValues {
  const full: Partial<HotelPackage> = pkg;
  return {
    ...includedMealValues('includedMealDescription' in pkg ? pkg : undefined),
    clockId: pkg.clockId,
    name: pkg.name,
    nameEn: pkg.nameEn,
    url: full.url ?? '',
    position: numberText(full.position),
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
    minStay: numberText(full.minStay),
    maxStay: numberText(full.maxStay),
  };
}
