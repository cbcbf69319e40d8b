import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import type { DiscountCode, SpecialCode } from '../../contract/codes.ts';
import type { DateFilter } from '../../contract/date-filters.ts';
import type { AttachedAddon, HotelPackage, HotelPackageAddon, SearchHit } from '../../contract/hotel-products.ts';
import type { Restriction } from '../../contract/restrictions.ts';
import type { RoomType } from '../../contract/room-types.ts';
import { lowestPrice, nightlyPrice, seededCatalog } from '../catalog/hotel-catalog.ts';
import { useTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';

describe('the seeded hotel catalogue', () => {
  it('prices nights: weekend +25 %, December +15 %, summer +20 %, whole tens', () => {
    expect(nightlyPrice(2000, '2031-03-04')).toBe(2000); // a Tuesday in March
    expect(nightlyPrice(2000, '2031-03-07')).toBe(2500); // a Friday
    expect(nightlyPrice(2000, '2031-12-02')).toBe(2300); // December
    expect(nightlyPrice(2000, '2031-07-05')).toBe(3000); // a Saturday in July: 2000 * 1.25 * 1.2
    expect(nightlyPrice(1790, '2031-12-05')).toBe(2570); // 1790 * 1.25 * 1.15 = 2573.1
  });

  it('finds the lowest price over the next 6 weeks', () => {
    // 2031-11-04 (Tuesday) to 2031-12-15: November weekdays at the base price are the lowest.
    expect(lowestPrice(seededCatalog, 'HP1002', '2031-11-04')).toEqual({
      lowestPrice: 1790,
      from: '2031-11-04',
      to: '2031-12-15',
    });
    // From 2031-12-01 the whole window is December (or January): weekdays in December cost 1790 * 1.15.
    expect(lowestPrice(seededCatalog, 'HP1002', '2031-12-01').lowestPrice).toBe(1790);
    expect(lowestPrice(seededCatalog, 'HP9999', '2031-12-01').lowestPrice).toBeNull();
  });
});

describe.each(testDatabases())('hotel products API on $name', ({ open }) => {
  const t = useTestApp(open);

  describe('hotel packages', () => {
    it('saves a package picked from the catalogue, trimming lists and clearing the meal when switched off', async () => {
      const hits = await t.get<SearchHit[]>('search/hotelpackages');
      expect(hits.map((h) => h.id)).not.toContain('HP1001');
      expect(hits.map((h) => h.id)).toContain('HP1005');
      expect((await t.get<SearchHit[]>('search/hotelpackages?exclude=HP1005,HP1006')).map((h) => h.id)).not.toContain(
        'HP1005',
      );

      const res = await t.send('POST', 'products/hotelPackage', {
        clockId: 'HP1005',
        name: 'Fjordcruise og middag',
        nameEn: 'Fjord cruise and dinner',
        descriptionItems: ['  Cruise  ', '', '   ', 'Middag'],
        includedMealDescription: '',
        includedRestaurantFk: 1,
        includedMealFk: 3,
        availabilityRateId: 'R-FJORD',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<HotelPackage>()).toMatchObject({
        descriptionItems: ['Cruise', 'Middag'],
        includedMealDescription: '',
        includedRestaurantFk: null,
        includedMealFk: null,
      });
      expect((await t.get<HotelPackage>('products/hotelPackage/HP1005')).name).toBe('Fjordcruise og middag');
      expect((await t.get<SearchHit[]>('search/hotelpackages')).map((h) => h.id)).not.toContain('HP1005');

      const updated = await t.send(
        'POST',
        'products/hotelPackage',
        {
          clockId: 'HP1005',
          name: 'Fjordcruise',
          includedMealDescription: ' Middag om bord ',
          includedRestaurantFk: 2,
          includedMealFk: 3,
        },
        { version: res.json<HotelPackage>().version },
      );
      expect(updated.json<HotelPackage>()).toMatchObject({
        name: 'Fjordcruise',
        includedMealDescription: 'Middag om bord',
        includedRestaurantFk: 2,
      });
      expect((await t.get<HotelPackage[]>('products/hotelPackage')).filter((p) => p.clockId === 'HP1005')).toHaveLength(
        1,
      );
    });

    it('answers a nameless package with 400 naming the field, and unknown ids with 404', async () => {
      const bad = await t.send('POST', 'products/hotelPackage', { clockId: 'HP1006', name: '  ' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toContain('body.name: Name cannot be empty.');
      expect((await t.call({ method: 'GET', url: '/api/products/hotelPackage/NOPE' })).statusCode).toBe(404);
      expect((await t.send('DELETE', 'products/NOPE/hotelPackage')).statusCode).toBe(404);
      expect((await t.call({ method: 'GET', url: '/api/products/hotelPackage/NOPE/lowestPrice' })).statusCode).toBe(
        404,
      );
    });

    it('gives the lowest price of the next 6 weeks, and the rates', async () => {
      // The hotel's today: the server's local date, not UTC's.
      const today = dayjs().format('YYYY-MM-DD');
      const price = await t.get<{ from: string; to: string }>('products/hotelPackage/HP1002/lowestPrice');
      expect(price).toEqual({ clockId: 'HP1002', ...lowestPrice(seededCatalog, 'HP1002', today) });
      expect(price.from).toBe(today);
      expect(await t.get('search/rates?ratePackageId=HP1001')).toEqual([
        { id: 'R-WKND', name: 'Weekend', minStay: 2, maxStay: 3 },
        { id: 'R-FLEX', name: 'Flex', minStay: 1, maxStay: 14 },
      ]);
      expect(await t.get('search/rates?ratePackageId=HP1001&id=R-FLEX')).toEqual([
        { id: 'R-FLEX', name: 'Flex', minStay: 1, maxStay: 14 },
      ]);
      expect(await t.get('search/rates?ratePackageId=NO-SUCH-PACKAGE')).toEqual([]);
      const noPackage = await t.send('GET', 'search/rates');
      expect(noPackage.statusCode).toBe(400);
      expect(noPackage.json<{ message: string }>().message).toContain('querystring.ratePackageId');
      expect((await t.send('GET', 'products/hotelPackage/NO-SUCH-PACKAGE/lowestPrice')).statusCode).toBe(404);
    });

    it("searches images, and the spa system's products not configured yet, for the pickers, leaving out what is excluded", async () => {
      const images = await t.get<SearchHit[]>('search/images');
      expect(images.length).toBeGreaterThan(2);
      const [first, second] = images;
      const rest = await t.get<SearchHit[]>(`search/images?exclude=${String(first!.id)},${String(second!.id)}`);
      expect(rest.map((i) => i.id)).toEqual(images.slice(2).map((i) => i.id));
      // The seed configures spa products 5001-5004, treatments 6001-6006, day passes 7001-7002, fvps 8001-8002.
      const spa = await t.get<SearchHit[]>('search/spapackages');
      expect(spa.map((p) => p.id)).toEqual([5005, 5006, 5007, 5008, 5009, 5010, 5011, 5012]);
      expect(spa[0]).toEqual({ id: 5005, name: 'Spa og lunsj', nameEn: 'Spa and lunch' });
      expect((await t.get<SearchHit[]>('search/spapackages?exclude=5005,5012')).map((p) => p.id)).toEqual([
        5006, 5007, 5008, 5009, 5010, 5011,
      ]);
      expect((await t.get<SearchHit[]>('search/treatments')).map((p) => p.id)).toEqual([
        6007, 6008, 6009, 6010, 6011, 6012, 6013, 6014, 6015, 6016, 6017, 6018,
      ]);
      expect((await t.get<SearchHit[]>('search/daypasses')).map((p) => p.id)).toEqual([7003, 7004, 7005]);
      expect((await t.get<SearchHit[]>('search/fvps')).map((p) => p.id)).toEqual([8003, 8004]);
    });

    it('attaches an add-on once and detaches it', async () => {
      expect(
        (await t.get<AttachedAddon[]>('products/hotelPackage/HP1001/addons')).map((a) => a.addonId).sort(),
      ).toEqual(['AD2002', 'AD2003']);
      const attached = await t.send('POST', 'products/hotelPackage/addons', {
        hotelPackageId: 'HP1001',
        addonId: 'AD2001',
      });
      expect(attached.json<AttachedAddon[]>().map((a) => a.addonId)).toContain('AD2001');
      expect(
        (await t.send('PUT', 'products/hotelPackage/addons', { hotelPackageId: 'HP1001', addonId: 'AD2001' }))
          .statusCode,
      ).toBe(409);
      expect(
        (await t.send('POST', 'products/hotelPackage/addons', { hotelPackageId: 'HP1001', addonId: 'AD9999' }))
          .statusCode,
      ).toBe(404);
      const after = await t.send('DELETE', 'products/hotelPackage/HP1001/addons/AD2001');
      expect(after.json<AttachedAddon[]>().map((a) => a.addonId)).not.toContain('AD2001');
      expect((await t.send('DELETE', 'products/hotelPackage/HP1001/addons/AD2001')).statusCode).toBe(404);
    });
  });

  describe('add-ons and restrictions', () => {
    it('saves an add-on (both names required) and deletes it', async () => {
      expect((await t.get<SearchHit[]>('search/hotelpackageaddons')).map((h) => h.id)).toContain('AD2005');
      const bad = await t.send('POST', 'products/hotelPackageAddon', {
        clockId: 'AD2005',
        name: 'Parkering',
        nameEn: '',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toContain('body.nameEn: Name cannot be empty.');
      const saved = await t.send('POST', 'products/hotelPackageAddon', {
        clockId: 'AD2005',
        name: 'Parkering',
        nameEn: 'Parking',
        unit: 'per døgn',
        unitEn: 'per day',
        position: 5,
      });
      expect(saved.json<HotelPackageAddon>()).toMatchObject({ clockId: 'AD2005', unit: 'per døgn', restrictions: [] });
      const { version } = saved.json<HotelPackageAddon>();
      expect((await t.send('DELETE', 'products/AD2005/hotelPackageAddon', undefined, { version })).statusCode).toBe(
        200,
      );
      expect((await t.call({ method: 'GET', url: '/api/products/hotelPackageAddon/AD2005' })).statusCode).toBe(404);
    });

    it('saves restrictions: new, reordered, deleted', async () => {
      const { restrictions: before, version } = await t.get<HotelPackageAddon>('products/hotelPackageAddon/AD2001');
      expect(before.map((r) => r.priority)).toEqual([0, 1]);
      const filters = await t.get<DateFilter[]>('date-filters');
      const [first, second] = before as [Restriction, Restriction];
      const res = await t.send(
        'POST',
        'products/hotelPackageAddonRestrictions',
        {
          clockId: 'AD2001',
          restrictions: [
            {
              id: first.id,
              priority: 1,
              isProductAvailable: true,
              dateFilterFk: first.dateFilter?.id ?? null,
              isDeleted: false,
              isGlobal: true,
            },
            {
              id: second.id,
              priority: 0,
              isProductAvailable: false,
              dateFilterFk: second.dateFilter?.id ?? null,
              isDeleted: true,
            },
            { id: 0, priority: 2, isProductAvailable: false, dateFilterFk: filters[0]?.id ?? null },
          ],
        },
        { version },
      );
      expect(res.statusCode, res.body).toBe(200);
      const saved = res.json<Restriction[]>();
      expect(saved.map((r) => [r.priority, r.isProductAvailable, r.dateFilter?.id])).toEqual([
        [1, true, first.dateFilter?.id],
        [2, false, filters[0]?.id],
      ]);
      expect((await t.get<HotelPackageAddon>('products/hotelPackageAddon/AD2001')).restrictions).toEqual(saved);
      const bad = await t.send(
        'POST',
        'products/hotelPackageAddonRestrictions',
        { clockId: 'AD2001', restrictions: [{ id: 0, priority: -1, isProductAvailable: true, dateFilterFk: null }] },
        { version: version + 1 },
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toContain('body.restrictions.0.priority');
    });
  });

  describe('special codes', () => {
    it('lists, generates, inserts, updates, checks and deletes; the database keeps codes unique in any case', async () => {
      expect(
        (await t.get<SpecialCode[]>('specialCodes?SpecialCodeType=1&PackageId=HP1003')).map((c) => c.specialCode),
      ).toEqual(['FAMILIE2026']);
      const { code } = await t.get<{ code: string }>('specialCodes/generate');
      expect(code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
      const created = await t.send('POST', 'specialCodes', {
        specialCode: code,
        activeFrom: '2031-01-01',
        activeTo: '2031-02-01',
        type: 1,
        packageId: 'HP1003',
      });
      expect(created.json<SpecialCode>()).toMatchObject({
        specialCode: code,
        activeFrom: '2031-01-01T00:00:00',
        createdBy: 'Kari Nordmann',
        type: 1,
      });
      expect(await t.get<boolean>(`specialCodes/checkUniqueSpecialCode?SpecialCodeToCheck=${code.toLowerCase()}`)).toBe(
        false,
      );
      expect(
        await t.get<boolean>(
          `specialCodes/checkUniqueSpecialCode?SpecialCodeToCheck=${code}&excludeId=${created.json<SpecialCode>().id}`,
        ),
      ).toBe(true);

      const dupe = await t.send('POST', 'specialCodes', { specialCode: 'familie2026', type: 1, packageId: 'HP1001' });
      expect(dupe.statusCode).toBe(409);
      expect(dupe.json<{ message: string }>().message).toBe('This special code already exists. ');
      const both = await Promise.all(
        [1, 2].map(() => t.send('POST', 'specialCodes', { specialCode: 'RACE-CODE', type: 1, packageId: 'HP1001' })),
      );
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);

      const order = await t.send('POST', 'specialCodes', {
        specialCode: 'LATER',
        activeFrom: '2031-02-01',
        activeTo: '2031-01-01',
        packageId: 'HP1001',
      });
      expect(order.statusCode).toBe(400);
      expect(order.json<{ message: string }>().message).toContain(
        'Active To date should be later than Active From date',
      );
      expect(
        (await t.send('POST', 'specialCodes', { specialCode: ' ', packageId: 'HP1001' })).json<{ message: string }>()
          .message,
      ).toContain('Special code cannot be empty. ');

      const { id, version } = created.json<SpecialCode>();
      const updated = await t.send(
        'PUT',
        'specialCodes',
        {
          id,
          specialCode: `${code}X`,
          activeFrom: '2031-01-01',
          activeTo: '2031-03-01',
          type: 1,
          packageId: 'HP1003',
          createdBy: 'seed',
          createdAt: 'x',
        },
        { version },
      );
      expect(updated.json<SpecialCode>()).toMatchObject({
        specialCode: `${code}X`,
        updatedBy: 'Kari Nordmann',
        createdBy: 'Kari Nordmann',
      });
      const now = { version: updated.json<SpecialCode>().version };
      expect(
        (await t.send('PUT', 'specialCodes', { id, specialCode: 'VINTER-VIP', packageId: 'HP1003' }, now)).statusCode,
      ).toBe(409);
      expect((await t.send('DELETE', `specialCodes/${id}`, undefined, now)).statusCode).toBe(200);
      expect((await t.send('DELETE', `specialCodes/${id}`)).statusCode).toBe(404);
    });
  });

  describe('discount codes', () => {
    it('validates with the spec texts and keeps codes unique in the database', async () => {
      const base = { code: 'NYTT25', amount: 25, activeFrom: '2031-01-01', activeTo: '2031-06-01', daysOfWeek: [1, 2] };
      const cases: Array<[object, string]> = [
        [{ code: '' }, 'Discount code cannot be empty. '],
        [{ amount: undefined }, 'Discount amount is missing. '],
        [{ amount: 101 }, 'Discount amount cannot be higher than 100% for this type of discount. '],
        [{ activeTo: '2030-01-01' }, "'Active To' date should be later than 'Active From' date"],
        [{ daysOfWeek: [] }, 'Discount must apply to at least one day. '],
        [{ daysOfWeek: [7] }, 'body.daysOfWeek.0'],
      ];
      for (const [change, text] of cases) {
        const res = await t.send('POST', 'discount-codes', { ...base, ...change });
        expect(res.statusCode, JSON.stringify(change)).toBe(400);
        expect(res.json<{ message: string }>().message).toContain(text);
      }
      const created = await t.send('POST', 'discount-codes', base);
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json<DiscountCode>()).toMatchObject({
        code: 'NYTT25',
        amount: 25,
        daysOfWeek: [1, 2],
        useCount: 0,
        hotelPackages: [],
        createdBy: 'Kari Nordmann',
      });
      const dupe = await t.send('POST', 'discount-codes', { ...base, code: 'helg20' });
      expect(dupe.statusCode).toBe(409);
      expect(dupe.json<{ message: string }>().message).toBe('This discount code already exists. ');
      expect((await t.get<{ code: string }>('discount-codes/generate')).code).toMatch(/^[A-HJKMNP-Z2-9]{8}$/);
    });

    it('updates, attaches and detaches hotel packages, deletes', async () => {
      const code = (await t.get<DiscountCode[]>('discount-codes')).find((c) => c.code === 'NYTT25')!;
      const updated = await t.send(
        'PUT',
        'discount-codes',
        { id: code.id, code: 'NYTT30', amount: 30, daysOfWeek: [0, 6], activeFrom: null, activeTo: null },
        { version: code.version },
      );
      expect(updated.json<DiscountCode>()).toMatchObject({
        code: 'NYTT30',
        amount: 30,
        daysOfWeek: [0, 6],
        updatedBy: 'Kari Nordmann',
      });
      const attached = await t.send('POST', `discount-codes/${code.id}/hotel-packages`, { hotelPackageId: 'HP1002' });
      expect(attached.json<DiscountCode>().hotelPackages).toEqual([{ clockId: 'HP1002', name: 'Spa-opphold' }]);
      const again = await t.send('POST', `discount-codes/${code.id}/hotel-packages`, { hotelPackageId: 'HP1002' });
      expect(again.statusCode).toBe(409);
      expect(again.json<{ message: string }>().message).toBe(
        'This hotel package is already added to this discount code.',
      );
      expect(
        (await t.send('DELETE', `discount-codes/${code.id}/hotel-packages/HP1002`)).json<DiscountCode>().hotelPackages,
      ).toEqual([]);
      // Adding and removing a link changes no version.
      const { version } = updated.json<DiscountCode>();
      expect((await t.send('DELETE', `discount-codes/${code.id}`, undefined, { version })).statusCode).toBe(200);
      expect(
        (await t.send('PUT', 'discount-codes', { id: code.id, code: 'X', amount: 1, daysOfWeek: [1] })).statusCode,
      ).toBe(404);
    });
  });

  describe('date filters', () => {
    it('inserts, pages, updates and deletes; a filter in use is kept', async () => {
      const created = await t.send('POST', 'date-filters', {
        name: 'Påske',
        isAnnual: true,
        dates: ['2031-04-13', '2031-04-13', '2031-04-14'],
        daysOfWeek: [6],
        hours: 24,
      });
      expect(created.json<DateFilter>()).toMatchObject({
        name: 'Påske',
        isAnnual: true,
        dates: ['2031-04-13', '2031-04-14'],
        hours: 24,
        fromDate: null,
      });
      const { id, version } = created.json<DateFilter>();
      const page = await t.get<{ items: DateFilter[]; totalItems: number }>('date-filters/paged?page=2&itemsPerPage=5');
      expect(page.totalItems).toBe(6);
      expect(page.items.map((f) => f.id)).toEqual([id]);
      const renamed = await t.send('POST', 'date-filters', { id, name: 'Påske 2', hours: 0 }, { version });
      expect(renamed.json<DateFilter>()).toMatchObject({ name: 'Påske 2', dates: [], hours: 0 });
      for (const [body, field] of [
        [{ name: '' }, 'body.name'],
        [{ name: 'x', hours: -1 }, 'body.hours'],
        [{ name: 'x', hours: 1.5 }, 'body.hours'],
      ] as const) {
        const res = await t.send('POST', 'date-filters', body);
        expect(res.statusCode).toBe(400);
        expect(res.json<{ message: string }>().message).toContain(field);
      }
      const inUse = (await t.get<HotelPackageAddon>('products/hotelPackageAddon/AD2004')).restrictions[0]?.dateFilter;
      expect(
        (await t.send('DELETE', `date-filters/${inUse?.id}`, undefined, { version: inUse?.version })).statusCode,
      ).toBe(409);
      expect(
        (await t.send('DELETE', `date-filters/${id}`, undefined, { version: renamed.json<DateFilter>().version }))
          .statusCode,
      ).toBe(200);
      expect((await t.send('DELETE', `date-filters/${id}`)).statusCode).toBe(404);
    });
  });

  describe('room types', () => {
    it('lists by position with image urls, saves (trimmed at the start, at most 5 images) and deletes', async () => {
      const list = await t.get<RoomType[]>('roomtype');
      expect(list.map((r) => r.clockId)).toEqual(['RT-DBL', 'RT-STE', 'RT-FAM']);
      expect(list[1]?.imageUrls).toHaveLength(3);
      const images = await t.get<SearchHit[]>('search/images');
      const ids = images.slice(0, 5).map((i) => Number(i.id));
      const saved = await t.send('POST', 'roomtype', {
        clockId: 'RT-NEW',
        position: 4,
        displayName: 'Loft',
        description: '   Under taket',
        detailsLeft: ['  30 m² ', '', 'Skråtak'],
        imageIds: ids,
      });
      expect(saved.json<RoomType>()).toMatchObject({
        displayName: 'Loft',
        description: 'Under taket',
        detailsLeft: ['30 m²', 'Skråtak'],
        imageIds: ids,
      });
      expect(saved.json<RoomType>().imageUrls).toEqual(images.slice(0, 5).map((i) => i.src));
      expect(
        (
          await t.send('POST', 'roomtype', {
            clockId: 'RT-NEW',
            displayName: 'Loft',
            imageIds: [...ids, Number(images[5]?.id)],
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (await t.send('POST', 'roomtype', { clockId: 'RT-NEW', displayName: ' ' })).json<{ message: string }>().message,
      ).toContain('body.displayName');
      const { version } = saved.json<RoomType>();
      expect(
        (await t.send('POST', 'roomtype', { clockId: 'RT-NEW', displayName: 'Loft', imageIds: [999999] }, { version }))
          .statusCode,
      ).toBe(400);
      expect((await t.send('DELETE', 'roomtype/RT-NEW', undefined, { version })).statusCode).toBe(200);
      expect((await t.send('DELETE', 'roomtype/RT-NEW')).statusCode).toBe(404);
      expect((await t.call({ method: 'GET', url: '/api/search/nothing' })).statusCode).toBe(400);
    });
  });

  // Optimistic concurrency (docs/decisions/028-record-versions.md), once for each kind of record of the hotel side.
  describe('versions', () => {
    type Stored = { version: number; updatedBy?: string | null; updatedAt?: string | null } & Record<string, unknown>;
    type Answer = Awaited<ReturnType<typeof t.send>>;
    interface Kind {
      /** Makes the record (the one metadata object: reads it, as seeded): version 1. */
      make: () => Promise<Answer>;
      /** Changes the record's text to `text`, based on `version` (none: no If-Match). */
      change: (record: Stored, text: string, version?: number) => Promise<Answer>;
      /** The record as its read answers it. */
      read: (record: Stored) => Promise<unknown>;
      /** Deletes it, based on `version` (the metadata is never deleted). */
      remove?: (record: Stored, version?: number) => Promise<Answer>;
    }
    const listed = async (url: string, key: string, record: Stored) =>
      (await t.get<Stored[]>(url)).find((r) => r[key] === record[key]);
    const kinds: Record<string, Kind> = {
      'hotel package': {
        make: () => t.send('POST', 'products/hotelPackage', { clockId: 'HP-VER', name: 'Versjon' }),
        change: (_, name, version) => t.send('POST', 'products/hotelPackage', { clockId: 'HP-VER', name }, { version }),
        read: () => t.get('products/hotelPackage/HP-VER'),
        remove: (_, version) => t.send('DELETE', 'products/HP-VER/hotelPackage', undefined, { version }),
      },
      'hotel package add-on': {
        make: () => t.send('POST', 'products/hotelPackageAddon', { clockId: 'AD-VER', name: 'Versjon', nameEn: 'V' }),
        change: (_, name, version) =>
          t.send('POST', 'products/hotelPackageAddon', { clockId: 'AD-VER', name, nameEn: 'V' }, { version }),
        read: () => t.get('products/hotelPackageAddon/AD-VER'),
        remove: (_, version) => t.send('DELETE', 'products/AD-VER/hotelPackageAddon', undefined, { version }),
      },
      'special code': {
        make: () => t.send('POST', 'specialCodes', { specialCode: 'VER-0', packageId: 'HP1001' }),
        change: ({ id }, specialCode, version) =>
          t.send('PUT', 'specialCodes', { id, specialCode, packageId: 'HP1001' }, { version }),
        read: (record) => listed('specialCodes?SpecialCodeType=1&PackageId=HP1001', 'id', record),
        remove: ({ id }, version) => t.send('DELETE', `specialCodes/${String(id)}`, undefined, { version }),
      },
      'discount code': {
        make: () => t.send('POST', 'discount-codes', { code: 'VER-0', amount: 10, daysOfWeek: [1] }),
        change: ({ id }, code, version) =>
          t.send('PUT', 'discount-codes', { id, code, amount: 10, daysOfWeek: [1] }, { version }),
        read: (record) => listed('discount-codes', 'id', record),
        remove: ({ id }, version) => t.send('DELETE', `discount-codes/${String(id)}`, undefined, { version }),
      },
      'room type': {
        make: () => t.send('POST', 'roomtype', { clockId: 'RT-VER', displayName: 'Versjon' }),
        change: (_, displayName, version) =>
          t.send('POST', 'roomtype', { clockId: 'RT-VER', displayName }, { version }),
        read: (record) => listed('roomtype', 'clockId', record),
        remove: (_, version) => t.send('DELETE', 'roomtype/RT-VER', undefined, { version }),
      },
      'hotel metadata': {
        make: () => t.send('GET', 'hotelmetadata'),
        change: (record, name, version) => t.send('PUT', 'hotelmetadata', { ...record, name }, { version }),
        read: () => t.get('hotelmetadata'),
      },
    };

    it.each(Object.entries(kinds))(
      '%s: answers its version, refuses a stale one with 412 and none with 428, writing nothing',
      async (_, kind) => {
        const made = await kind.make();
        expect(made.statusCode, made.body).toBe(200);
        const record = made.json<Stored>();
        expect(record).toMatchObject({ version: 1, updatedBy: null });
        const changed = await kind.change(record, 'VER-1', 1);
        expect(changed.statusCode, changed.body).toBe(200);
        const now = changed.json<Stored>();
        expect(now).toMatchObject({ version: 2, updatedBy: 'Kari Nordmann', updatedAt: expect.any(String) as unknown });
        expect(await kind.read(record)).toEqual(now);

        for (const [version, status] of [
          [1, 412],
          [undefined, 428],
        ] as const) {
          const refused = await kind.change(record, 'VER-2', version);
          expect(refused.statusCode, refused.body).toBe(status);
          expect(refused.json()).toMatchObject({ version: 2, changedBy: 'Kari Nordmann', changedAt: now.updatedAt });
          expect(refused.json<{ current: unknown }>().current).toEqual(now);
          expect(await kind.read(record)).toEqual(now);
        }

        if (!kind.remove) return;
        expect((await kind.remove(record, 1)).statusCode).toBe(412);
        expect((await kind.remove(record)).statusCode).toBe(428);
        expect(await kind.read(record)).toEqual(now);
        expect((await kind.remove(record, 2)).statusCode).toBe(200);
        const gone = await kind.change(record, 'VER-3', 2);
        expect(gone.statusCode, gone.body).toBe(412);
        expect(gone.json()).toMatchObject({ current: null, version: null });
      },
    );

    it("saves an add-on's restrictions as a change of the add-on, based on its version", async () => {
      const made = await t.send('POST', 'products/hotelPackageAddon', { clockId: 'AD-VERR', name: 'R', nameEn: 'R' });
      const renamed = await t.send(
        'POST',
        'products/hotelPackageAddon',
        { clockId: 'AD-VERR', name: 'R2', nameEn: 'R' },
        { version: made.json<HotelPackageAddon>().version },
      );
      const addon = renamed.json<HotelPackageAddon>();
      const filter = (await t.get<DateFilter[]>('date-filters'))[0]!;
      const body = {
        clockId: 'AD-VERR',
        restrictions: [{ id: 0, priority: 0, isProductAvailable: true, dateFilterFk: filter.id }],
      };
      const url = 'products/hotelPackageAddonRestrictions';
      const stale = await t.send('POST', url, body, { version: 1 });
      expect(stale.statusCode, stale.body).toBe(412);
      expect(stale.json()).toMatchObject({ current: addon, version: 2, changedBy: 'Kari Nordmann' });
      expect((await t.send('POST', url, body)).statusCode).toBe(428);
      expect(await t.get('products/hotelPackageAddon/AD-VERR')).toEqual(addon);
      const saved = await t.send('POST', url, body, { version: 2 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await t.get('products/hotelPackageAddon/AD-VERR')).toEqual({
        ...addon,
        restrictions: saved.json<Restriction[]>(),
        version: 3,
        updatedAt: expect.any(String) as unknown,
      });
    });
  });
});
