import { z } from 'zod/mini';
import {
  DEFAULT_FROM_TIME,
  ORDER_LIMIT_DISABLED,
  ORDER_LIMIT_NONE,
  spaPackageGroupInputSchema,
  spaProductInputSchema,
  type SpaPackageGroup,
  type SpaProduct,
} from '../../../contract/spa.ts';
import { defineMessages, intl, type IntlShape } from '../../i18n/intl.ts';
import type { ContractForm, FieldMessages } from '../../ui/form/use-contract-form.ts';
import { formSchema, numberFromText } from '../../ui/form/form-schema.ts';
import {
  includedMealChecks,
  includedMealFormFields,
  includedMealInput,
  includedMealValues,
} from '../../ui/form/included-meal.tsx';
import { includedMealMessages } from '../../ui/included-meal-fields.tsx';
import { toEditableRestrictions, toRestrictionInputs } from '../../ui/restrictions.ts';

export const SPA_PACKAGES_PATH = '/spapackages';

const modeLabels = defineMessages({
  disabled: { id: 'products.spaPackages.orderingDisabled', defaultMessage: 'Ordering disabled' },
  none: { id: 'products.spaPackages.noLimit', defaultMessage: 'No limit' },
  set: { id: 'products.spaPackages.setLimit', defaultMessage: 'Set limit' },
});

/** Spec section 4: -1 ordering disabled, 0 no limit, 1 or more a set limit; the form picks the mode and types the limit. */
export const ORDER_LIMIT_MODES = [
  { value: 'disabled', label: modeLabels.disabled },
  { value: 'none', label: modeLabels.none },
  { value: 'set', label: modeLabels.set },
] as const;
export type OrderLimitMode = (typeof ORDER_LIMIT_MODES)[number]['value'];

/** A saved order limit as the form holds it: the mode, and the limit as text (kept while another mode is chosen). */
export function orderLimitValues(orderLimit: number): { limitMode: OrderLimitMode; orderLimit: string } {
  if (orderLimit === ORDER_LIMIT_DISABLED) return { limitMode: 'disabled', orderLimit: '' };
  if (orderLimit === ORDER_LIMIT_NONE) return { limitMode: 'none', orderLimit: '' };
  return { limitMode: 'set', orderLimit: String(orderLimit) };
}

/** What is saved for a mode and the limit typed (the limit counts only in set-limit mode). */
export function orderLimitOf(mode: OrderLimitMode, limit: string): number {
  if (mode === 'disabled') return ORDER_LIMIT_DISABLED;
  if (mode === 'none') return ORDER_LIMIT_NONE;
  return numberFromText(limit);
}

/**
 * The set limit's problem, if any, in the language shown: in set-limit mode only a whole number of 1 or more will do
 * (spec section 5: else saving is blocked).
 */
export function orderLimitProblem(mode: OrderLimitMode, limit: string): string | null {
  if (mode !== 'set') return null;
  const value = numberFromText(limit);
  return Number.isInteger(value) && value >= 1
    ? null
    : intl().formatMessage({
        id: 'products.spaPackages.orderLimitRequired',
        defaultMessage: 'Set a limit of 1 or more, or choose Ordering disabled or No limit.',
      });
}

const restrictionFields = z.object({
  key: z.string(),
  id: z.number(),
  priority: z.number(),
  isGlobal: z.boolean(),
  isProductAvailable: z.boolean(),
  isDeleted: z.boolean(),
  dateFilterFk: z.nullable(z.number()),
});

/** A product of the group as the form holds it: the order limit as mode and text, the parent as the select's text. */
const productFields = z.object({
  brpProductId: z.number(),
  brpProductNumber: z.string(),
  displayName: z.string(),
  fromTime: z.string(),
  url: z.string(),
  limitMode: z.enum(['disabled', 'none', 'set']),
  orderLimit: z.string(),
  parentBrpProductId: z.string(),
  restrictions: z.array(restrictionFields),
});
export type ProductValues = z.infer<typeof productFields>;

/** What the form saves: the group's own fields (POST/PUT groups) and its products (POST products/spaPackage, the group filled in then). */
const spaPackageSave = z.extend(spaPackageGroupInputSchema, {
  products: z.array(z.omit(spaProductInputSchema, { productGroupFk: true })),
});

/**
 * The form's values as typed (position and price as text, the meal switch, the products with their order-limit
 * mode), checked by the contract's rules, the meal switch's and the set limit's (spec section 5).
 */
