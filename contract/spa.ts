import { z } from 'zod/mini';
import { hasDecimals, int } from './common.ts';
import { restrictionListSchema, restrictionSchema } from './restrictions.ts';
import { versionedFields } from './versions.ts';

/**
 * Spa products (spec sections 2, 3, 5, 7, 9): spa package groups with their products and included services,
 * treatments, day passes and frequent visitor passes. The products come from the spa system (BRP), by
 * brpProductId; this console configures how the checkout shows and sells them.
 */

const text = (max = 4000) => z._default(z.string().check(z.maxLength(max)), '');
const name = z.string().check(z.trim(), z.minLength(1, 'Name cannot be empty.'), z.maxLength(200));
const imageFk = z._default(z.nullable(int().check(z.positive())), null);
const brpProductId = int().check(z.positive());

/** What a configured spa-system product shows (treatments, day passes, frequent visitor passes): its ids and texts. */
const brpProductFields = {
  brpProductId: int(),
  brpProductNumber: z.string(),
  displayName: z.string(),
  displayNameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
};
/** What a save of one of them takes of those (the product number comes from the spa system). */
const brpProductInputFields = {
  brpProductId,
  displayName: name,
  displayNameEn: text(200),
  description: text(),
  descriptionEn: text(),
};

/** 'HH:mm', 00:00 to 23:59. */
export const hhmm = z.string().check(z.regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'must be a time written HH:mm'));

/** Spec section 9: the start times a spa product offers; new products start at 10:00. A day pass defaults to 10:00. */
export const SPA_START_TIMES = ['08:00', '10:00', '11:00', '17:00', '19:00'] as const;
export const DEFAULT_FROM_TIME = '10:00';

/** Spec section 9: order limit -1 = ordering disabled, 0 = no limit, 1 or more = a set limit. */
export const ORDER_LIMIT_DISABLED = -1;
export const ORDER_LIMIT_NONE = 0;

// ---------------------------------------------------------------------------------------------------------------
// Spa package groups and their products

export const spaProductSchema = z.object({
  brpProductId: int(),
  brpProductNumber: z.string(),
  displayName: z.string(),
  fromTime: z.string(),
  productGroupFk: int(),
  url: z.string(),
  orderLimit: int(),
  parentBrpProductId: z.nullable(int()),
  restrictions: z.array(restrictionSchema),
  ...versionedFields,
});
export type SpaProduct = z.infer<typeof spaProductSchema>;

export const spaPackageGroupSchema = z.object({
  id: int(),
  name: z.string(),
  nameEn: z.string(),
  position: int(),
  imageFk: z.nullable(int()),
  promoRibbonText: z.string(),
  promoRibbonTextEn: z.string(),
  includedMealDescription: z.string(),
  includedRestaurantFk: z.nullable(int()),
  includedMealFk: z.nullable(int()),
  displayedPrice: z.nullable(z.number()),
  products: z.array(spaProductSchema),
  ...versionedFields,
});
export type SpaPackageGroup = z.infer<typeof spaPackageGroupSchema>;

/** POST groups (new) and PUT groups/{id}: the group's own fields (its products are saved one by one). */
export const spaPackageGroupInputSchema = z.object({
  name,
  nameEn: text(200),
  // None: a new record goes last, a saved one keeps its place (server/repositories/positions.ts).
  position: z._default(z.nullable(int().check(z.gte(0))), null),
  /** The group's image (spec: imageFk, sent as imageId). */
  imageId: imageFk,
  promoRibbonText: text(200),
  promoRibbonTextEn: text(200),
  includedMealDescription: text(1000),
  includedRestaurantFk: z._default(z.nullable(int().check(z.positive())), null),
  includedMealFk: z._default(z.nullable(int().check(z.positive())), null),
  displayedPrice: z._default(
    z.nullable(z.number().check(z.gte(0), z.lte(10_000_000), z.refine(hasDecimals(2), 'has more than 2 decimals'))),
    null,
  ),
});
export type SpaPackageGroupInput = z.input<typeof spaPackageGroupInputSchema>;

/** POST products/spaPackage: insert or update a spa product by brpProductId, with its restrictions (spec section 7). */
export const spaProductInputSchema = z.object({
  brpProductId,
  productGroupFk: int().check(z.positive()),
  fromTime: z._default(hhmm, DEFAULT_FROM_TIME),
  url: text(500),
  restrictions: z._default(restrictionListSchema, []),
  orderLimit: z._default(
    int().check(z.gte(ORDER_LIMIT_DISABLED, 'must be -1 (ordering disabled), 0 (no limit) or a limit of 1 or more')),
    ORDER_LIMIT_NONE,
  ),
  parentBrpProductId: z._default(z.nullable(int().check(z.positive())), null),
});
export type SpaProductInput = z.input<typeof spaProductInputSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Included services of a group

