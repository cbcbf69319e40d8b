import { z } from 'zod/mini';
import {
  HOTEL_METADATA_TEXT_MAX,
  hotelMetadataInputSchema,
  hotelMetadataSchema,
  type HotelMetadata,
} from '../../../contract/hotel-metadata.ts';
import { formSchema } from '../../ui/form/form-schema.ts';

/** A field a person edits (not the record's version stamps). */
export type MetadataKey = Exclude<keyof HotelMetadata, 'version' | 'updatedBy' | 'updatedAt'>;

/** One row of the editor: a field of the metadata, how it is typed and named. */
export interface MetadataField {
  key: MetadataKey;
  label: string;
  /** Spec section 5: latitude and longitude decimals, photo sizes whole numbers, the rest text. */
  kind: 'text' | 'number';
  multiline?: boolean;
}

/** The rows, in the order of spec section 3. */
export const metadataFields: readonly MetadataField[] = [
  { key: 'propertyId', label: 'Property ID', kind: 'text' },
  { key: 'name', label: 'Name', kind: 'text' },
  { key: 'address1', label: 'Address 1', kind: 'text' },
  { key: 'address2', label: 'Address 2', kind: 'text' },
  { key: 'city', label: 'City', kind: 'text' },
  { key: 'province', label: 'Province', kind: 'text' },
  { key: 'postalCode', label: 'Postal code', kind: 'text' },
  { key: 'countryCode', label: 'Country code', kind: 'text' },
  { key: 'latitude', label: 'Latitude', kind: 'number' },
  { key: 'longitude', label: 'Longitude', kind: 'number' },
  { key: 'phone', label: 'Phone', kind: 'text' },
  { key: 'category', label: 'Category', kind: 'text' },
  { key: 'website', label: 'Website', kind: 'text' },
  { key: 'description', label: 'Description', kind: 'text', multiline: true },
  { key: 'photoUrl', label: 'Photo URL', kind: 'text' },
  { key: 'photoHeight', label: 'Photo height', kind: 'number' },
  { key: 'photoWidth', label: 'Photo width', kind: 'number' },
];

/**
 * A number as typed: empty is none (null); digits with one decimal point (or comma) are the number; anything else
 * (letters, '1e3', '0x10') stays NaN for the contract to refuse. Whether it must be whole is the contract's rule.
 */
export function numberOrNull(text: string): number | null {
  const typed = text.trim();
  if (typed === '') return null;
  return /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/.test(typed) ? Number(typed.replace(',', '.')) : Number.NaN;
}

/** The whole object as the form holds it: every value as the text typed. */
const metadataFieldsSchema = z.omit(hotelMetadataSchema, { version: true, updatedBy: true, updatedAt: true });

export const metadataFormSchema = formSchema(
  z.record(z.keyof(metadataFieldsSchema), z.string()),
  (text) => ({
    ...text,
    latitude: numberOrNull(text.latitude),
    longitude: numberOrNull(text.longitude),
    photoHeight: numberOrNull(text.photoHeight),
    photoWidth: numberOrNull(text.photoWidth),
  }),
  hotelMetadataInputSchema,
);

/** The form's text of the stored values: a number as written, none as ''. */
export function metadataAsText(metadata: HotelMetadata): z.input<typeof metadataFormSchema> {
  const { version: _version, updatedBy: _updatedBy, updatedAt: _updatedAt, ...fields } = metadata;
  const entries = Object.entries(fields).map(([key, value]) => [key, value === null ? '' : String(value)]);
  return Object.fromEntries(entries) as z.input<typeof metadataFormSchema>;
}

const pixels = (label: string) => `${label} must be a whole number, 1 or more, or empty`;
const degrees = (label: string, limit: number) =>
  `${label} must be a decimal number from -${limit} to ${limit} with at most 6 decimals, or empty`;

/** A field's problem in words for the person; a text can only be too long. */
export const metadataMessages: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    metadataFields.flatMap((f) => {
      const max = (HOTEL_METADATA_TEXT_MAX as Partial<Record<MetadataKey, number>>)[f.key];
      return max === undefined ? [] : [[f.key, `${f.label} must be at most ${max} characters`]];
    }),
  ),
  latitude: degrees('Latitude', 90),
  longitude: degrees('Longitude', 180),
  photoHeight: pixels('Photo height'),
  photoWidth: pixels('Photo width'),
};
