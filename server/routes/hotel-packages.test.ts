import { describe, expect, it } from 'vitest';
import type { AttachedAddon, HotelPackage } from '../../contract/hotel-products.ts';
import { useTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';

describe.each(testDatabases())('hotel package routes on $name', ({ open }) => {
  const t = useTestApp(open);

  it('answers one price from for a package, in the list and alone: the lowest of the next 6 weeks', async () => {
    const list = await t.get<HotelPackage[]>('products/hotelPackage');
    expect(list.length).toBeGreaterThan(1);
    for (const listed of list) {
      const one = await t.get<HotelPackage>(`products/hotelPackage/${listed.clockId}`);
      const lowest = await t.send('GET', `products/hotelPackage/${listed.clockId}/lowestPrice`);
      // The hotel system's lowest when it knows the package, else the one saved.
      const expected = lowest.statusCode === 200 ? lowest.json<{ lowestPrice: number }>().lowestPrice : one.priceFrom;
      expect([listed.clockId, listed.priceFrom]).toEqual([listed.clockId, expected]);
      expect(one.priceFrom).toBe(expected);
    }
    // The seeded HP1001 was saved with another figure: the one answered is the hotel system's.
    const saved = await t.handle.db
      .selectFrom('hotel_packages')
      .select('price_from')
      .where('clock_id', '=', 'HP1001')
      .executeTakeFirstOrThrow();
    const hp1001 = list.find((p) => p.clockId === 'HP1001');
    expect(hp1001?.priceFrom).not.toBe(saved.price_from);
  });

  it('keeps every field of a package as saved', async () => {
    const body = {
      clockId: 'HP1007',
      name: 'Bryllupsnatt',
      nameEn: 'Wedding night',
      url: 'bryllup',
      position: 7,
      imageFk: 2,
      displayOnSite: false,
      onlyWithSpecialCode: true,
      introText: 'Intro',
      introTextEn: 'Intro EN',
      footerText: 'Fot',
      footerTextEn: 'Footer',
      descriptionItems: ['En', ' To '],
      descriptionItemsEn: ['One'],
      descriptionUniqueItems: ['Unik'],
      descriptionUniqueItemsEn: ['', 'Unique'],
      priceFrom: 3990,
      availabilityRateId: 'R-WED',
      availabilityRateName: 'Wedding',
      minStay: 1,
      maxStay: 1,
      includedMealDescription: 'Frokost på sengen',
      includedRestaurantFk: 1,
      includedMealFk: 1,
    };
    const saved = await t.send('POST', 'products/hotelPackage', body);
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = {
      ...body,
      descriptionItems: ['En', 'To'],
      descriptionUniqueItemsEn: ['Unique'],
      version: 1,
      updatedBy: null,
      updatedAt: null,
    };
    expect(saved.json<HotelPackage>()).toEqual(expected);
    expect((await t.send('GET', 'products/hotelPackage/HP1007')).json<HotelPackage>()).toEqual(expected);
  });

  it('answers bad bodies with 400 naming the field', async () => {
    const cases: Array<[object, string]> = [
      [{ name: 'X' }, 'body.clockId'],
      [{ clockId: 'HP1008', name: 'X', position: -1 }, 'body.position'],
      [{ clockId: 'HP1008', name: 'X', imageFk: 0 }, 'body.imageFk'],
      [{ clockId: 'HP1008', name: 'X', descriptionItems: 'one line' }, 'body.descriptionItems'],
      [{ clockId: 'HP1008', name: 'X', displayOnSite: 'yes' }, 'body.displayOnSite'],
      [{ clockId: 'HP1008', name: 'X', minStay: 1.5 }, 'body.minStay'],
    ];
    for (const [payload, field] of cases) {
      const res = await t.send('POST', 'products/hotelPackage', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(field);
    }
    expect((await t.send('GET', 'products/hotelPackage/HP1008')).statusCode).toBe(404);
    const attach = await t.send('POST', 'products/hotelPackage/addons', { hotelPackageId: 'HP1001' });
    expect(attach.statusCode).toBe(400);
    expect(attach.json<{ message: string }>().message).toContain('body.addonId');
  });

  it('answers unknown packages and add-ons with 404 on the add-on routes', async () => {
    expect((await t.send('GET', 'products/hotelPackage/NOPE/addons')).statusCode).toBe(404);
    expect(
      (await t.send('PUT', 'products/hotelPackage/addons', { hotelPackageId: 'NOPE', addonId: 'AD2001' })).statusCode,
    ).toBe(404);
    expect((await t.send('DELETE', 'products/hotelPackage/NOPE/addons/AD2001')).statusCode).toBe(404);
    expect((await t.send('DELETE', 'products/hotelPackage/HP1001/addons/AD9999')).statusCode).toBe(404);
    expect((await t.send('GET', 'products/hotelPackage/HP1007/addons')).json<AttachedAddon[]>()).toEqual([]);
  });

  it('deletes a package with its attached add-ons and special codes', async () => {
    expect(
      (await t.send('PUT', 'products/hotelPackage/addons', { hotelPackageId: 'HP1007', addonId: 'AD2001' })).statusCode,
    ).toBe(200);
    expect((await t.send('POST', 'specialCodes', { specialCode: 'BRYLLUP-1', packageId: 'HP1007' })).statusCode).toBe(
      200,
    );
    const { version } = await t.get<HotelPackage>('products/hotelPackage/HP1007');
    expect((await t.send('DELETE', 'products/HP1007/hotelPackage', undefined, { version })).json()).toEqual({
      clockId: 'HP1007',
    });
    expect((await t.send('GET', 'products/hotelPackage/HP1007')).statusCode).toBe(404);
    expect((await t.send('GET', 'products/hotelPackage/HP1007/addons')).statusCode).toBe(404);
    expect((await t.send('GET', 'specialCodes?SpecialCodeType=1&PackageId=HP1007')).statusCode).toBe(404);
    expect(
      (await t.send('GET', 'specialCodes/checkUniqueSpecialCode?SpecialCodeToCheck=BRYLLUP-1')).json<boolean>(),
    ).toBe(true);
  });

  it('refuses an image that does not exist and a minimum stay above the maximum with 400, saving nothing', async () => {
    const noImage = await t.send('POST', 'products/hotelPackage', {
      clockId: 'HP-IMG',
      name: 'Uten bilde',
      imageFk: 999_999,
    });
    expect(noImage.statusCode).toBe(400);
    expect(noImage.json<{ message: string }>().message).toContain('body.imageFk');
    const stays = await t.send('POST', 'products/hotelPackage', {
      clockId: 'HP-IMG',
      name: 'Baklengs',
      minStay: 5,
      maxStay: 2,
    });
    expect(stays.statusCode).toBe(400);
    expect(stays.json<{ message: string }>().message).toContain('body.maxStay');
    expect((await t.send('GET', 'products/hotelPackage/HP-IMG')).statusCode).toBe(404);
  });
});
