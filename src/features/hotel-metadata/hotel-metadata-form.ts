import { z } from 'zod/mini';
import { FIELD_LABELS as L } from '../../../contract/history-fields.ts';
import {
  HOTEL_METADATA_TEXT_MAX,
  hotelMetadataInputSchema,
  hotelMetadataSchema,
  type HotelMetadata,
} from '../../../contract/hotel-metadata.ts';
import { defineMessages, type IntlShape, type MessageDescriptor } from '../../i18n/intl.ts';
import { formSchema } from '../../ui/form/form-schema.ts';

/** A field a person edits (not the record's version stamps). */
export type MetadataKey = Exclude<keyof HotelMetadata, 'version' | 'updatedBy' | 'updatedAt'>;

/**
 * One row of the editor: a field of the metadata, how it is typed and named (by the change log's one table,
 * contract/history-fields.ts, so that the editor, its History and the Activity name each field alike).
 */
export interface MetadataField {
  key: MetadataKey;
  label: MessageDescriptor;
  /** Spec section 5: latitude and longitude decimals, photo sizes whole numbers, the rest text. */
  kind: 'text' | 'number';
  multiline?: boolean;
}

/** "Edit Latitude": a row's Edit button (for assistive technology) and the row it opens. */
export const EDIT_FIELD: MessageDescriptor = defineMessages({
  editField: { id: 'content.hotelMetadata.editField', defaultMessage: 'Edit {label}' },
}).editField;

/** The rows, in the order of spec section 3. */
export const metadataFields: readonly MetadataField[] = [
  { key: 'propertyId', label: L.propertyId, kind: 'text' },
  { key: 'name', label: L.name, kind: 'text' },
  { key: 'address1', label: L.address1, kind: 'text' },
  { key: 'address2', label: L.address2, kind: 'text' },
  { key: 'city', label: L.city, kind: 'text' },
  { key: 'province', label: L.province, kind: 'text' },
  { key: 'postalCode', label: L.postalCode, kind: 'text' },
  { key: 'countryCode', label: L.countryCode, kind: 'text' },
  { key: 'latitude', label: L.latitude, kind: 'number' },
  { key: 'longitude', label: L.longitude, kind: 'number' },
  { key: 'phone', label: L.phone, kind: 'text' },
  { key: 'category', label: L.category, kind: 'text' },
  { key: 'website', label: L.website, kind: 'text' },
  { key: 'description', label: L.description, kind: 'text', multiline: true },
  { key: 'photoUrl', label: L.photoUrl, kind: 'text' },
  { key: 'photoHeight', label: L.photoHeight, kind: 'number' },
  { key: 'photoWidth', label: L.photoWidth, kind: 'number' },
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

/** A field's problem in words for the person, in the language shown; a text can only be too long. */
export function metadataMessages(intl: IntlShape): Readonly<Record<string, string>> {
  const pixels = (label: MessageDescriptor) =>
    intl.formatMessage(
      { id: 'content.hotelMetadata.pixels', defaultMessage: '{label} must be a whole number, 1 or more, or empty' },
      { label: intl.formatMessage(label) },
    );
  const degrees = (label: MessageDescriptor, limit: number) =>
    intl.formatMessage(
      {
        id: 'content.hotelMetadata.degrees',
        defaultMessage: '{label} must be a decimal number from -{limit} to {limit} with at most 6 decimals, or empty',
      },
      { label: intl.formatMessage(label), limit },
    );
  return {
    ...Object.fromEntries(
      metadataFields.flatMap((f) => {
        const max = (HOTEL_METADATA_TEXT_MAX as Partial<Record<MetadataKey, number>>)[f.key];
        return max === undefined
          ? []
          : [
              [
                f.key,
                intl.formatMessage(
                  { id: 'content.hotelMetadata.tooLong', defaultMessage: '{label} must be at most {max} characters' },
                  { label: intl.formatMessage(f.label), max },
                ),
              ],
            ];
      }),
    ),
    latitude: degrees(L.latitude, 90),
    longitude: degrees(L.longitude, 180),
    photoHeight: pixels(L.photoHeight),
    photoWidth: pixels(L.photoWidth),
  };
}
