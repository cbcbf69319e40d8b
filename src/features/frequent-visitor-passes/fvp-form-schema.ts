import { z } from 'zod/mini';
import type { PickedProduct } from '../../entities/search/catalogue-product.tsx';
import { frequentVisitorPassInputSchema, type FrequentVisitorPass } from '../../../contract/spa.ts';
import { formSchema } from '../../ui/form/form-schema.ts';

/** Session storage key of the frequent visitor pass picked in the list, held until the new pass is saved. */
export const FVP_DRAFT_KEY = 'draft:frequent-visitor-pass';

/** The form's values, checked by the contract's own rules on the way to POST products/fvp's input. */
export const fvpFormSchema = formSchema(
  z.object({
    brpProductId: z.number(),
    displayName: z.string(),
    displayNameEn: z.string(),
    description: z.string(),
    descriptionEn: z.string(),
    url: z.string(),
    imageFk: z.nullable(z.number()),
  }),
  (values) => values,
  frequentVisitorPassInputSchema,
);

export type FvpFormValues = z.input<typeof fvpFormSchema>;

export const fvpMessages = { displayName: 'Name cannot be empty.' };

export const newFvpValues = (picked: PickedProduct): FvpFormValues => ({
  ...picked,
  description: '',
  descriptionEn: '',
  url: '',
  imageFk: null,
});

export function fvpValues(fvp: FrequentVisitorPass): FvpFormValues {
  const { brpProductNumber: _number, ...rest } = fvp;
  return rest;
}

/**
 * Decision 008: a frequent visitor pass's checkout link carries its fvp package id (the brp product id) in the spa
 * flow, under a parameter of its own so the checkout tells it from a spa package id.
 */
export const fvpCheckoutPath = (brpProductId: number) => `/spa?fvpPackage=${brpProductId}`;
