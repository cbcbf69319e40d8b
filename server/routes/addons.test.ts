import { describe, expect, it } from 'vitest';
import type { DateFilter } from '../../contract/date-filters.ts';
import type { HotelPackageAddon } from '../../contract/hotel-products.ts';
import type { Restriction } from '../../contract/restrictions.ts';
import { useTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';

// What server/routes/hotel-products.test.ts does not already cover for add-ons and their restrictions.
describe.each(testDatabases())('add-on routes on $name', ({ open }) => {
  const t = useTestApp(open);
  const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

  describe('add-ons', () => {
    const base = { clockId: 'AD2006', name: 'Tidlig innsjekk', nameEn: 'Early check-in' };

    it('answers bad bodies with 400 naming the field, and saves nothing', async () => {
      const cases: Array<[object, string]> = [
        [{ ...base, clockId: undefined }, 'body.clockId'],
        [{ ...base, clockId: '  ' }, 'body.clockId: is required'],
        [{ ...base, name: '' }, 'body.name: Name cannot be empty.'],
        [{ ...base, nameEn: '   ' }, 'body.nameEn: Name cannot be empty.'],
        [{ ...base, position: -1 }, 'body.position'],
        [{ ...base, position: 'first' }, 'body.position'],
        [{ ...base, url: 'x'.repeat(501) }, 'body.url'],
        [
          { ...base, includedMealDescription: 'Frokost', includedRestaurantFk: 999 },
          'body.includedRestaurantFk: restaurant 999 not found',
        ],
        [
          { ...base, includedMealDescription: 'Frokost', includedMealFk: 1 },
          'body.includedRestaurantFk: is required with a meal',
        ],
        [
          { ...base, includedMealDescription: 'Frokost', includedRestaurantFk: 1, includedMealFk: 999 },
          'body.includedMealFk: meal 999 not served by restaurant 1',
        ],
      ];
      for (const [body, text] of cases) {
        const res = await t.send('POST', 'products/hotelPackageAddon', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(message(res)).toContain(text);
      }
      expect((await t.call({ method: 'GET', url: '/api/products/hotelPackageAddon/AD2006' })).statusCode).toBe(404);
    });

    it('saves an included meal of a restaurant that serves it; switched off, the meal is cleared whatever was sent', async () => {
      const on = await t.send('POST', 'products/hotelPackageAddon', {
        ...base,
        includedMealDescription: ' Frokost ',
        includedRestaurantFk: 2,
        includedMealFk: 1,
      });
      expect(on.statusCode, on.body).toBe(200);
      expect(on.json<HotelPackageAddon>()).toMatchObject({
        includedMealDescription: 'Frokost',
        includedRestaurantFk: 2,
        includedMealFk: 1,
      });
      const off = await t.send(
        'POST',
        'products/hotelPackageAddon',
        { ...base, includedMealDescription: '', includedRestaurantFk: 999, includedMealFk: 999 },
        { version: on.json<HotelPackageAddon>().version },
      );
      expect(off.statusCode, off.body).toBe(200);
      expect(await t.get<HotelPackageAddon>('products/hotelPackageAddon/AD2006')).toMatchObject({
        includedMealDescription: '',
        includedRestaurantFk: null,
        includedMealFk: null,
      });
    });

    it('answers unknown ids with 404, also on a second delete', async () => {
      expect((await t.call({ method: 'GET', url: '/api/products/hotelPackageAddon/NOPE' })).statusCode).toBe(404);
      expect((await t.send('DELETE', 'products/NOPE/hotelPackageAddon')).statusCode).toBe(404);
      const { version } = await t.get<HotelPackageAddon>('products/hotelPackageAddon/AD2006');
      expect((await t.send('DELETE', 'products/AD2006/hotelPackageAddon', undefined, { version })).statusCode).toBe(
        200,
      );
      expect((await t.send('DELETE', 'products/AD2006/hotelPackageAddon')).statusCode).toBe(404);
    });
  });

  describe('restrictions', () => {
    it('answers bad bodies with 400 naming the field, and changes nothing', async () => {
      const { restrictions: before, version } = await t.get<HotelPackageAddon>('products/hotelPackageAddon/AD2001');
      const [first] = before as [Restriction];
      const row = {
        id: first.id,
        priority: 0,
        isProductAvailable: true,
        dateFilterFk: first.dateFilter?.id ?? null,
        isDeleted: false,
      };
      const cases: Array<[object, string]> = [
        [{ restrictions: [row] }, 'body.clockId'],
        [{ clockId: 'AD2001' }, 'body.restrictions'],
        [{ clockId: 'AD2001', restrictions: [{ ...row, id: -1 }] }, 'body.restrictions.0.id'],
        [
          { clockId: 'AD2001', restrictions: [{ ...row, isProductAvailable: 'yes' }] },
          'body.restrictions.0.isProductAvailable',
        ],
        [{ clockId: 'AD2001', restrictions: [{ ...row, dateFilterFk: 0 }] }, 'body.restrictions.0.dateFilterFk'],
        [
          {
            clockId: 'AD2001',
            restrictions: [row, { id: 0, priority: 9, isProductAvailable: false, dateFilterFk: 99999 }],
          },
          'body.restrictions.1.dateFilterFk: date filter 99999 not found',
        ],
      ];
      for (const [body, text] of cases) {
        const res = await t.send('POST', 'products/hotelPackageAddonRestrictions', body, { version });
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(message(res)).toContain(text);
      }
      expect((await t.get<HotelPackageAddon>('products/hotelPackageAddon/AD2001')).restrictions).toEqual(before);
    });

    it('answers an unknown add-on or a restriction that is not the add-on’s with 404, and changes nothing', async () => {
      const filters = await t.get<DateFilter[]>('date-filters');
      const fresh = {
        id: 0,
        priority: 0,
        isProductAvailable: true,
        dateFilterFk: filters[0]?.id ?? null,
        isDeleted: false,
      };
      const unknown = await t.send('POST', 'products/hotelPackageAddonRestrictions', {
        clockId: 'NOPE',
        restrictions: [fresh],
      });
      expect(unknown.statusCode).toBe(404);
      expect(message(unknown)).toBe('Hotel package add-on NOPE not found.');

      const other = (await t.get<HotelPackageAddon>('products/hotelPackageAddon/AD2004')).restrictions[0]!;
      const { restrictions: before, version } = await t.get<HotelPackageAddon>('products/hotelPackageAddon/AD2001');
      for (const id of [other.id, 999999]) {
        const res = await t.send(
          'POST',
          'products/hotelPackageAddonRestrictions',
          {
            clockId: 'AD2001',
            restrictions: [fresh, { id, priority: 3, isProductAvailable: false, dateFilterFk: null, isDeleted: true }],
          },
          { version },
        );
        expect(res.statusCode).toBe(404);
        expect(message(res)).toBe(`Restriction ${id} not found.`);
      }
      expect((await t.get<HotelPackageAddon>('products/hotelPackageAddon/AD2001')).restrictions).toEqual(before);
      expect((await t.get<HotelPackageAddon>('products/hotelPackageAddon/AD2004')).restrictions[0]).toEqual(other);
    });

    it('saves an empty list as no change, and refuses a kept restriction without a date filter', async () => {
      const { restrictions: before, version } = await t.get<HotelPackageAddon>('products/hotelPackageAddon/AD2003');
      expect(
        (
          await t.send(
            'POST',
            'products/hotelPackageAddonRestrictions',
            { clockId: 'AD2003', restrictions: [] },
            { version },
          )
        ).json(),
      ).toEqual(before);
      // The restrictions are part of the add-on: saving them moved its version on.
      const res = await t.send(
        'POST',
        'products/hotelPackageAddonRestrictions',
        {
          clockId: 'AD2003',
          restrictions: [{ id: 0, priority: 0, isProductAvailable: false, dateFilterFk: null, isDeleted: false }],
        },
        { version: version + 1 },
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<{ message: string }>().message).toContain('body.restrictions.0.dateFilterFk');
      expect((await t.get<HotelPackageAddon>('products/hotelPackageAddon/AD2003')).restrictions).toEqual(before);
    });
  });
});
