import { describe, expect, it } from 'vitest';
import { EMPTY_HOTEL_METADATA } from '../../../contract/hotel-metadata.ts';
import { metadataAsText, metadataFormSchema, numberOrNull } from './hotel-metadata-form.ts';

describe('hotel metadata form', () => {
  it('reads a number as typed: empty is none, a decimal point or comma, anything else refused', () => {
    expect(numberOrNull('')).toBeNull();
    expect(numberOrNull('  ')).toBeNull();
    expect(numberOrNull(' 59.9139 ')).toBe(59.9139);
    expect(numberOrNull('59,9139')).toBe(59.9139);
    expect(numberOrNull('-0.5')).toBe(-0.5);
    expect(numberOrNull('.5')).toBe(0.5);
    for (const typed of ['abc', '1e3', '0x10', '12.5.1', '5,5,5', '--1']) expect(numberOrNull(typed)).toBeNaN();
  });

  it('turns the text of every field into the contract input, refusing what the server would', () => {
    const text = metadataAsText({ ...EMPTY_HOTEL_METADATA, name: 'Fjordhotellet', latitude: 61.208, photoHeight: 800 });
    expect(text).toMatchObject({
      name: 'Fjordhotellet',
      latitude: '61.208',
      longitude: '',
      photoHeight: '800',
      photoWidth: '',
    });
    expect(metadataFormSchema.parse({ ...text, latitude: '59,9139', photoWidth: '' })).toMatchObject({
      latitude: 59.9139,
      photoHeight: 800,
      photoWidth: null,
    });
    const refused = (change: Partial<typeof text>) =>
      metadataFormSchema.safeParse({ ...text, ...change }).error?.issues.map((i) => i.path.join('.'));
    expect(refused({ photoHeight: '12.5' })).toEqual(['photoHeight']);
    expect(refused({ photoWidth: 'abc' })).toEqual(['photoWidth']);
    expect(refused({ latitude: '91' })).toEqual(['latitude']);
    expect(refused({ longitude: '10.1234567' })).toEqual(['longitude']);
    expect(refused({ postalCode: '1'.repeat(21) })).toEqual(['postalCode']);
  });
});
