import { describe, expect, it } from 'vitest';
import { includedMealChecks, includedMealInput, includedMealValues } from './included-meal.tsx';

describe('the included-meal switch in a form', () => {
  it('is on for a saved product with something of the meal set, off for a new one', () => {
    expect(
      includedMealValues({ includedMealDescription: '', includedRestaurantFk: 2, includedMealFk: null }),
    ).toMatchObject({ mealOn: true });
    expect(includedMealValues()).toEqual({
      mealOn: false,
      includedMealDescription: '',
      includedRestaurantFk: null,
      includedMealFk: null,
    });
  });

  it('saves the meal only while on, and then needs its description', () => {
    const meal = { mealOn: false, includedMealDescription: ' Frokost ', includedRestaurantFk: 1, includedMealFk: 2 };
    expect(includedMealInput(meal)).toEqual({
      includedMealDescription: '',
      includedRestaurantFk: null,
      includedMealFk: null,
    });
    expect(includedMealInput({ ...meal, mealOn: true })).toEqual({
      includedMealDescription: 'Frokost',
      includedRestaurantFk: 1,
      includedMealFk: 2,
    });
    expect(includedMealChecks(meal)).toEqual([]);
    expect(includedMealChecks({ ...meal, mealOn: true, includedMealDescription: '  ' })).toEqual([
      { path: 'includedMealDescription', message: 'Included meal description cannot be empty' },
    ]);
  });
});
