import { describe, expect, it } from 'vitest';
import { hotelPackageInputSchema, type HotelPackage } from '../../../contract/hotel-products.ts';
import { draftOf, inputOf, linesOf } from './hotel-package-draft.ts';

const saved: HotelPackage = {
  clockId: 'HP1001',
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

describe('hotel package draft', () => {
  it('splits lines, trimming them and dropping blank ones', () => {
    expect(linesOf('  En \n\n   \nTo\r\n')).toEqual(['En', 'To']);
    expect(linesOf('')).toEqual([]);
  });

  it('starts a picked package shown on the site, without meal, rate or lists', () => {
    const draft = draftOf({ clockId: 'HP1005', name: 'Fjord', nameEn: 'Fjord EN' });
    expect(draft).toMatchObject({ clockId: 'HP1005', position: '0', displayOnSite: true, onlyWithSpecialCode: false, mealOn: false, descriptionItems: '', minStay: '' });
    expect(hotelPackageInputSchema.safeParse(inputOf(draft, null)).success).toBe(true);
  });

  it('round-trips a saved package, with the lowest price as price from', () => {
    const draft = draftOf(saved);
    expect(draft.mealOn).toBe(true);
    expect(draft.descriptionItems).toBe('Frokost\nMiddag');
    expect(inputOf(draft, 2290)).toEqual({ ...saved, priceFrom: 2290 });
    expect(inputOf(draft, null).priceFrom).toBe(2490);
  });

  it('clears the meal when the switch is off, and keeps bad numbers for the schema to refuse', () => {
    const draft = { ...draftOf(saved), mealOn: false, position: 'x', maxStay: ' ' };
    const input = inputOf(draft, undefined);
    expect(input).toMatchObject({ includedMealDescription: '', includedRestaurantFk: null, includedMealFk: null, maxStay: null });
    const parsed = hotelPackageInputSchema.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path[0])).toEqual(['position']);
  });
});
