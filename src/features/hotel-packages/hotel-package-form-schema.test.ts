import { describe, expect, it } from 'vitest';
import type { HotelPackage } from '../../../contract/hotel-products.ts';
import { hotelPackageFormSchema, hotelPackageFormValues } from './hotel-package-form-schema.ts';

const saved: HotelPackage = {
  clockId: 'HP1001',
  version: 1,
  name: 'Romantisk weekend',
  nameEn: 'Romantic weekend',
  url: 'romantisk',
  position: 1,
  imageFk: 3,
  displayOnSite: true,
  onlyWithSpecialCode: false,
  introText: '',
  introTextEn: '',
  footerText: '',
  footerTextEn: '',
  descriptionItems: ['Frokost', 'Middag'],
  descriptionItemsEn: [],
  descriptionUniqueItems: [],
  descriptionUniqueItemsEn: [],
  priceFrom: 2490,
  availabilityRateId: 'R-WKND',
  availabilityRateName: 'Weekend',
  minStay: 2,
  maxStay: null,
  includedMealDescription: 'Middag',
  includedRestaurantFk: 1,
  includedMealFk: 3,
};

const issues = (values: unknown) =>
  hotelPackageFormSchema.safeParse(values).error?.issues.map((i) => [i.path[0], i.message]);

describe('hotel package form schema', () => {
  it('takes description lists one item per line, trimmed, blank lines dropped', () => {
    const parsed = hotelPackageFormSchema.parse({
      ...hotelPackageFormValues(saved),
      descriptionItems: '  En \n\n   \nTo\r\n',
      descriptionItemsEn: '',
    });
    expect(parsed.descriptionItems).toEqual(['En', 'To']);
    expect(parsed.descriptionItemsEn).toEqual([]);
  });

  it('starts a picked package shown on the site, after the others, without meal, rate or lists', () => {
    const values = hotelPackageFormValues({ clockId: 'HP1005', name: 'Fjord', nameEn: 'Fjord EN', position: 5 });
    expect(values).toMatchObject({
      clockId: 'HP1005',
      position: '5',
      displayOnSite: true,
      onlyWithSpecialCode: false,
      mealOn: false,
      descriptionItems: '',
      minStay: '',
    });
    expect(hotelPackageFormSchema.safeParse(values).success).toBe(true);
    // A position left empty is none: the server puts a new package after the others.
    expect(hotelPackageFormSchema.parse({ ...values, position: ' ' }).position).toBeNull();
  });

  it('round-trips a saved package', () => {
    const values = hotelPackageFormValues(saved);
    expect(values.mealOn).toBe(true);
    expect(values.descriptionItems).toBe('Frokost\nMiddag');
    // The package's fields; its version goes with the save itself (If-Match), not in the form.
    const { version: _version, ...fields } = saved;
    expect(hotelPackageFormSchema.parse(values)).toEqual(fields);
  });

  it('clears the meal when the switch is off, and refuses what is not a number', () => {
    const off = hotelPackageFormSchema.parse({ ...hotelPackageFormValues(saved), mealOn: false, maxStay: ' ' });
    expect(off).toMatchObject({
      includedMealDescription: '',
      includedRestaurantFk: null,
      includedMealFk: null,
      maxStay: null,
    });
    expect(issues({ ...hotelPackageFormValues(saved), position: 'x' })?.map(([path]) => path)).toEqual(['position']);
  });

  it('says the spec texts for an empty name and an empty included meal, together', () => {
    expect(issues({ ...hotelPackageFormValues(saved), name: '  ', includedMealDescription: ' ' })).toEqual([
      ['includedMealDescription', 'Included meal description cannot be empty'],
      ['name', 'Name cannot be empty.'],
    ]);
  });
});

describe('hotel package form, all errors at once', () => {
  it('says the stays in the wrong order while the position is not a number', () => {
    const values = { ...hotelPackageFormValues(saved), position: 'abc', minStay: '5', maxStay: '2' };
    expect(issues(values)).toEqual([
      ['position', 'must be a number'],
      ['maxStay', 'must not be less than minStay'],
    ]);
  });
});
