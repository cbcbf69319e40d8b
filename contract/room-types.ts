import { z } from 'zod/mini';
import { int } from './common.ts';
import { lineList } from './hotel-products.ts';
import { versionedFields } from './versions.ts';

export const ROOM_TYPE_IMAGE_SLOTS = 5;

export const roomTypeSchema = z.object({
  clockId: z.string(),
  position: int(),
  displayName: z.string(),
  displayNameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  detailsLeft: z.array(z.string()),
  detailsLeftEn: z.array(z.string()),
  detailsRight: z.array(z.string()),
  detailsRightEn: z.array(z.string()),
  imageIds: z.array(int()),
  imageUrls: z.array(z.string()),
  ...versionedFields,
});

/** Text fields are trimmed at the start (spec section 5). */
const leading = (max = 4000) =>
  z.pipe(
    z._default(z.string().check(z.maxLength(max)), ''),
    z.transform((v: string) => v.trimStart()),
  );

/** POST roomtype: insert or update by clockId. */
export const roomTypeInputSchema = z.object({
  clockId: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(50)),
  // None: a new record goes last, a saved one keeps its place (server/repositories/positions.ts).
  position: z._default(z.nullable(int().check(z.gte(0))), null),
  displayName: z.string().check(z.trim(), z.minLength(1, 'Display name cannot be empty.'), z.maxLength(200)),
  displayNameEn: leading(200),
  description: leading(),
  descriptionEn: leading(),
  detailsLeft: lineList,
  detailsLeftEn: lineList,
  detailsRight: lineList,
  detailsRightEn: lineList,
  imageIds: z._default(
    z
      .array(int().check(z.positive()))
      .check(z.maxLength(ROOM_TYPE_IMAGE_SLOTS, `at most ${ROOM_TYPE_IMAGE_SLOTS} images`)),
    [],
  ),
});

export type RoomType = z.infer<typeof roomTypeSchema>;
export type RoomTypeInput = z.input<typeof roomTypeInputSchema>;
