import { z } from 'zod/mini';
import { hasDecimals, int } from './common.ts';
import { versionedFields } from './versions.ts';

/** Hotel metadata (spec section 3): the one hotel's listing for hotel ads, read and saved as a whole. */
export const hotelMetadataSchema = z.object({
  propertyId: z.string(),
  name: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  province: z.string(),
  postalCode: z.string(),
  countryCode: z.string(),
  latitude: z.nullable(z.number()),
  longitude: z.nullable(z.number()),
  phone: z.string(),
  category: z.string(),
  website: z.string(),
  description: z.string(),
  photoUrl: z.string(),
  photoHeight: z.nullable(int()),
  photoWidth: z.nullable(int()),
  ...versionedFields,
  /**
   * None while nothing is saved (the empty object, `EMPTY_HOTEL_METADATA`): there is no row to be based on, and
   * the first save sends no If-Match (it makes the row, version 1).
   */
  version: z.optional(versionedFields.version),
});

/** How long each text may be; the spec sets no bounds (section 5), these keep a listing's fields sane. */
export const HOTEL_METADATA_TEXT_MAX = {
  propertyId: 100,
  name: 200,
  address1: 200,
  address2: 200,
  city: 100,
  province: 100,
  postalCode: 20,
  countryCode: 10,
  phone: 50,
  category: 100,
  website: 2000,
  description: 4000,
  photoUrl: 2000,
} as const;

const text = (max: number) => z.string().check(z.trim(), z.maxLength(max, `must be at most ${max} characters`));

/**
 * A coordinate in degrees, or none. Stored as numeric(9, 6): a seventh decimal would be rounded away by the
 * database without a word, so it is refused instead (as every numeric of the contract is, `hasDecimals`).
 */
const degrees = (limit: number) =>
  z.nullable(
    z
      .number('must be a number')
      .check(
        z.gte(-limit, `must be between -${limit} and ${limit}`),
        z.lte(limit, `must be between -${limit} and ${limit}`),
        z.refine(hasDecimals(6), 'must have at most 6 decimals'),
      ),
  );

/** A photo's size in pixels, or none. */
const pixels = z.nullable(int('must be a whole number').check(z.gte(1, 'must be 1 or more')));

/** PUT hotelmetadata: the whole object, every field given (a field left out is a 400 naming it). */
export const hotelMetadataInputSchema = z.object({
  propertyId: text(HOTEL_METADATA_TEXT_MAX.propertyId),
  name: text(HOTEL_METADATA_TEXT_MAX.name),
  address1: text(HOTEL_METADATA_TEXT_MAX.address1),
  address2: text(HOTEL_METADATA_TEXT_MAX.address2),
  city: text(HOTEL_METADATA_TEXT_MAX.city),
  province: text(HOTEL_METADATA_TEXT_MAX.province),
  postalCode: text(HOTEL_METADATA_TEXT_MAX.postalCode),
  countryCode: text(HOTEL_METADATA_TEXT_MAX.countryCode),
  latitude: degrees(90),
  longitude: degrees(180),
  phone: text(HOTEL_METADATA_TEXT_MAX.phone),
  category: text(HOTEL_METADATA_TEXT_MAX.category),
  website: text(HOTEL_METADATA_TEXT_MAX.website),
  description: text(HOTEL_METADATA_TEXT_MAX.description),
  photoUrl: text(HOTEL_METADATA_TEXT_MAX.photoUrl),
  photoHeight: pixels,
  photoWidth: pixels,
});

export type HotelMetadata = z.infer<typeof hotelMetadataSchema>;

/** The metadata before anything is saved: every text empty, no numbers. */
export const EMPTY_HOTEL_METADATA: HotelMetadata = {
  propertyId: '',
  name: '',
  address1: '',
  address2: '',
  city: '',
  province: '',
  postalCode: '',
  countryCode: '',
  latitude: null,
  longitude: null,
  phone: '',
  category: '',
  website: '',
  description: '',
  photoUrl: '',
  photoHeight: null,
  photoWidth: null,
};
export type HotelMetadataInput = z.input<typeof hotelMetadataInputSchema>;
