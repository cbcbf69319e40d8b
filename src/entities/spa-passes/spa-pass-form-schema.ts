import { z } from 'zod/mini';
import { DEFAULT_FROM_TIME, dayPassInputSchema, type FrequentVisitorPass } from '../../../contract/spa.ts';
import type { Restriction } from '../../../contract/restrictions.ts';
import type { IntlShape } from '../../i18n/intl.ts';
import { formSchema } from '../../ui/form/form-schema.ts';
import type { ContractForm, FieldMessages } from '../../ui/form/use-contract-form.ts';
import { toEditableRestrictions, toRestrictionInputs, type EditableRestriction } from '../../ui/restrictions.ts';
import { catalogueProductFormFields, type PickedProduct } from '../search/catalogue-product.tsx';

/**
 * The pass form's values as held (the restrictions as the shared editor keeps them), checked by the contract's own
 * rules on the way to POST products/daypass's input, of which products/fvp's is the common part (a frequent visitor
 * pass's form holds a day pass's own fields at their defaults, never shown and never sent). The included services are
 * saved in the order shown.
 */
export const spaPassFormSchema = formSchema(
  z.object({
    ...catalogueProductFormFields,
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

export type SpaPassFormValues = z.input<typeof spaPassFormSchema>;
export type SpaPassForm = ContractForm<typeof spaPassFormSchema>;

/** The texts shown for each field (spec section 5 names none for the passes but the name's), in the language shown. */
export const spaPassMessages = (intl: IntlShape): FieldMessages => ({
  displayName: intl.formatMessage({ id: 'products.spaPasses.nameEmpty', defaultMessage: 'Name cannot be empty.' }),
  fromTime: intl.formatMessage({
    id: 'products.spaPasses.fromTimeInvalid',
    defaultMessage: 'From time must be a time written HH:mm, e.g. 10:00.',
  }),
});

/** A picked pass starts from 10:00 (spec section 9) with no restrictions or included services. */
export function newSpaPassValues(picked: PickedProduct): SpaPassFormValues {
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

/** A saved pass's values; a frequent visitor pass has no from time, restrictions or services of its own. */
export function spaPassValues(
  pass: FrequentVisitorPass & {
    fromTime?: string;
    restrictions?: Restriction[];
    includedServices?: Array<{ title: string; titleEn: string }>;
  },
): SpaPassFormValues {
  const { brpProductNumber: _number, fromTime, restrictions = [], includedServices = [], ...rest } = pass;
  return {
    ...rest,
    fromTime: fromTime ?? DEFAULT_FROM_TIME,
    restrictions: toEditableRestrictions(restrictions),
    includedServices: includedServices.map((s) => ({ ...s })),
  };
}