export const spaPackageFormSchema = formSchema(
  z.object({
    id: z.number(),
    name: z.string(),
    nameEn: z.string(),
    position: z.string(),
    imageId: z.nullable(z.number()),
    promoRibbonText: z.string(),
    promoRibbonTextEn: z.string(),
    displayedPrice: z.string(),
    ...includedMealFormFields,
    products: z.array(productFields),
  }),
  ({
    id: _id,
    position,
    displayedPrice,
    mealOn,
    includedMealDescription,
    includedRestaurantFk,
    includedMealFk,
    products,
    ...rest
  }) => ({
    ...rest,
    ...includedMealInput({ mealOn, includedMealDescription, includedRestaurantFk, includedMealFk }),
    position: numberFromText(position),
    displayedPrice: displayedPrice.trim() === '' ? null : numberFromText(displayedPrice.replace(',', '.')),
    products: products.map((p) => ({
      brpProductId: p.brpProductId,
      fromTime: p.fromTime,
      url: p.url,
      orderLimit: orderLimitOf(p.limitMode, p.orderLimit),
      parentBrpProductId: p.parentBrpProductId === '' ? null : Number(p.parentBrpProductId),
      restrictions: toRestrictionInputs(p.restrictions),
    })),
  }),
  spaPackageSave,
  (values) => [
    ...includedMealChecks(values),
    ...values.products.flatMap((p, i) => {
      const problem = orderLimitProblem(p.limitMode, p.orderLimit);
      return problem ? [{ path: `products.${i}.orderLimit`, message: problem }] : [];
    }),
  ],
);

export type SpaPackageForm = ContractForm<typeof spaPackageFormSchema>;
export type SpaPackageFormValues = z.input<typeof spaPackageFormSchema>;

/** Spec section 5's texts, and plain ones for the numbers, in the language shown. */
export const spaPackageMessages = (shown: IntlShape): FieldMessages => ({
  name: shown.formatMessage({ id: 'products.spaPackages.nameEmpty', defaultMessage: 'Name cannot be empty.' }),
  includedMealDescription: shown.formatMessage(includedMealMessages.descriptionRequired),
  position: shown.formatMessage({
    id: 'products.spaPackages.positionInvalid',
    defaultMessage: 'Position must be a whole number, 0 or more.',
  }),
  displayedPrice: shown.formatMessage({
    id: 'products.spaPackages.displayedPriceInvalid',
    defaultMessage: 'Displayed price must be a number of 0 or more, with at most 2 decimals.',
  }),
});

/** A saved product as the form holds it. */
export function productValues(product: SpaProduct): ProductValues {
  return {
    brpProductId: product.brpProductId,
    brpProductNumber: product.brpProductNumber,
    displayName: product.displayName,
    fromTime: product.fromTime,
    url: product.url,
    ...orderLimitValues(product.orderLimit),
    parentBrpProductId: product.parentBrpProductId === null ? '' : String(product.parentBrpProductId),
    restrictions: toEditableRestrictions(product.restrictions),
  };
}

/** A product picked from the spa system (spec section 9: it starts at 10:00), with no limit, parent or restrictions. */
export function newProductValues(picked: { brpProductId: number; name: string }): ProductValues {
  return {
    brpProductId: picked.brpProductId,
    brpProductNumber: '',
    displayName: picked.name,
    fromTime: DEFAULT_FROM_TIME,
    url: '',
    limitMode: 'none',
    orderLimit: '',
    parentBrpProductId: '',
    restrictions: [],
  };
}

/** A new group (id 0: spec section 3, only an id greater than 0 is an existing group), listed after the others. */
export function blankSpaPackage(position: number): SpaPackageGroup {
  return {
    id: 0,
    // Never saved: no version (0 is none any record has).
    version: 0,
    name: '',
    nameEn: '',
    position,
    imageFk: null,
    promoRibbonText: '',
    promoRibbonTextEn: '',
    includedMealDescription: '',
    includedRestaurantFk: null,
    includedMealFk: null,
    displayedPrice: null,
    products: [],
  };
}

export function spaPackageFormValues(group: SpaPackageGroup): SpaPackageFormValues {
  const { includedMealDescription, includedRestaurantFk, includedMealFk } = group;
  return {
    id: group.id,
    name: group.name,
    nameEn: group.nameEn,
    position: String(group.position),
    imageId: group.imageFk,
    promoRibbonText: group.promoRibbonText,
    promoRibbonTextEn: group.promoRibbonTextEn,
    displayedPrice: group.displayedPrice === null ? '' : String(group.displayedPrice),
    ...includedMealValues({ includedMealDescription, includedRestaurantFk, includedMealFk }),
    products: group.products.map(productValues),
  };
}

/**
 * The parents a product can have: another product of the group, but not one below it (a product whose parent
 * chain leads back to it), so parents never loop.
 */
export function parentChoices(products: readonly ProductValues[], brpProductId: number): ProductValues[] {
  const parentOf = new Map(
    products.map((p) => [p.brpProductId, p.parentBrpProductId === '' ? null : Number(p.parentBrpProductId)]),
  );
  const below = (candidate: number) => {
    const seen = new Set<number>();
    for (let at: number | null | undefined = candidate; at != null && !seen.has(at); at = parentOf.get(at)) {
      if (at === brpProductId) return true;
      seen.add(at);
    }
    return false;
  };
  return products.filter((p) => p.brpProductId !== brpProductId && !below(p.brpProductId));
}
