import { describe, expect, it } from 'vitest';
import { addonErrors, draftFromHit, POSITION_ERROR, toAddonInput } from './addon-form-state.ts';

const draft = draftFromHit({ id: 'AD2005', name: 'Parkering', nameEn: 'Parking' });

describe('the add-on form', () => {
  it('starts from the picked product and saves it as typed', () => {
    expect(addonErrors(draft)).toEqual({});
    expect(toAddonInput({ ...draft, position: '4' })).toMatchObject({ clockId: 'AD2005', name: 'Parkering', nameEn: 'Parking', position: 4, includedMealDescription: '', includedRestaurantFk: null });
  });

  it('needs both names, the meal description when the meal is on, and a whole position', () => {
    expect(addonErrors({ ...draft, name: '  ', nameEn: '' })).toEqual({ name: 'Name cannot be empty.', nameEn: 'Name cannot be empty.' });
    expect(addonErrors({ ...draft, mealOn: true })).toEqual({ includedMealDescription: 'Included meal description cannot be empty' });
    expect(addonErrors({ ...draft, position: '1.5' })).toEqual({ position: POSITION_ERROR });
    expect(addonErrors({ ...draft, position: '' })).toEqual({ position: POSITION_ERROR });
  });

  it('clears the meal when the switch is off', () => {
    const off = { ...draft, mealOn: false, includedMealDescription: 'Frokost', includedRestaurantFk: 1, includedMealFk: 2 };
    expect(toAddonInput(off)).toMatchObject({ includedMealDescription: '', includedRestaurantFk: null, includedMealFk: null });
    expect(toAddonInput({ ...off, mealOn: true })).toMatchObject({ includedMealDescription: 'Frokost', includedRestaurantFk: 1, includedMealFk: 2 });
  });
});
