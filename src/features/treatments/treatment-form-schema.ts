import { z } from 'zod/mini';
import type { SearchHit } from '../../../contract/hotel-products.ts';
import { treatmentInputSchema, type Treatment } from '../../../contract/spa.ts';
import { catalogueProductFormFields } from '../../entities/search/catalogue-product.tsx';
import type { IntlShape } from '../../i18n/intl.ts';
import { formSchema } from '../../ui/form/form-schema.ts';
import type { FieldMessages } from '../../ui/form/use-contract-form.ts';

/** Session storage key of the treatment picked in the list (its form values), held until the new treatment is saved. */
export const TREATMENT_DRAFT_KEY = 'draft:treatment';

const additionFields = z.object({
  additionProductId: z.number(),
  displayName: z.string(),
  displayNameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  brpName: z.string(),
});

/**
 * The treatment form's values, which are POST treatments' input as it is: the addition is there when the spa system
 * gives the treatment one (its texts edited with the treatment), null otherwise. Checked by the contract's rules.
 */
export const treatmentFormSchema = formSchema(
  z.object({
    ...catalogueProductFormFields,
    imageFk: z.nullable(z.number()),
    isDual: z.boolean(),
    avoidEmptyTimeSlots: z.boolean(),
    addition: z.nullable(additionFields),
  }),
  (values) => values,
  treatmentInputSchema,
);

export type TreatmentFormValues = z.input<typeof treatmentFormSchema>;

/** Spec section 5's text, in the language shown. */
export const treatmentMessages = (intl: IntlShape): FieldMessages => ({
  displayName: intl.formatMessage({ id: 'products.treatments.nameEmpty', defaultMessage: 'Name cannot be empty.' }),
});

/** A picked spa-system treatment starts the form with its names, whether it is for two, and its addition's texts. */
export function treatmentValuesFromHit(hit: SearchHit): TreatmentFormValues {
  return {
    brpProductId: Number(hit.id),
    displayName: hit.name,
    displayNameEn: hit.nameEn ?? '',
    description: '',
    descriptionEn: '',
    imageFk: null,
    isDual: hit.isDual ?? false,
    avoidEmptyTimeSlots: false,
    addition: hit.addition ?? null,
  };
}

export function treatmentValues({
  brpProductNumber: _number,
  imageSrc: _src,
  ...values
}: Treatment): TreatmentFormValues {
  return values;
}

/** Whether a session draft is one to start a new treatment from (a draft of an older console may lack fields). */
export function isTreatmentDraft(draft: Partial<TreatmentFormValues>): draft is TreatmentFormValues {
  return (
    Number.isInteger(draft.brpProductId) &&
    (draft.brpProductId ?? 0) > 0 &&
    typeof draft.displayName === 'string' &&
    draft.addition !== undefined
  );
}
