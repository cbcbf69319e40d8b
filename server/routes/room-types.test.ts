import { describe, expect, it } from 'vitest';
import type { Image } from '../../contract/images.ts';
import type { RoomType } from '../../contract/room-types.ts';
import { useTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';

// Listing, trimming, the 5-image limit, a blank display name, an unknown image and deleting twice are covered
// in hotel-products.test.ts; this file covers the rest of the room type routes.
describe.each(testDatabases())('room types API on $name', ({ open }) => {
  const t = useTestApp(open);
  const roomType = async (clockId: string) => (await t.get<RoomType[]>('roomtype')).find((r) => r.clockId === clockId);

  it('updates an existing room type by clock id, keeping the image order and the paired urls', async () => {
    const images = await t.get<Image[]>('images');
    const [a, b] = [images[6], images[1]];
    const saved = await t.send(
      'POST',
      'roomtype',
      {
        clockId: 'RT-FAM',
        position: 0,
        displayName: 'Familierom',
        displayNameEn: '  Family',
        imageIds: [a?.id, b?.id],
      },
      { version: (await roomType('RT-FAM'))?.version },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await roomType('RT-FAM')).toMatchObject({
      position: 0,
      displayNameEn: 'Family',
      imageIds: [a?.id, b?.id],
      imageUrls: [a?.src, b?.src],
    });
    // Position 0 now sorts it first.
    expect((await t.get<RoomType[]>('roomtype')).map((r) => r.clockId)).toEqual(['RT-FAM', 'RT-DBL', 'RT-STE']);
  });

  it('leaves a deleted image out of both ids and urls, so the room type still saves as listed', async () => {
    const before = await roomType('RT-STE');
    const gone = before?.imageIds[1];
    expect(before?.imageIds).toHaveLength(3);
    // The API keeps an image in use (decision 015): this one is deleted behind its back, in the database.
    const image = (await t.get<Image[]>('images')).find((i) => i.id === gone);
    expect((await t.send('DELETE', `images/${gone}`, undefined, { version: image?.version })).statusCode).toBe(409);
    await t.handle.db
      .deleteFrom('images')
      .where('id', '=', gone ?? 0)
      .execute();
    const after = await roomType('RT-STE');
    expect(after?.imageIds).toEqual(before?.imageIds.filter((id) => id !== gone));
    expect(after?.imageUrls).toEqual([before?.imageUrls[0], before?.imageUrls[2]]);
    const resaved = await t.send('POST', 'roomtype', { ...after, imageUrls: undefined }, { version: after?.version });
    expect(resaved.statusCode, resaved.body).toBe(200);
  });

  it('answers bad bodies with 400 naming the field, and keeps the data', async () => {
    const cases: Array<[object, string]> = [
      [{ displayName: 'No id' }, 'body.clockId'],
      [{ clockId: '  ', displayName: 'Blank id' }, 'body.clockId'],
      [{ clockId: 'RT-X', displayName: 'Negative', position: -1 }, 'body.position'],
      [{ clockId: 'RT-X', displayName: 'Fraction', position: 1.5 }, 'body.position'],
      [{ clockId: 'RT-X', displayName: 'Lists', detailsLeft: 'not a list' }, 'body.detailsLeft'],
      [{ clockId: 'RT-X', displayName: 'Ids', imageIds: ['1'] }, 'body.imageIds'],
      [{ clockId: 'RT-X', displayName: 'Ids', imageIds: [0] }, 'body.imageIds'],
      [{ clockId: 'RT-X' }, 'body.displayName'],
    ];
    for (const [body, field] of cases) {
      const res = await t.send('POST', 'roomtype', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(field);
    }
    expect(await roomType('RT-X')).toBeUndefined();
  });

  it('answers 404 for an unknown clock id on delete and 400 for an over-long one', async () => {
    const res = await t.send('DELETE', 'roomtype/RT-NOPE');
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toContain('RT-NOPE');
    expect((await t.send('DELETE', `roomtype/${'x'.repeat(51)}`)).statusCode).toBe(400);
    expect((await t.get<RoomType[]>('roomtype')).map((r) => r.clockId)).toEqual(['RT-FAM', 'RT-DBL', 'RT-STE']);
  });
});
