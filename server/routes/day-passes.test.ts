import { describe, expect, it } from 'vitest';
import type { DateFilter } from '../../contract/date-filters.ts';
import type { Image } from '../../contract/images.ts';
import type { SearchHit } from '../../contract/hotel-products.ts';
import type { DayPass } from '../../contract/spa.ts';
import { useTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';

// The seed configures day passes 7001 (with restrictions and included services) and 7002; the spa catalogue also
// has 7003-7005, which these tests configure and remove again.
describe.each(testDatabases())('day pass routes on $name', ({ open }) => {
  const t = useTestApp(open);
  const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;
  const filterId = async (name: string) => (await t.get<DateFilter[]>('date-filters')).find((f) => f.name === name)!.id;
  const status = async (url: string) => (await t.call({ method: 'GET', url: `/api/${url}` })).statusCode;

  it('lists the day passes by brp product id, each with its restrictions by priority and included services in order', async () => {
    const list = await t.get<DayPass[]>('products/daypass');
    expect(list.map((d) => d.brpProductId)).toEqual([7001, 7002]);
    const [first] = list as [DayPass];
    expect(first).toMatchObject({
      brpProductNumber: 'DP-7001',
      displayName: 'Dagspass',
      displayNameEn: 'Day pass',
      fromTime: '10:00',
    });
    expect(first.imageFk).toEqual(expect.any(Number));
    expect(first.includedServices.map((s) => s.title)).toEqual(['Basseng og badstue', 'Håndkle', 'Badekåpe']);
    expect(first.restrictions.map((r) => [r.dateFilter?.name, r.isGlobal, r.isProductAvailable])).toEqual([
      ['Alle dager', true, true],
      ['Jul og nyttår', false, false],
    ]);
    expect(await t.get<DayPass>('products/daypass/7001')).toEqual(first);
  });

  it('inserts a day pass from the spa catalogue with restrictions and included services, then updates it in place', async () => {
    const [image] = await t.get<Image[]>('images');
    const weekends = await filterId('Helger');
    const everyDay = await filterId('Alle dager');
    const created = await t.send('POST', 'products/daypass', {
      brpProductId: 7003,
      displayName: ' Dagspass helg ',
      displayNameEn: 'Day pass weekend',
      description: 'Hele dagen.',
      descriptionEn: 'All day.',
      url: 'dagspass-helg',
      fromTime: '09:30',
      imageFk: image!.id,
      restrictions: [
        { id: 0, priority: 0, isGlobal: true, isProductAvailable: true, dateFilterFk: everyDay },
        { id: 0, priority: 1, isProductAvailable: false, dateFilterFk: weekends },
      ],
      includedServices: [{ title: 'Basseng', titleEn: 'Pool' }, { title: 'Lunsj' }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json<DayPass>();
    expect(saved).toMatchObject({
      brpProductId: 7003,
      brpProductNumber: 'DP-7003',
      displayName: 'Dagspass helg',
      fromTime: '09:30',
      imageFk: image!.id,
      includedServices: [
        { title: 'Basseng', titleEn: 'Pool' },
        { title: 'Lunsj', titleEn: '' },
      ],
    });
    expect(saved.restrictions.map((r) => [r.dateFilter?.id, r.priority, r.isGlobal, r.isProductAvailable])).toEqual([
      [everyDay, 0, true, true],
      [weekends, 1, false, false],
    ]);
    expect(await t.get<DayPass>('products/daypass/7003')).toEqual(saved);
    // Configured now: the picker no longer offers it.
    expect((await t.get<SearchHit[]>('search/daypasses')).map((h) => h.id)).not.toContain(7003);

    // Update: the restrictions swap priorities and one is deleted; the services are replaced, reordered.
    const [global, weekend] = saved.restrictions as [DayPass['restrictions'][number], DayPass['restrictions'][number]];
    const update = (body: object, version: number) => t.send('POST', 'products/daypass', body, { version });
    const updated = await update(
      {
        brpProductId: 7003,
        displayName: 'Helgepass',
        fromTime: '11:00',
        imageFk: null,
        restrictions: [
          { id: weekend.id, priority: 0, isProductAvailable: true, dateFilterFk: weekends },
          {
            id: global.id,
            priority: 1,
            isGlobal: true,
            isProductAvailable: true,
            dateFilterFk: everyDay,
            isDeleted: true,
          },
        ],
        includedServices: [
          { title: 'Lunsj', titleEn: 'Lunch' },
          { title: 'Basseng', titleEn: 'Pool' },
          { title: 'Badstue' },
        ],
      },
      saved.version,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<DayPass>()).toMatchObject({
      displayName: 'Helgepass',
      displayNameEn: '',
      description: '',
      fromTime: '11:00',
      imageFk: null,
      includedServices: [
        { title: 'Lunsj', titleEn: 'Lunch' },
        { title: 'Basseng', titleEn: 'Pool' },
        { title: 'Badstue', titleEn: '' },
      ],
    });
    expect(updated.json<DayPass>().restrictions.map((r) => [r.id, r.priority, r.isProductAvailable])).toEqual([
      [weekend.id, 0, true],
    ]);

    // An empty list of services clears them; restrictions left out are kept as they are.
    const cleared = await update(
      { brpProductId: 7003, displayName: 'Helgepass', includedServices: [] },
      updated.json<DayPass>().version,
    );
    expect(cleared.json<DayPass>()).toMatchObject({
      fromTime: '10:00',
      includedServices: [],
      restrictions: [{ id: weekend.id }],
    });

    expect(
      (await t.send('DELETE', 'products/7003/daypass', undefined, { version: cleared.json<DayPass>().version })).json(),
    ).toEqual({ brpProductId: 7003 });
    expect(await status('products/daypass/7003')).toBe(404);
    expect((await t.get<SearchHit[]>('search/daypasses')).map((h) => h.id)).toContain(7003);
  });

  it('answers bad bodies with 400 naming the field, and saves nothing', async () => {
    const base = { brpProductId: 7004, displayName: 'Dagspass med lunsj' };
    const row = { id: 0, priority: 0, isProductAvailable: true, dateFilterFk: await filterId('Helger') };
    const cases: Array<[object, string]> = [
      [{ ...base, brpProductId: undefined }, 'body.brpProductId'],
      [{ ...base, brpProductId: 'DP-7004' }, 'body.brpProductId'],
      [{ ...base, brpProductId: 0 }, 'body.brpProductId'],
      [{ ...base, brpProductId: 9999 }, 'body.brpProductId: Day pass 9999 not found in the spa system'],
      // A product of another kind is not a day pass.
      [{ ...base, brpProductId: 8003 }, 'body.brpProductId: Day pass 8003 not found in the spa system'],
      [{ ...base, displayName: '  ' }, 'body.displayName: Name cannot be empty.'],
      [{ ...base, displayName: undefined }, 'body.displayName'],
      [{ ...base, displayNameEn: 'x'.repeat(201) }, 'body.displayNameEn'],
      [{ ...base, url: 'x'.repeat(501) }, 'body.url'],
      [{ ...base, fromTime: '10' }, 'body.fromTime: must be a time written HH:mm'],
      [{ ...base, fromTime: '24:00' }, 'body.fromTime'],
      [{ ...base, fromTime: '9:30' }, 'body.fromTime'],
      [{ ...base, imageFk: 0 }, 'body.imageFk'],
      [{ ...base, imageFk: 'lobby' }, 'body.imageFk'],
      [{ ...base, imageFk: 99999 }, 'body.imageFk: image 99999 not found'],
      [{ ...base, restrictions: [{ ...row, dateFilterFk: null }] }, 'body.restrictions.0.dateFilterFk'],
      [{ ...base, restrictions: [{ ...row, priority: -1 }] }, 'body.restrictions.0.priority'],
      [
        { ...base, restrictions: [row, { ...row, dateFilterFk: 99999 }] },
        'body.restrictions.1.dateFilterFk: date filter 99999 not found',
      ],
      [
        { ...base, includedServices: [{ title: 'Basseng' }, { title: ' ', titleEn: 'Pool' }] },
        'body.includedServices.1.title: Title is required',
      ],
      [{ ...base, includedServices: [{ titleEn: 'Pool' }] }, 'body.includedServices.0.title'],
      [{ ...base, includedServices: 'Basseng' }, 'body.includedServices'],
    ];
    for (const [body, text] of cases) {
      const res = await t.send('POST', 'products/daypass', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(message(res)).toContain(text);
    }
    expect(await status('products/daypass/7004')).toBe(404);
    expect(await status('products/daypass/9999')).toBe(404);
  });

  it('saves nothing when a restriction is not the day pass’s own (404), not even the day pass itself', async () => {
    const seeded = await t.get<DayPass>('products/daypass/7001');
    const foreign = seeded.restrictions[0]!;
    const res = await t.send('POST', 'products/daypass', {
      brpProductId: 7005,
      displayName: 'Barnepass',
      restrictions: [
        { id: foreign.id, priority: 0, isProductAvailable: false, dateFilterFk: foreign.dateFilter?.id ?? null },
      ],
      includedServices: [{ title: 'Basseng' }],
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(message(res)).toBe(`Restriction ${foreign.id} not found.`);
    expect(await status('products/daypass/7005')).toBe(404);
    expect(await t.get<DayPass>('products/daypass/7001')).toEqual(seeded);
  });

  it('answers unknown or malformed ids with 404 or 400, also on a second delete', async () => {
    expect(await status('products/daypass/7999')).toBe(404);
    expect(message(await t.call({ method: 'GET', url: '/api/products/daypass/7999' }))).toBe(
      'Day pass 7999 not found.',
    );
    expect(await status('products/daypass/abc')).toBe(400);
    expect((await t.send('DELETE', 'products/abc/daypass')).statusCode).toBe(400);
    expect((await t.send('DELETE', 'products/7999/daypass')).statusCode).toBe(404);
    const made = await t.send('POST', 'products/daypass', { brpProductId: 7005, displayName: 'Barnepass' });
    expect(made.statusCode).toBe(200);
    expect(
      (await t.send('DELETE', 'products/7005/daypass', undefined, { version: made.json<DayPass>().version }))
        .statusCode,
    ).toBe(200);
    const again = await t.send('DELETE', 'products/7005/daypass');
    expect(again.statusCode).toBe(404);
    expect(message(again)).toBe('Day pass 7005 not found.');
  });

  it('deletes a day pass with its restrictions and included services', async () => {
    const filter = await filterId('Sommer');
    const saved = await t.send('POST', 'products/daypass', {
      brpProductId: 7004,
      displayName: 'Dagspass med lunsj',
      restrictions: [{ id: 0, priority: 0, isProductAvailable: true, dateFilterFk: filter }],
      includedServices: [{ title: 'Lunsj' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const count = async (table: 'restrictions' | 'day_pass_included_services') =>
      Number(
        (
          await t.handle.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .where('day_pass_fk', '=', 7004)
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect([await count('restrictions'), await count('day_pass_included_services')]).toEqual([1, 1]);
    expect(
      (await t.send('DELETE', 'products/7004/daypass', undefined, { version: saved.json<DayPass>().version }))
        .statusCode,
    ).toBe(200);
    expect([await count('restrictions'), await count('day_pass_included_services')]).toEqual([0, 0]);
  });
});
