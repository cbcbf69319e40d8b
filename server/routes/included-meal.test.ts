import { describe, expect, it } from 'vitest';
import type { HotelPackage, HotelPackageAddon } from '../../contract/hotel-products.ts';
import type { RestaurantMeals } from '../../contract/restaurants.ts';
import { useTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';

describe.each(testDatabases())('included meals on $name', ({ open }) => {
  const t = useTestApp(open);

  const mealType = async (restaurantId: number, name: string) => {
    const meals = (await t.call({ method: 'GET', url: '/api/restaurant/v2/meals' })).json<RestaurantMeals[]>();
    const meal = meals.find((m) => m.restaurantId === restaurantId)?.meals.find((m) => m.name === name);
    if (!meal) throw new Error(`no ${name} at ${restaurantId}`);
    return meal;
  };

  it('names each restaurant meal and its meal type, the same type at both restaurants', async () => {
    const [brasserietDinner, moriDinner] = [await mealType(1, 'Dinner'), await mealType(2, 'Dinner')];
    expect(moriDinner.mealTypeId).toBe(brasserietDinner.mealTypeId);
    expect(moriDinner.mealId).not.toBe(brasserietDinner.mealId);
  });

  it('saves a package and an add-on whose meal is dinner at mori, and refuses a meal type mori does not serve', async () => {
    const dinner = (await mealType(2, 'Dinner')).mealTypeId;
    const meal = { includedMealDescription: 'Femretters i Mori', includedRestaurantFk: 2, includedMealFk: dinner };
    const saved = await t.call({
      method: 'POST',
      url: '/api/products/hotelPackage',
      payload: { clockId: 'HP-MORI', name: 'Mori-pakke', ...meal },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(
      (await t.call({ method: 'GET', url: '/api/products/hotelPackage/HP-MORI' })).json<HotelPackage>(),
    ).toMatchObject(meal);
    const addon = await t.call({
      method: 'POST',
      url: '/api/products/hotelPackageAddon',
      payload: { clockId: 'AD-MORI', name: 'Mori', nameEn: 'Mori', ...meal },
    });
    expect(addon.statusCode, addon.body).toBe(200);
    expect(
      (await t.call({ method: 'GET', url: '/api/products/hotelPackageAddon/AD-MORI' })).json<HotelPackageAddon>(),
    ).toMatchObject(meal);

    for (const url of ['/api/products/hotelPackage', '/api/products/hotelPackageAddon']) {
      const refused = await t.call({
        method: 'POST',
        url,
        payload: { clockId: 'X-BAD', name: 'Bad', nameEn: 'Bad', ...meal, includedMealFk: 99 },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toContain('body.includedMealFk');
      const unknown = await t.call({
        method: 'POST',
        url,
        payload: { clockId: 'X-BAD', name: 'Bad', nameEn: 'Bad', ...meal, includedRestaurantFk: 99 },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json<{ message: string }>().message).toContain('body.includedRestaurantFk');
    }
  });
});
