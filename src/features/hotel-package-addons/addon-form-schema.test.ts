import { describe, expect, it } from 'vitest';
import { addonFormSchema, addonValuesFromHit } from './addon-form-schema.ts';

const picked = addonValuesFromHit({ id: 'AD2005', name: 'Parkering', nameEn: 'Parking' }, 4);
const problems = (values: typeof picked) =>
  addonFormSchema
    .safeParse(values)
    .error?.issues.map((i) => i.path.join('.'))
    .sort() ?? [];

describe('the add-on form schema', () => {
  it('starts from the picked product and saves it as typed', () => {
    expect(addonFormSchema.parse(picked)).toMatchObject({
      clockId: 'AD2005',
      name: 'Parkering',
      nameEn: 'Parking',
      position: 4,
      includedMealDescription: '',
      includedRestaurantFk: null,
    });
  });

  it('needs both names, the meal description when the meal is on, and a whole position', () => {
    expect(problems({ ...picked, name: '  ', nameEn: '' })).toEqual(['name', 'nameEn']);
    expect(problems({ ...picked, mealOn: true })).toEqual(['includedMealDescription']);
    expect(problems({ ...picked, position: '1.5' })).toEqual(['position']);
    expect(problems({ ...picked, position: '' })).toEqual(['position']);
  });

  it('clears the meal when the switch is off', () => {
    const off = {
      ...picked,
      mealOn: false,
      includedMealDescription: 'Frokost',
      includedRestaurantFk: 1,
      includedMealFk: 2,
    };
    expect(addonFormSchema.parse(off)).toMatchObject({
      includedMealDescription: '',
      includedRestaurantFk: null,
      includedMealFk: null,
    });
    expect(addonFormSchema.parse({ ...off, mealOn: true })).toMatchObject({
      includedMealDescription: 'Frokost',
      includedRestaurantFk: 1,
      includedMealFk: 2,
    });
  });
});
