import { z } from 'zod/mini';
import { IMAGE_SOURCE_MESSAGE, int, isImageSource, optionalText, requiredText } from './common.ts';
import { versionedFields } from './versions.ts';

export const imageSchema = z.object({
  id: int(),
  name: z.string(),
  nameEn: z.string(),
  alt: z.string(),
  altEn: z.string(),
  src: z.string(),
  ...versionedFields,
});

/** Create or update body. Spec: an image needs name, src and alt. */
export const imageInputSchema = z.object({
  name: requiredText(200),
  nameEn: optionalText(200),
  alt: requiredText(500),
  altEn: optionalText(500),
  src: requiredText(2000).check(z.refine(isImageSource, IMAGE_SOURCE_MESSAGE)),
});

export type Image = z.infer<typeof imageSchema>;
export type ImageInput = z.infer<typeof imageInputSchema>;
