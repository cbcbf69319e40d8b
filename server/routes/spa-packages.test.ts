import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { DateFilter } from '../../contract/date-filters.ts';
import type { SearchHit } from '../../contract/hotel-products.ts';
import type { IncludedService, SpaPackageGroup, SpaProduct } from '../../contract/spa.ts';
import { useTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';

/** The demo user's name (server/test/tokens.ts): who the changes are stamped with. */
const USER = 'Kari Nordmann';

interface Problem {
  message: string;
  errors?: Array<{ field: string; message: string }>;
}

describe.each(testDatabases())('spa package routes on $name', ({ open }) => {
  const t = useTestApp(open);
  const problem = (res: { json: <T>() => T }) => res.json<Problem>();
  const groups = () => t.get<SpaPackageGroup[]>('products/spaPackage');
  const groupOf = async (id: number) => (await groups()).find((g) => g.id === id);
  const productOf = async (brpProductId: number) =>
    (await groups()).flatMap((g) => g.products).find((p) => p.brpProductId === brpProductId);
  const filterId = async (name: string) => {
    const found = (await t.get<DateFilter[]>('date-filters')).find((f) => f.name === name);
    if (!found) throw new Error(`no date filter ${name}`);
    return found.id;
  };
  const newGroup = async (name: string, body: object = {}) => {
    const res = await t.send('POST', 'groups', { name, ...body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<SpaPackageGroup>();
  };
  /** `version`: the product's, when the save changes one that exists. */
  const saveProduct = (body: object, version?: number) => t.send('POST', 'products/spaPackage', body, { version });
  const services = (groupId: number) => t.get<IncludedService[]>(`groups/${groupId}/included-services`);
  const addService = async (productGroupFk: number, title: string, more: object = {}) => {
    const res = await t.send('POST', 'groups/included-services', { productGroupFk, title, ...more });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<IncludedService>();
  };

  describe('groups and their products', () => {
    it('lists the seeded groups by position, each with its products and their restrictions by priority', async () => {
      const list = await groups();
      expect(list.map((g) => g.position)).toEqual([...list.map((g) => g.position)].sort((a, b) => a - b));
      const spaDay = list.find((g) => g.name === 'Spadag');
      expect(spaDay).toMatchObject({
        name: 'Spadag',
        nameEn: 'Spa day',
        promoRibbonText: 'Populær',
        displayedPrice: 995,
        includedMealDescription: '',
      });
      expect(spaDay?.products.map((p) => p.brpProductId)).toEqual([5001, 5002]);
      expect(spaDay?.products[1]).toMatchObject({
        brpProductNumber: 'SP-5002',
        displayName: 'Spadag helg',
        fromTime: '11:00',
        orderLimit: 20,
        parentBrpProductId: 5001,
      });
      const restrictions = spaDay?.products[0]?.restrictions ?? [];
      expect(restrictions.map((r) => [r.priority, r.dateFilter?.name, r.isProductAvailable, r.isGlobal])).toEqual([
        [0, 'Alle dager', true, true],
        [1, 'Helger', false, false],
      ]);
      expect(list.find((g) => g.name === 'Spa og middag')).toMatchObject({
        includedRestaurantFk: 1,
        includedMealFk: 3,
        includedMealDescription: 'Treretters middag',
      });
    });

    it('creates a group, updates it with PUT, and answers bad bodies with 400 naming the field', async () => {
      const images = await t.get<Array<{ id: number }>>('images');
      const created = await newGroup('Vinterspa', {
        nameEn: 'Winter spa',
        position: 7,
        imageId: images[0]?.id,
        promoRibbonText: 'Nyhet',
        promoRibbonTextEn: 'New',
        displayedPrice: 1495.5,
      });
      expect(created).toMatchObject({
        name: 'Vinterspa',
        nameEn: 'Winter spa',
        position: 7,
        imageFk: images[0]?.id,
        promoRibbonTextEn: 'New',
        displayedPrice: 1495.5,
        products: [],
      });
      expect(created.id).toBeGreaterThan(0);

      const cases: Array<[object, string]> = [
        [{ name: '  ' }, 'body.name: Name cannot be empty.'],
        [{}, 'body.name'],
        [{ name: 'x', position: -1 }, 'body.position'],
        [{ name: 'x', imageId: 999999 }, 'body.imageId: image 999999 not found'],
        [{ name: 'x', displayedPrice: 10.123 }, 'body.displayedPrice'],
        [{ name: 'x', displayedPrice: -1 }, 'body.displayedPrice'],
        [
          { name: 'x', includedMealDescription: 'Lunsj', includedRestaurantFk: 999 },
          'body.includedRestaurantFk: restaurant 999 not found',
        ],
        [
          { name: 'x', includedMealDescription: 'Lunsj', includedRestaurantFk: 1, includedMealFk: 999 },
          'body.includedMealFk: meal 999 not served by restaurant 1',
        ],
      ];
      for (const [body, text] of cases) {
        for (const [method, url] of [
          ['POST', 'groups'],
          ['PUT', `groups/${created.id}`],
        ] as const) {
          const res = await t.send(method, url, body, { version: method === 'PUT' ? created.version : undefined });
          expect(res.statusCode, `${method} ${JSON.stringify(body)}`).toBe(400);
          expect(problem(res).message).toContain(text);
        }
      }
      expect(await groupOf(created.id)).toMatchObject({ name: 'Vinterspa', position: 7 });

      // The refused PUTs above changed nothing: the group is still at the version it was made with.
      const put = await t.send(
        'PUT',
        `groups/${created.id}`,
        {
          id: created.id,
          name: ' Vinterspa deluxe ',
          position: 8,
          includedMealDescription: ' Lunsj ',
          includedRestaurantFk: 2,
          includedMealFk: 2,
        },
        { version: created.version },
      );
      expect(put.statusCode, put.body).toBe(200);
      expect(put.json<SpaPackageGroup>()).toMatchObject({
        id: created.id,
        name: 'Vinterspa deluxe',
        nameEn: '',
        position: 8,
        imageFk: null,
        displayedPrice: null,
        includedMealDescription: 'Lunsj',
        includedRestaurantFk: 2,
        includedMealFk: 2,
      });
      // Switched off (no description), the meal is cleared whatever was sent.
      const off = await t.send(
        'PUT',
        `groups/${created.id}`,
        { name: 'Vinterspa', includedMealDescription: '', includedRestaurantFk: 999, includedMealFk: 999 },
        { version: put.json<SpaPackageGroup>().version },
      );
      expect(off.json<SpaPackageGroup>()).toMatchObject({
        includedMealDescription: '',
        includedRestaurantFk: null,
        includedMealFk: null,
      });

      expect((await t.send('PUT', 'groups/999999', { name: 'x' })).statusCode).toBe(404);
      expect(problem(await t.send('PUT', 'groups/abc', { name: 'x' })).message).toContain('params.id');
    });

    it('saves a spa product with its number and name from the spa system and its restrictions, then updates them', async () => {
      const group = await newGroup('Morgen');
      const [everyDay, weekends] = [await filterId('Alle dager'), await filterId('Helger')];
      const res = await saveProduct({
        brpProductId: 5008,
        productGroupFk: group.id,
        fromTime: '08:00',
        url: 'morgenspa',
        orderLimit: 12,
        restrictions: [
          { id: 0, priority: 0, isGlobal: true, isProductAvailable: true, dateFilterFk: everyDay },
          { id: 0, priority: 1, isProductAvailable: false, dateFilterFk: weekends },
        ],
      });
      expect(res.statusCode, res.body).toBe(200);
      const saved = res.json<SpaProduct>();
      expect(saved).toMatchObject({
        brpProductId: 5008,
        brpProductNumber: 'SP-5008',
        displayName: 'Morgenspa',
        fromTime: '08:00',
        productGroupFk: group.id,
        url: 'morgenspa',
        orderLimit: 12,
        parentBrpProductId: null,
      });
      expect(saved.restrictions.map((r) => [r.priority, r.dateFilter?.id, r.isProductAvailable, r.isGlobal])).toEqual([
        [0, everyDay, true, true],
        [1, weekends, false, false],
      ]);
      // No longer offered by the picker.
      expect((await t.get<SearchHit[]>('search/spapackages')).map((h) => h.id)).not.toContain(5008);

      // Defaults: start at 10:00, no limit. Restrictions: one deleted, one reordered, one added (not available by default as the console sends it).
      const [first, second] = saved.restrictions;
      const again = await saveProduct(
        {
          brpProductId: 5008,
          productGroupFk: group.id,
          restrictions: [
            { id: first!.id, priority: 0, isProductAvailable: true, dateFilterFk: everyDay, isDeleted: true },
            { id: second!.id, priority: 1, isProductAvailable: true, dateFilterFk: weekends },
            { id: 0, priority: 2, isProductAvailable: false, dateFilterFk: everyDay },
          ],
        },
        saved.version,
      );
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json<SpaProduct>()).toMatchObject({ fromTime: '10:00', url: '', orderLimit: 0 });
      expect(
        (await productOf(5008))?.restrictions.map((r) => [r.id === second!.id, r.priority, r.isProductAvailable]),
      ).toEqual([
        [true, 1, true],
        [false, 2, false],
      ]);
    });

    it('takes the three order-limit modes and refuses anything below -1 with a 400 naming orderLimit', async () => {
      const group = await newGroup('Grenser');
      let version: number | undefined;
      for (const orderLimit of [-1, 0, 1, 250]) {
        const res = await saveProduct({ brpProductId: 5009, productGroupFk: group.id, orderLimit }, version);
        expect(res.statusCode, res.body).toBe(200);
        version = res.json<SpaProduct>().version;
        expect((await productOf(5009))?.orderLimit).toBe(orderLimit);
      }
      for (const orderLimit of [-2, -100, 1.5, 'ten']) {
        const res = await saveProduct({ brpProductId: 5009, productGroupFk: group.id, orderLimit }, version);
        expect(res.statusCode, JSON.stringify(orderLimit)).toBe(400);
        expect(problem(res).errors?.map((e) => e.field)).toEqual(['body.orderLimit']);
      }
      expect((await productOf(5009))?.orderLimit).toBe(250);
    });

    it('answers bad product bodies with 400 naming the field, a missing group with 404, and saves nothing', async () => {
      const group = await newGroup('Feil');
      const base = { brpProductId: 5011, productGroupFk: group.id };
      const cases: Array<[object, string]> = [
        [{ ...base, brpProductId: 9999 }, 'body.brpProductId: spa product 9999 not found in the spa system'],
        [{ ...base, brpProductId: 6001 }, 'body.brpProductId'],
        [{ ...base, brpProductId: undefined }, 'body.brpProductId'],
        [{ ...base, productGroupFk: undefined }, 'body.productGroupFk'],
        [{ ...base, fromTime: '25:00' }, 'body.fromTime'],
        [{ ...base, fromTime: '9:00' }, 'body.fromTime'],
        [{ ...base, url: 'x'.repeat(501) }, 'body.url'],
        [{ ...base, parentBrpProductId: 5011 }, 'body.parentBrpProductId: a product cannot be its own parent'],
        [
          { ...base, parentBrpProductId: 5001 },
          `body.parentBrpProductId: spa product 5001 is not a product of group ${group.id}`,
        ],
        [
          { ...base, restrictions: [{ id: 0, priority: 0, isProductAvailable: true, dateFilterFk: null }] },
          'body.restrictions.0.dateFilterFk',
        ],
        [
          { ...base, restrictions: [{ id: 0, priority: -1, isProductAvailable: true, dateFilterFk: 1 }] },
          'body.restrictions.0.priority',
        ],
        // The restrictions are checked in the product's transaction: the product is not saved either.
        [
          { ...base, restrictions: [{ id: 0, priority: 0, isProductAvailable: true, dateFilterFk: 999999 }] },
          'body.restrictions.0.dateFilterFk: date filter 999999 not found',
        ],
      ];
      for (const [body, text] of cases) {
        const res = await saveProduct(body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(problem(res).message).toContain(text);
      }
      const missing = await saveProduct({ ...base, productGroupFk: 999999 });
      expect(missing.statusCode).toBe(404);
      expect(problem(missing).message).toBe('Spa package group 999999 not found.');
      // Another product's restriction is not this one's to change.
      const foreign = (await productOf(5001))?.restrictions[0];
      const stolen = await saveProduct({
        ...base,
        restrictions: [
          { id: foreign!.id, priority: 0, isProductAvailable: false, dateFilterFk: foreign!.dateFilter!.id },
        ],
      });
      expect(stolen.statusCode).toBe(404);
      expect(await productOf(5011)).toBeUndefined();
      expect((await productOf(5001))?.restrictions[0]).toEqual(foreign);
    });

    it('keeps parent products within the group and without loops; a deleted parent leaves its children without one', async () => {
      const group = await newGroup('Familie');
      const versions = new Map<number, number>();
      const save = async (body: { brpProductId: number; parentBrpProductId?: number }) => {
        const res = await saveProduct({ productGroupFk: group.id, ...body }, versions.get(body.brpProductId));
        if (res.statusCode === 200) versions.set(body.brpProductId, res.json<SpaProduct>().version);
        return res;
      };
      for (const brpProductId of [5005, 5006, 5010]) expect((await save({ brpProductId })).statusCode).toBe(200);
      expect((await save({ brpProductId: 5006, parentBrpProductId: 5005 })).statusCode).toBe(200);
      expect((await save({ brpProductId: 5010, parentBrpProductId: 5006 })).statusCode).toBe(200);
      const loop = await save({ brpProductId: 5005, parentBrpProductId: 5010 });
      expect(loop.statusCode).toBe(400);
      expect(problem(loop).errors?.map((e) => e.field)).toEqual(['body.parentBrpProductId']);

      const deleted = await t.send('DELETE', 'products/5006/spaPackage', undefined, { version: versions.get(5006) });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ brpProductId: 5006 });
      expect((await groupOf(group.id))?.products.map((p) => [p.brpProductId, p.parentBrpProductId])).toEqual([
        [5005, null],
        [5010, null],
      ]);
      expect((await t.send('DELETE', 'products/5006/spaPackage')).statusCode).toBe(404);
      expect(problem(await t.send('DELETE', 'products/x/spaPackage')).message).toContain('params.id');
      expect((await t.get<SearchHit[]>('search/spapackages')).map((h) => h.id)).toContain(5006);
    });

    it('deletes a group with its products, their restrictions and its included services', async () => {
      const group = await newGroup('Borte');
      const res = await saveProduct({
        brpProductId: 5012,
        productGroupFk: group.id,
        restrictions: [{ id: 0, priority: 0, isProductAvailable: false, dateFilterFk: await filterId('Helger') }],
      });
      expect(res.statusCode, res.body).toBe(200);
      await addService(group.id, 'Julegløgg');
      // Its products and services are records of their own: the group is still at the version it was made with.
      const deleted = await t.send('DELETE', `groups/${group.id}`, undefined, { version: group.version });
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect(deleted.json()).toEqual({ id: group.id });
      expect(await groupOf(group.id)).toBeUndefined();
      expect(await productOf(5012)).toBeUndefined();
      const left = await t.handle.db
        .selectFrom('restrictions')
        .select('id')
        .where('spa_product_fk', '=', 5012)
        .execute();
      expect(left).toEqual([]);
      expect(
        await t.handle.db
          .selectFrom('included_services')
          .select('id')
          .where('product_group_fk', '=', group.id)
          .execute(),
      ).toEqual([]);
      expect((await t.send('DELETE', `groups/${group.id}`)).statusCode).toBe(404);
      expect((await t.send('GET', `groups/${group.id}/included-services`)).statusCode).toBe(404);
    });
  });

  describe('included services', () => {
    it('lists a group’s services by position and gives a new one the next position', async () => {
      const spaDay = (await groups()).find((g) => g.name === 'Spadag')!;
      expect((await services(spaDay.id)).map((s) => [s.position, s.title])).toEqual([
        [1, 'Fri tilgang til basseng'],
        [2, 'Badekåpe og tøfler'],
        [3, 'Lunsj'],
      ]);
      const group = await newGroup('Tjenester');
      expect(await services(group.id)).toEqual([]);
      const first = await addService(group.id, ' Basseng ', {
        titleEn: 'Pool',
        description: 'Hele dagen',
        descriptionEn: 'All day',
      });
      expect(first).toMatchObject({
        productGroupFk: group.id,
        title: 'Basseng',
        titleEn: 'Pool',
        description: 'Hele dagen',
        descriptionEn: 'All day',
        position: 1,
      });
      const placed = await addService(group.id, 'Badstue', { position: 10 });
      expect(placed.position).toBe(10);
      expect((await addService(group.id, 'Te')).position).toBe(11);
      expect((await services(group.id)).map((s) => s.title)).toEqual(['Basseng', 'Badstue', 'Te']);
    });

    it('updates a service in place, keeping its position unless given one', async () => {
      const group = await newGroup('Endres');
      const a = await addService(group.id, 'A');
      await addService(group.id, 'B');
      const res = await t.send(
        'POST',
        'groups/included-services',
        { id: a.id, productGroupFk: group.id, title: 'A2', titleEn: 'A2 EN', position: null },
        { version: a.version },
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json<IncludedService>()).toMatchObject({ id: a.id, title: 'A2', titleEn: 'A2 EN', position: 1 });
      expect(
        (
          await t.send(
            'POST',
            'groups/included-services',
            { id: a.id, productGroupFk: group.id, title: 'A2', position: 5 },
            { version: res.json<IncludedService>().version },
          )
        ).json<IncludedService>().position,
      ).toBe(5);
      expect((await services(group.id)).map((s) => s.title)).toEqual(['B', 'A2']);
    });

    it('answers bad service bodies with 400 naming the field and unknown ones with 404', async () => {
      const group = await newGroup('Ugyldig');
      const cases: Array<[object, string]> = [
        [{ productGroupFk: group.id, title: '  ' }, 'body.title: Title is required'],
        [{ productGroupFk: group.id }, 'body.title'],
        [{ title: 'x' }, 'body.productGroupFk'],
        [{ productGroupFk: group.id, title: 'x', position: -1 }, 'body.position'],
        [{ productGroupFk: group.id, title: 'x', id: -1 }, 'body.id'],
        [{ productGroupFk: group.id, title: 'x'.repeat(201) }, 'body.title'],
      ];
      for (const [body, text] of cases) {
        const res = await t.send('POST', 'groups/included-services', body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(problem(res).message).toContain(text);
      }
      expect(await services(group.id)).toEqual([]);
      const noGroup = await t.send('POST', 'groups/included-services', { productGroupFk: 999999, title: 'x' });
      expect(noGroup.statusCode).toBe(404);
      expect(problem(noGroup).message).toBe('Spa package group 999999 not found.');
      const noService = await t.send('POST', 'groups/included-services', {
        id: 999999,
        productGroupFk: group.id,
        title: 'x',
      });
      expect(noService.statusCode).toBe(404);
      expect(problem(noService).message).toBe('Included service 999999 not found.');
      expect((await t.send('GET', 'groups/999999/included-services')).statusCode).toBe(404);
    });

    it('deletes a service', async () => {
      const group = await newGroup('Slett');
      const a = await addService(group.id, 'A');
      const b = await addService(group.id, 'B');
      const res = await t.send('DELETE', `groups/included-services/${a.id}`, undefined, { version: a.version });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ id: a.id });
      expect((await services(group.id)).map((s) => s.id)).toEqual([b.id]);
      expect((await t.send('DELETE', `groups/included-services/${a.id}`)).statusCode).toBe(404);
    });

    it('sets positions all at once (a move swaps two), or none when one is unknown or listed twice', async () => {
      const group = await newGroup('Rekkefølge');
      const [a, b, c] = [
        await addService(group.id, 'A'),
        await addService(group.id, 'B'),
        await addService(group.id, 'C'),
      ];
      const swapped = await t.send('POST', 'groups/included-services/position', [
        { id: a.id, position: b.position },
        { id: b.id, position: a.position },
      ]);
      expect(swapped.statusCode, swapped.body).toBe(200);
      expect(swapped.json<IncludedService[]>().map((s) => s.title)).toEqual(['B', 'A', 'C']);

      const unknown = await t.send('POST', 'groups/included-services/position', [
        { id: c.id, position: 0 },
        { id: 999999, position: 1 },
      ]);
      expect(unknown.statusCode).toBe(404);
      const twice = await t.send('POST', 'groups/included-services/position', [
        { id: c.id, position: 0 },
        { id: c.id, position: 1 },
      ]);
      expect(twice.statusCode).toBe(400);
      expect(problem(twice).errors?.map((e) => e.field)).toEqual(['body.1.id']);
      for (const body of [[], [{ id: a.id, position: -1 }], [{ id: 'a', position: 1 }], { id: a.id, position: 1 }]) {
        expect((await t.send('POST', 'groups/included-services/position', body)).statusCode, JSON.stringify(body)).toBe(
          400,
        );
      }
      expect((await services(group.id)).map((s) => [s.title, s.position])).toEqual([
        ['B', 1],
        ['A', 2],
        ['C', 3],
      ]);
    });

    it('copies a group’s services, in order, after the destination’s own', async () => {
      const source = await newGroup('Kilde');
      await addService(source.id, 'Basseng', { titleEn: 'Pool', description: 'd', descriptionEn: 'd en' });
      await addService(source.id, 'Badstue', { titleEn: 'Sauna' });
      const destination = await newGroup('Mål');
      const copied = await t.send('POST', 'groups/included-services/copy', {
        sourceId: source.id,
        destinationId: destination.id,
      });
      expect(copied.statusCode, copied.body).toBe(200);
      expect(copied.json<IncludedService[]>().map((s) => [s.productGroupFk, s.title, s.titleEn, s.position])).toEqual([
        [destination.id, 'Basseng', 'Pool', 1],
        [destination.id, 'Badstue', 'Sauna', 2],
      ]);
      expect((await services(destination.id))[0]).toMatchObject({ description: 'd', descriptionEn: 'd en' });
      // The source keeps its own.
      expect((await services(source.id)).map((s) => s.title)).toEqual(['Basseng', 'Badstue']);
      // Again: appended after what is there.
      const twice = await t.send('POST', 'groups/included-services/copy', {
        sourceId: source.id,
        destinationId: destination.id,
      });
      expect(twice.json<IncludedService[]>().map((s) => s.position)).toEqual([1, 2, 3, 4]);

      const same = await t.send('POST', 'groups/included-services/copy', {
        sourceId: source.id,
        destinationId: source.id,
      });
      expect(same.statusCode).toBe(400);
      expect(problem(same).errors?.map((e) => e.field)).toEqual(['body.destinationId']);
      expect((await t.send('POST', 'groups/included-services/copy', { sourceId: source.id })).statusCode).toBe(400);
      expect(
        (await t.send('POST', 'groups/included-services/copy', { sourceId: 999999, destinationId: destination.id }))
          .statusCode,
      ).toBe(404);
      expect(
        (await t.send('POST', 'groups/included-services/copy', { sourceId: source.id, destinationId: 999999 }))
          .statusCode,
      ).toBe(404);
      expect(await services(destination.id)).toHaveLength(4);
    });
  });

  describe('versions (decision 027)', () => {
    interface Versioned {
      version: number;
      updatedBy?: string | null;
      updatedAt?: string | null;
    }
    interface Kind {
      what: string;
      /** Makes a new record (no If-Match: there is none to base it on) and answers it. */
      make: () => Promise<{ id: number; answer: Versioned }>;
      /** Changes the record, based on `version` (none: no If-Match). */
      change: (id: number, version?: number) => Promise<LightMyRequestResponse>;
      remove: (id: number, version?: number) => Promise<LightMyRequestResponse>;
      /** The record as its read answers it. */
      read: (id: number) => Promise<unknown>;
    }
    const kinds: Kind[] = [
      {
        what: 'a spa package group (PUT and DELETE groups/{id})',
        make: async () => {
          const made = await newGroup('Versjoner');
          return { id: made.id, answer: made };
        },
        change: (id, version) => t.send('PUT', `groups/${id}`, { name: 'Versjoner endret' }, { version }),
        remove: (id, version) => t.send('DELETE', `groups/${id}`, undefined, { version }),
        read: groupOf,
      },
      (() => {
        let productGroupFk = 0;
        return {
          what: 'a spa product (POST products/spaPackage: insert or update by brpProductId)',
          make: async () => {
            productGroupFk = (await newGroup('Versjoner produkt')).id;
            const res = await saveProduct({ brpProductId: 5007, productGroupFk });
            expect(res.statusCode, res.body).toBe(200);
            return { id: 5007, answer: res.json<SpaProduct>() };
          },
          change: (id: number, version?: number) =>
            saveProduct({ brpProductId: id, productGroupFk, url: 'endret', orderLimit: 3 }, version),
          remove: (id: number, version?: number) =>
            t.send('DELETE', `products/${id}/spaPackage`, undefined, { version }),
          read: productOf,
        };
      })(),
      (() => {
        let productGroupFk = 0;
        return {
          what: 'an included service (POST groups/included-services: insert, or update by id)',
          make: async () => {
            productGroupFk = (await newGroup('Versjoner tjeneste')).id;
            const answer = await addService(productGroupFk, 'Basseng');
            return { id: answer.id, answer };
          },
          change: (id: number, version?: number) =>
            t.send('POST', 'groups/included-services', { id, productGroupFk, title: 'Badstue' }, { version }),
          remove: (id: number, version?: number) =>
            t.send('DELETE', `groups/included-services/${id}`, undefined, { version }),
          read: async (id: number) => (await services(productGroupFk)).find((s) => s.id === id),
        };
      })(),
    ];

    it.each(kinds)(
      '$what: answers its version, refuses a stale one (412) or none (428) and writes nothing then',
      async ({ make, change, remove, read }) => {
        const { id, answer: made } = await make();
        expect(made).toMatchObject({ version: 1, updatedBy: null, updatedAt: null });

        const changed = await change(id, 1);
        expect(changed.statusCode, changed.body).toBe(200);
        expect(changed.json<Versioned>()).toMatchObject({
          version: 2,
          updatedBy: USER,
          updatedAt: expect.any(String) as unknown,
        });
        const current = await read(id);
        expect(current).toMatchObject({ version: 2 });

        for (const [version, status] of [
          [1, 412],
          [undefined, 428],
        ] as const) {
          for (const refused of [await change(id, version), await remove(id, version)]) {
            expect(refused.statusCode, refused.body).toBe(status);
            expect(refused.json()).toMatchObject({
              version: 2,
              changedBy: USER,
              changedAt: expect.any(String) as unknown,
            });
            expect(refused.json<{ current: unknown }>().current).toEqual(current);
            // Nothing written: not the change, not the version's move.
            expect(await read(id)).toEqual(current);
          }
        }

        const removed = await remove(id, 2);
        expect(removed.statusCode, removed.body).toBe(200);
        expect(await read(id)).toBeUndefined();
        // Gone meanwhile: a change based on what was there is refused, saying so (no current record).
        const gone = await remove(id, 2);
        expect(gone.statusCode).toBe(412);
        expect(gone.json()).toMatchObject({ current: null, version: null });
      },
    );
  });
});
