import { z } from 'zod';
import { int } from './common.ts';
import { restrictionSchema } from './restrictions.ts';
import { treatmentAdditionSchema } from './spa.ts';

const text = (max = 4000) => z.string().max(max).default('');
/** Description lists: one item per line, trimmed, blank lines dropped (spec section 5). */
export const lineList = z
  .array(z.string().max(500))
  .max(100)
  .default([])
  .transform((items) => items.map((item) => item.trim()).filter((item) => item !== ''));
const name = z.string().trim().min(1, 'Name cannot be empty.').max(200);

/** The included-meal switch: off means no description, and no restaurant or meal (spec section 4). */
const includedMeal = {
  includedMealDescription: text(1000),
  includedRestaurantFk: int().positive().nullable().default(null),
  includedMealFk: int().positive().nullable().default(null),
};

export const hotelPackageSchema = z.object({
  clockId: z.string(),
  name: z.string(),
  nameEn: z.string(),
  url: z.string(),
  position: int(),
  imageFk: int().nullable(),
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
  priceFrom: z.number().nullable(),
  availabilityRateId: z.string().nullable(),
  availabilityRateName: z.string().nullable(),
  minStay: int().nullable(),
  maxStay: int().nullable(),
  includedMealDescription: z.string(),
  includedRestaurantFk: int().nullable(),
  includedMealFk: int().nullable(),
});
export type HotelPackage = z.infer<typeof hotelPackageSchema>;

/** POST products/hotelPackage: insert or update by clockId. */
export const hotelPackageInputSchema = z.object({
  clockId: z.string().trim().min(1, 'is required').max(50),
  name,
  nameEn: text(200),
  url: text(500),
  position: int().min(0).default(0),
  imageFk: int().positive().nullable().default(null),
  displayOnSite: z.boolean().default(true),
  onlyWithSpecialCode: z.boolean().default(false),
  introText: text(),
  introTextEn: text(),
  footerText: text(),
  footerTextEn: text(),
  descriptionItems: lineList,
  descriptionItemsEn: lineList,
  descriptionUniqueItems: lineList,
  descriptionUniqueItemsEn: lineList,
  priceFrom: z.number().min(0).nullable().default(null),
  availabilityRateId: z.string().max(100).nullable().default(null),
  availabilityRateName: z.string().max(200).nullable().default(null),
  minStay: int().min(0).nullable().default(null),
  maxStay: int().min(0).nullable().default(null),
  ...includedMeal,
}).refine((p) => p.minStay === null || p.maxStay === null || p.minStay <= p.maxStay, { path: ['maxStay'], message: 'must not be less than minStay' });
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
  includedRestaurantFk: int().nullable(),
  includedMealFk: int().nullable(),
  restrictions: z.array(restrictionSchema),
});
export type HotelPackageAddon = z.infer<typeof hotelPackageAddonSchema>;

/** POST products/hotelPackageAddon: insert or update by clockId (restrictions are saved on their own). */
export const hotelPackageAddonInputSchema = z.object({
  clockId: z.string().trim().min(1, 'is required').max(50),
  name,
  nameEn: name,
  url: text(500),
  description: text(),
  descriptionEn: text(),
  position: int().min(0).default(0),
  unit: text(100),
  unitEn: text(100),
  ...includedMeal,
});
export type HotelPackageAddonInput = z.input<typeof hotelPackageAddonInputSchema>;

export const attachedAddonSchema = z.object({ packageId: z.string(), addonId: z.string(), addonName: z.string() });
export type AttachedAddon = z.infer<typeof attachedAddonSchema>;
export const attachAddonInputSchema = z.object({
  hotelPackageId: z.string().trim().min(1, 'is required'),
  addonId: z.string().trim().min(1, 'is required'),
});

export const rateSchema = z.object({ id: z.string(), name: z.string(), minStay: int(), maxStay: int() });
export type Rate = z.infer<typeof rateSchema>;
export const lowestPriceSchema = z.object({ clockId: z.string(), lowestPrice: z.number().nullable(), from: z.string(), to: z.string() });
export type LowestPrice = z.infer<typeof lowestPriceSchema>;

/** A picker hit: a catalogue product (clock id) or a local record (numeric id). */
export const searchHitSchema = z.object({
  id: z.union([z.string(), z.number()]),
  name: z.string(),
  nameEn: z.string().optional(),
  src: z.string().optional(),
  /** A treatment's (spa system): whether it is for two, and its addition, which a new treatment's form starts from. */
  isDual: z.boolean().optional(),
  addition: treatmentAdditionSchema.nullable().optional(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;
/**
 * Picker kinds of `search/{kind}`: images (local), and the upstream catalogues' products not configured here yet:
 * hotel packages and add-ons (hotel system), spa package products, treatments, day passes and frequent visitor
 * passes (spa system).
 */
export const SEARCH_KINDS = ['images', 'spapackages', 'hotelpackages', 'hotelpackageaddons', 'treatments', 'daypasses', 'fvps'] as const;

export type SearchKind = (typeof SEARCH_KINDS)[number];