export const includedServiceSchema = z.object({
  id: int(),
  productGroupFk: int(),
  title: z.string(),
  titleEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  position: int(),
  ...versionedFields,
});
export type IncludedService = z.infer<typeof includedServiceSchema>;

/** POST groups/included-services: insert (no id, or 0) or update (id). A new one without a position goes last. */
export const includedServiceInputSchema = z.object({
  id: z._default(int().check(z.gte(0)), 0),
  productGroupFk: int().check(z.positive()),
  title: z.string().check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(200)),
  titleEn: text(200),
  description: text(),
  descriptionEn: text(),
  position: z._default(z.nullable(int().check(z.gte(0))), null),
});
export type IncludedServiceInput = z.input<typeof includedServiceInputSchema>;

/** POST groups/included-services/position: the new positions (moving one up or down swaps it with its neighbour). */
export const includedServicePositionsSchema = z
  .array(z.object({ id: int().check(z.positive()), position: int().check(z.gte(0)) }))
  .check(z.minLength(1), z.maxLength(500));

/** POST groups/included-services/copy: the source group's services appended to the destination's. */
export const includedServiceCopySchema = z
  .object({ sourceId: int().check(z.positive()), destinationId: int().check(z.positive()) })
  .check(
    z.refine((c) => c.sourceId !== c.destinationId, { path: ['destinationId'], message: 'must differ from sourceId' }),
  );

// ---------------------------------------------------------------------------------------------------------------
// Treatments

export const treatmentAdditionSchema = z.object({
  additionProductId: int(),
  displayName: z.string(),
  displayNameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  brpName: z.string(),
});
export type TreatmentAddition = z.infer<typeof treatmentAdditionSchema>;

export const treatmentSchema = z.object({
  ...brpProductFields,
  imageFk: z.nullable(int()),
  imageSrc: z.nullable(z.string()),
  isDual: z.boolean(),
  avoidEmptyTimeSlots: z.boolean(),
  addition: z.nullable(treatmentAdditionSchema),
  ...versionedFields,
});
export type Treatment = z.infer<typeof treatmentSchema>;

/** POST treatments: insert or update by brpProductId (the product number and addition id come from the spa system). */
export const treatmentInputSchema = z.object({
  ...brpProductInputFields,
  imageFk,
  isDual: z._default(z.boolean(), false),
  avoidEmptyTimeSlots: z._default(z.boolean(), false),
  addition: z._default(
    z.nullable(
      z.object({
        additionProductId: int().check(z.positive()),
        displayName: text(200),
        displayNameEn: text(200),
        description: text(),
        descriptionEn: text(),
        brpName: text(200),
      }),
    ),
    null,
  ),
});
export type TreatmentInput = z.input<typeof treatmentInputSchema>;

/**
 * `{id}` of GET and DELETE treatments/{id}: the brp product id as written in the URL. Any text is taken: one that is
 * not a whole number finds nothing (404, spec section 5), as an unknown one does.
 */
export const treatmentIdParamSchema = z.object({ id: z.string().check(z.maxLength(100)) });

// ---------------------------------------------------------------------------------------------------------------
// Day passes and frequent visitor passes

export const dayPassIncludedServiceSchema = z.object({ title: z.string(), titleEn: z.string() });

/** A frequent visitor pass: the fields every configured spa-system product of the passes carries. */
export const frequentVisitorPassSchema = z.object({
  ...brpProductFields,
  url: z.string(),
  imageFk: z.nullable(int()),
  ...versionedFields,
});
export type FrequentVisitorPass = z.infer<typeof frequentVisitorPassSchema>;

/** POST products/fvp: insert or update by brpProductId. */
export const frequentVisitorPassInputSchema = z.object({
  ...brpProductInputFields,
  url: text(500),
  imageFk,
});
export type FrequentVisitorPassInput = z.input<typeof frequentVisitorPassInputSchema>;

/** A day pass: a pass with a start time, restrictions and included services. */
export const dayPassSchema = z.extend(frequentVisitorPassSchema, {
  fromTime: z.string(),
  restrictions: z.array(restrictionSchema),
  includedServices: z.array(dayPassIncludedServiceSchema),
});
export type DayPass = z.infer<typeof dayPassSchema>;

/** POST products/daypass: insert or update by brpProductId, with its restrictions and included services in order. */
export const dayPassInputSchema = z.extend(frequentVisitorPassInputSchema, {
  fromTime: z._default(hhmm, DEFAULT_FROM_TIME),
  restrictions: z._default(restrictionListSchema, []),
  includedServices: z._default(
    z
      .array(
        z.object({
          title: z.string().check(z.trim(), z.minLength(1, 'Title is required'), z.maxLength(200)),
          titleEn: text(200),
        }),
      )
      .check(z.maxLength(50)),
    [],
  ),
});
export type DayPassInput = z.input<typeof dayPassInputSchema>;

/** What a deleted brp product's route answers. */
export const deletedBrpProductSchema = z.object({ brpProductId: int() });
