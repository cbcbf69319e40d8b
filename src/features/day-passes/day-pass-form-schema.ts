import { z } from 'zod/mini';
import { DEFAULT_FROM_TIME, dayPassInputSchema, type DayPass } from '../../../contract/spa.ts';
import type { PickedProduct } from '../../entities/search/catalogue-product.tsx';
import { formSchema } from '../../ui/form/form-schema.ts';
import type { ContractForm } from '../../ui/form/use-contract-form.ts';
import { toEditableRestrictions, toRestrictionInputs, type EditableRestriction } from '../../ui/restrictions.ts';

/** Session storage key of the day pass picked in the list, held until the new day pass is saved. */
export const DAY_PASS_DRAFT_KEY = 'draft:day-pass';

/**
 * The form's values as held (the restrictions as the shared editor keeps them), checked by the contract's own rules
 * on the way to POST products/daypass's input. The included services are saved in the order shown.
 */
export const dayPassFormSchema = formSchema(
  z.object({
    brpProductId: z.number(),
    displayName: z.string(),
    displayNameEn: z.string(),
    description: z.string(),
    descriptionEn: z.string(),
    url: z.string(),
    fromTime: z.string(),
    imageFk: z.nullable(z.number()),
    restrictions: z.array(z.custom<EditableRestriction>()),
    includedServices: z.array(z.object({ title: z.string(), titleEn: z.string() })),
  }),
  ({ restrictions, fromTime, ...rest }) => ({
    ...rest,
    fromTime: fromTime.trim(),
    restrictions: toRestrictionInputs(restrictions),
  }),
  dayPassInputSchema,
);

export type DayPassFormValues = z.input<typeof dayPassFormSchema>;
export type DayPassForm = ContractForm<typeof dayPassFormSchema>;

/** The texts shown for each field (spec section 5 names none for day passes but the name's). */
export const dayPassMessages = {
  displayName: 'Name cannot be empty.',
  fromTime: 'From time must be a time written HH:mm, e.g. 10:00.',
};

/** A picked day pass starts from 10:00 (spec section 9) with no restrictions or included services. */
export function newDayPassValues(picked: PickedProduct): DayPassFormValues {
  return {
    ...picked,
    description: '',
    descriptionEn: '',
    url: '',
    fromTime: DEFAULT_FROM_TIME,
    imageFk: null,
    restrictions: [],
    includedServices: [],
  };
}

export function dayPassValues(dayPass: DayPass): DayPassFormValues {
  const { brpProductNumber: _number, restrictions, includedServices, ...rest } = dayPass;
  return {
    ...rest,
    restrictions: toEditableRestrictions(restrictions),
    includedServices: includedServices.map((s) => ({ ...s })),
  };
}
