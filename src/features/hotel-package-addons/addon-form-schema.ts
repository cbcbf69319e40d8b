import { z } from 'zod/mini';
import {
  hotelPackageAddonInputSchema,
  type HotelPackageAddon,
  type SearchHit,
} from '../../../contract/hotel-products.ts';
import type { IntlShape } from '../../i18n/intl.ts';
import { formSchema, numberFromText } from '../../ui/form/form-schema.ts';
import type { FieldMessages } from '../../ui/form/use-contract-form.ts';
import { includedMealMessages } from '../../ui/included-meal-fields.tsx';
import {
  includedMealChecks,
  includedMealFormFields,
  includedMealInput,
  includedMealValues,
} from '../../ui/form/included-meal.tsx';

/** Session storage key of the add-on picked in the list (its form values), held until the new add-on is saved. */
export const ADDON_DRAFT_KEY = 'draft:hotel-package-addon';

/**
 * The form's values as typed (the position as text, the meal switch apart from the meal), checked by the
 * contract's own rules and the switch's (spec section 5) on the way to POST products/hotelPackageAddon's input.
 */
export const addonFormSchema = formSchema(
  z.object({
    clockId: z.string(),
    name: z.string(),
    nameEn: z.string(),
    unit: z.string(),
    unitEn: z.string(),
    url: z.string(),
    position: z.string(),
    description: z.string(),
    descriptionEn: z.string(),
    ...includedMealFormFields,
  }),
  ({ position, mealOn, includedMealDescription, includedRestaurantFk, includedMealFk, ...rest }) => ({
    ...rest,
    ...includedMealInput({ mealOn, includedMealDescription, includedRestaurantFk, includedMealFk }),
    position: numberFromText(position),
  }),
  hotelPackageAddonInputSchema,
  includedMealChecks,
);

export type AddonFormValues = z.input<typeof addonFormSchema>;

/** Spec section 5's texts, in the language shown. */
export function addonMessages(intl: IntlShape): FieldMessages {
  const name = intl.formatMessage({ id: 'products.addons.nameEmpty', defaultMessage: 'Name cannot be empty.' });
  return {
    name,
    nameEn: name,
    includedMealDescription: intl.formatMessage(includedMealMessages.descriptionRequired),
    position: intl.formatMessage({
      id: 'products.addons.positionInvalid',
      defaultMessage: 'Position must be a whole number, 0 or more.',
    }),
  };
}

const blank = { unit: '', unitEn: '', url: '', description: '', descriptionEn: '', ...includedMealValues() };

/** A picked catalogue add-on starts the form with its clock id and names, listed after the others. */
export function addonValuesFromHit(hit: SearchHit, position: number): AddonFormValues {
  return { ...blank, clockId: String(hit.id), name: hit.name, nameEn: hit.nameEn ?? '', position: String(position) };
}

export function addonValues(addon: HotelPackageAddon): AddonFormValues {
  const {
    restrictions: _restrictions,
    position,
    includedMealDescription,
    includedRestaurantFk,
    includedMealFk,
    ...rest
  } = addon;
  return {
    ...rest,
    position: String(position),
    ...includedMealValues({ includedMealDescription, includedRestaurantFk, includedMealFk }),
  };
}
