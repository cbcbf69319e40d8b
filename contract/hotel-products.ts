import { z } from 'zod/mini';
import { int, onceValid } from './common.ts';
import { restrictionSchema } from './restrictions.ts';
import { treatmentAdditionSchema } from './spa.ts';
import { versionedFields } from './versions.ts';

const text = (max = 4000) => z._default(z.string().check(z.maxLength(max)), '');
/** Description lists: one item per line, trimmed, blank lines dropped (spec section 5). */
export const lineList = z.pipe(
  z._default(z.array(z.string().check(z.maxLength(500))).check(z.maxLength(100)), []),
  z.transform((items: string[]) => items.map((item) => item.trim()).filter((item) => item !== '')),
);
const name = z.string().check(z.trim(), z.minLength(1, 'Name cannot be empty.'), z.maxLength(200));

/** The included-meal switch: off means no description, and no restaurant or meal (spec section 4). */
const includedMeal = {
  includedMealDescription: text(1000),
  includedRestaurantFk: z._default(z.nullable(int().check(z.positive())), null),
  includedMealFk: z._default(z.nullable(int().check(z.positive())), null),
};

export const hotelPackageSchema = z.object({
  clockId: z.string(),
  name: z.string(),
  nameEn: z.string(),
  url: z.string(),
  position: int(),
  imageFk: z.nullable(int()),
  displayOnSite: z.boolean(),
  onlyWithSpecialCode: z.boolean(),
  introText: z.string(),
  introTextEn: z.string(),
  footerText: z.string(),
  footerTextEn: z.string(),
  descriptionItems: z.array(z.string()),
  descriptionItemsEn: z.array(z.string()),
  descriptionUniqueItems: z.array(z.string()),
  descriptionUniqueItemsEn: z.array(z.string()),
  priceFrom: z.nullable(z.number()),
  availabilityRateId: z.nullable(z.string()),
  availabilityRateName: z.nullable(z.string()),
  minStay: z.nullable(int()),
  maxStay: z.nullable(int()),
  includedMealDescription: z.string(),
  includedRestaurantFk: z.nullable(int()),
  includedMealFk: z.nullable(int()),
  ...versionedFields,
});
export type HotelPackage = z.infer<typeof hotelPackageSchema>;

/** POST products/hotelPackage: insert or update by clockId. */
export const hotelPackageInputSchema = z
  .object({
    clockId: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(50)),
    name,
    nameEn: text(200),
    url: text(500),
    // None: a new record goes last, a saved one keeps its place (server/repositories/positions.ts).
    position: z._default(z.nullable(int().check(z.gte(0))), null),
    imageFk: z._default(z.nullable(int().check(z.positive())), null),
    displayOnSite: z._default(z.boolean(), true),
    onlyWithSpecialCode: z._default(z.boolean(), false),
    introText: text(),
    introTextEn: text(),
    footerText: text(),
    footerTextEn: text(),
    descriptionItems: lineList,
    descriptionItemsEn: lineList,
    descriptionUniqueItems: lineList,
    descriptionUniqueItemsEn: lineList,
    priceFrom: z._default(z.nullable(z.number().check(z.gte(0))), null),
    availabilityRateId: z._default(z.nullable(z.string().check(z.maxLength(100))), null),
    availabilityRateName: z._default(z.nullable(z.string().check(z.maxLength(200))), null),
    minStay: z._default(z.nullable(int().check(z.gte(0))), null),
    maxStay: z._default(z.nullable(int().check(z.gte(0))), null),
    ...includedMeal,
  })
  .check(
    z.refine((p) => p.minStay === null || p.maxStay === null || p.minStay <= p.maxStay, {
      path: ['maxStay'],
      when: onceValid('minStay', 'maxStay'),
      message: 'must not be less than minStay',
    }),
  );
export type HotelPackageInput = z.input<typeof hotelPackageInputSchema>;

export const hotelPackageAddonSchema = z.object({
  clockId: z.string(),
  name: z.string(),
  nameEn: z.string(),
  url: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  position: int(),
  unit: z.string(),
  unitEn: z.string(),
  includedMealDescription: z.string(),
  includedRestaurantFk: z.nullable(int()),
  includedMealFk: z.nullable(int()),
  restrictions: z.array(restrictionSchema),
  ...versionedFields,
});
export type HotelPackageAddon = z.infer<typeof hotelPackageAddonSchema>;

/** POST products/hotelPackageAddon: insert or update by clockId (restrictions are saved on their own). */
export const hotelPackageAddonInputSchema = z.object({
  clockId: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(50)),
  name,
  nameEn: name,
  url: text(500),
  description: text(),
  descriptionEn: text(),
  // None: a new record goes last, a saved one keeps its place (server/repositories/positions.ts).
  position: z._default(z.nullable(int().check(z.gte(0))), null),
  unit: text(100),
  unitEn: text(100),
  ...includedMeal,
});
export type HotelPackageAddonInput = z.input<typeof hotelPackageAddonInputSchema>;

export const attachedAddonSchema = z.object({ packageId: z.string(), addonId: z.string(), addonName: z.string() });
export type AttachedAddon = z.infer<typeof attachedAddonSchema>;
export const attachAddonInputSchema = z.object({
  hotelPackageId: z.string().check(z.trim(), z.minLength(1, 'is required')),
  addonId: z.string().check(z.trim(), z.minLength(1, 'is required')),
});

export const rateSchema = z.object({ id: z.string(), name: z.string(), minStay: int(), maxStay: int() });
export type Rate = z.infer<typeof rateSchema>;
export const lowestPriceSchema = z.object({
  clockId: z.string(),
  lowestPrice: z.nullable(z.number()),
  from: z.string(),
  to: z.string(),
});
export type LowestPrice = z.infer<typeof lowestPriceSchema>;

/** A picker hit: a catalogue product (clock id) or a local record (numeric id). */
export const searchHitSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  nameEn: z.optional(z.string()),
  src: z.optional(z.string()),
  /** A treatment's (spa system): whether it is for two, and its addition, which a new treatment's form starts from. */
  isDual: z.optional(z.boolean()),
  addition: z.optional(z.nullable(treatmentAdditionSchema)),
});
export type SearchHit = z.infer<typeof searchHitSchema>;
/**
 * Picker kinds of `search/{kind}`: images (local), and the upstream catalogues' products not configured here yet:
 * hotel packages and add-ons (hotel system), spa package products, treatments, day passes and frequent visitor
 * passes (spa system).
 */
export const SEARCH_KINDS = [
  'images',
  'spapackages',
  'hotelpackages',
  'hotelpackageaddons',
  'treatments',
  'daypasses',
  'fvps',
] as const;

export type SearchKind = (typeof SEARCH_KINDS)[number];
