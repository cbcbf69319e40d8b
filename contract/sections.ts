import { z } from 'zod/mini';
import { IMAGE_SOURCE_MESSAGE, int, isImageSource, optionalText } from './common.ts';
import { versionedFields } from './versions.ts';

/** Font of a section's title or description (spec section 3): Default=0, Playfair=1, OpenSans=2. */
export const SECTION_FONTS = [
  { value: 0, label: 'Default' },
  { value: 1, label: 'Playfair' },
  { value: 2, label: 'OpenSans' },
] as const;
export const sectionFontSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  error: 'must be 0 (Default), 1 (Playfair) or 2 (OpenSans)',
});

/** A font size in px at one breakpoint (spec section 9: large over 1400px, medium over 650px, small under 650px); none means the checkout's own. */
const fontSize = () => z.nullable(int().check(z.gte(1, 'must be 1 or more'), z.lte(400, 'must be 400 or less')));

/** Hero section of the guest checkout (spec section 3). */
export const sectionSchema = z.object({
  id: int(),
  name: z.string(),
  src: z.string(),
  title: z.string(),
  titleEn: z.string(),
  titleFont: sectionFontSchema,
  titleFontSize: fontSize(),
  titleFontSizeMedium: fontSize(),
  titleFontSizeSmall: fontSize(),
  description: z.string(),
  descriptionEn: z.string(),
  descriptionFont: sectionFontSchema,
  descriptionFontSize: fontSize(),
  descriptionFontSizeMedium: fontSize(),
  descriptionFontSizeSmall: fontSize(),
  ...versionedFields,
});

/**
 * PUT sections/{id}: everything but the id and the name, which are the checkout's (sections are neither added nor
 * deleted here, and the name is read-only: a name sent along is ignored).
 */
export const sectionInputSchema = z.object({
  src: z._default(z.string().check(z.maxLength(2000), z.refine(isImageSource, IMAGE_SOURCE_MESSAGE)), ''),
  title: optionalText(500),
  titleEn: optionalText(500),
  titleFont: z._default(sectionFontSchema, 0),
  titleFontSize: z._default(fontSize(), null),
  titleFontSizeMedium: z._default(fontSize(), null),
  titleFontSizeSmall: z._default(fontSize(), null),
  description: optionalText(4000),
  descriptionEn: optionalText(4000),
  descriptionFont: z._default(sectionFontSchema, 0),
  descriptionFontSize: z._default(fontSize(), null),
  descriptionFontSizeMedium: z._default(fontSize(), null),
  descriptionFontSizeSmall: z._default(fontSize(), null),
});

export type Section = z.infer<typeof sectionSchema>;
export type SectionInput = z.input<typeof sectionInputSchema>;
export type SectionFont = z.infer<typeof sectionFontSchema>;
