import { describe, expect, it } from 'vitest';
import type { Image } from '../../contract/images.ts';
import type { SearchHit } from '../../contract/hotel-products.ts';
import type { FrequentVisitorPass } from '../../contract/spa.ts';
import { useTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';

// The seed configures fvps 8001 and 8002; the spa catalogue also has 8003 and 8004, which these tests configure and remove again.
describe.each(testDatabases())('frequent visitor pass routes on $name', ({ open }) => {
  const t = useTestApp(open);
  const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;
  const status = async (url: string) => (await t.call({ method: 'GET', url: `/api/${url}` })).statusCode;

  it('lists the frequent visitor passes by brp product id, and one by id', async () => {
    const list = await t.get<FrequentVisitorPass[]>('products/fvp');
    expect(list.map((p) => p.brpProductId)).toEqual([8001, 8002]);
    expect(list[0]).toMatchObject({
      brpProductNumber: 'FVP-8001',
      displayName: '10-klippekort spa',
      displayNameEn: '10-visit spa card',
      url: 'klippekort',
    });
    expect(list[0]?.imageFk).toEqual(expect.any(Number));
    expect(await t.get<FrequentVisitorPass>('products/fvp/8002')).toEqual(list[1]);
  });

  it('inserts a pass from the spa catalogue, updates it in place and deletes it', async () => {
    const [, image] = await t.get<Image[]>('images');
    const created = await t.send('POST', 'products/fvp', {
      brpProductId: 8003,
      displayName: ' 5-klippekort ',
      displayNameEn: '5-visit card',
      description: 'Fem besøk.',
      descriptionEn: 'Five visits.',
      url: 'fem',
      imageFk: image!.id,
    });
    expect(created.statusCode, created.body).toBe(200);
    const saved = created.json<FrequentVisitorPass>();
    expect(saved).toEqual({
      brpProductId: 8003,
      brpProductNumber: 'FVP-8003',
      displayName: '5-klippekort',
      displayNameEn: '5-visit card',
      description: 'Fem besøk.',
      descriptionEn: 'Five visits.',
      url: 'fem',
      imageFk: image!.id,
      version: 1,
      updatedBy: null,
      updatedAt: null,
    });
    expect(await t.get<FrequentVisitorPass>('products/fvp/8003')).toEqual(saved);
    expect((await t.get<SearchHit[]>('search/fvps')).map((h) => h.id)).toEqual([8004]);

    const updated = await t.send(
      'POST',
      'products/fvp',
      { brpProductId: 8003, displayName: '5-klippekort spa', imageFk: null },
      { version: saved.version },
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<FrequentVisitorPass>()).toEqual({
      ...saved,
      displayName: '5-klippekort spa',
      displayNameEn: '',
      description: '',
      descriptionEn: '',
      url: '',
      imageFk: null,
      version: 2,
      updatedBy: 'Kari Nordmann',
      updatedAt: expect.any(String) as unknown,
    });
    expect((await t.get<FrequentVisitorPass[]>('products/fvp')).map((p) => p.brpProductId)).toEqual([8001, 8002, 8003]);

    expect((await t.send('DELETE', 'products/8003/fvp', undefined, { version: 2 })).json()).toEqual({
      brpProductId: 8003,
    });
    expect(await status('products/fvp/8003')).toBe(404);
    expect((await t.get<SearchHit[]>('search/fvps')).map((h) => h.id)).toEqual([8003, 8004]);
  });

  it('answers bad bodies with 400 naming the field, and saves nothing', async () => {
    const base = { brpProductId: 8004, displayName: 'Månedskort spa' };
    const cases: Array<[object, string]> = [
      [{ ...base, brpProductId: undefined }, 'body.brpProductId'],
      [{ ...base, brpProductId: -8004 }, 'body.brpProductId'],
      [{ ...base, brpProductId: 8004.5 }, 'body.brpProductId'],
      [{ ...base, brpProductId: 9999 }, 'body.brpProductId: Frequent visitor pass 9999 not found in the spa system'],
      [{ ...base, brpProductId: 7003 }, 'body.brpProductId: Frequent visitor pass 7003 not found in the spa system'],
      [{ ...base, displayName: '' }, 'body.displayName: Name cannot be empty.'],
      [{ ...base, displayName: 5 }, 'body.displayName'],
      [{ ...base, description: 'x'.repeat(4001) }, 'body.description'],
      [{ ...base, url: null }, 'body.url'],
      [{ ...base, imageFk: -1 }, 'body.imageFk'],
      [{ ...base, imageFk: 99999 }, 'body.imageFk: image 99999 not found'],
    ];
    for (const [body, text] of cases) {
      const res = await t.send('POST', 'products/fvp', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(message(res)).toContain(text);
    }
    expect(await status('products/fvp/8004')).toBe(404);
  });

  it('answers unknown or malformed ids with 404 or 400, also on a second delete', async () => {
    expect(await status('products/fvp/8999')).toBe(404);
    expect(message(await t.call({ method: 'GET', url: '/api/products/fvp/8999' }))).toBe(
      'Frequent visitor pass 8999 not found.',
    );
    expect(await status('products/fvp/x')).toBe(400);
    expect((await t.send('DELETE', 'products/x/fvp')).statusCode).toBe(400);
    expect((await t.send('DELETE', 'products/8999/fvp')).statusCode).toBe(404);
    const made = await t.send('POST', 'products/fvp', { brpProductId: 8004, displayName: 'Månedskort spa' });
    expect(made.statusCode).toBe(200);
    expect(
      (await t.send('DELETE', 'products/8004/fvp', undefined, { version: made.json<FrequentVisitorPass>().version }))
        .statusCode,
    ).toBe(200);
    const again = await t.send('DELETE', 'products/8004/fvp');
    expect(again.statusCode).toBe(404);
    expect(message(again)).toBe('Frequent visitor pass 8004 not found.');
  });
});
