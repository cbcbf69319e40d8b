import { describe, expect, it } from 'vitest';
import type { HotelMetadata } from '../../contract/hotel-metadata.ts';
import { useTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';

interface Problem {
  message: string;
  errors?: Array<{ field: string; message: string }>;
}

describe.each(testDatabases())('hotel metadata API on $name', ({ open }) => {
  const t = useTestApp(open);
  const metadata = () => t.get<HotelMetadata>('hotelmetadata');
  /** A save based on this version (none: no If-Match). */
  const put = (body: object, version?: number) => t.send('PUT', 'hotelmetadata', body, { version });
  /** As a change by the demo user answers it: the version it moved to, who changed it, when. */
  const changed = (record: object, version: number) => ({
    ...record,
    version,
    updatedBy: 'Kari Nordmann',
    updatedAt: expect.any(String) as unknown,
  });

  it('answers the seeded object, its coordinates and photo sizes as numbers', async () => {
    expect(await metadata()).toEqual({
      propertyId: 'FJORD-001',
      name: 'Fjordhotellet',
      address1: 'Strandveien 1',
      address2: '',
      city: 'Balestrand',
      province: 'Vestland',
      postalCode: '6899',
      countryCode: 'NO',
      latitude: 61.208,
      longitude: 6.532,
      phone: '+47 57 69 11 00',
      category: 'Hotel',
      website: 'https://fjordhotellet.example.no',
      description: 'Historisk hotell ved Sognefjorden.',
      photoUrl: '/demo/images/fjord-view.svg',
      photoHeight: 800,
      photoWidth: 1200,
      version: 1,
      updatedBy: null,
      updatedAt: null,
    });
  });

  it('replaces the whole object and answers it: texts trimmed, six decimals kept, empty numbers null', async () => {
    const seeded = await metadata();
    const change = {
      ...seeded,
      name: '  Fjordhotellet Balestrand ',
      latitude: -59.913901,
      longitude: 10.752245,
      photoHeight: 1,
      photoWidth: null,
    };
    const res = await put(change, seeded.version);
    expect(res.statusCode, res.body).toBe(200);
    const expected = changed({ ...change, name: 'Fjordhotellet Balestrand' }, seeded.version! + 1);
    expect(res.json()).toEqual(expected);
    expect(await metadata()).toEqual(expected);
    expect(await metadata()).toMatchObject({ latitude: -59.913901, photoWidth: null });

    const cleared = await put(
      { ...expected, latitude: null, longitude: null, photoHeight: null, address1: '' },
      expected.version,
    );
    expect(cleared.json()).toMatchObject({ latitude: null, longitude: null, photoHeight: null, address1: '' });
    expect((await put(seeded, expected.version + 1)).json()).toEqual(changed(seeded, expected.version + 2));
  });

  it('refuses bad values with 400 naming the field, and keeps what was stored', async () => {
    const seeded = await metadata();
    const cases: Array<[Partial<Record<keyof HotelMetadata, unknown>>, string, string]> = [
      [{ latitude: 90.5 }, 'body.latitude', 'must be between -90 and 90'],
      [{ latitude: -91 }, 'body.latitude', 'must be between -90 and 90'],
      [{ longitude: 180.000001 }, 'body.longitude', 'must be between -180 and 180'],
      [{ latitude: 59.9139123 }, 'body.latitude', 'must have at most 6 decimals'],
      [{ longitude: '10.75' }, 'body.longitude', ''],
      [{ photoHeight: 12.5 }, 'body.photoHeight', 'must be a whole number'],
      [{ photoHeight: 0 }, 'body.photoHeight', 'must be 1 or more'],
      [{ photoWidth: -3 }, 'body.photoWidth', 'must be 1 or more'],
      [{ photoWidth: 3_000_000_000 }, 'body.photoWidth', 'is too large'],
      [{ photoWidth: '800' }, 'body.photoWidth', ''],
      [{ name: 'x'.repeat(201) }, 'body.name', 'must be at most 200 characters'],
      [{ postalCode: '1'.repeat(21) }, 'body.postalCode', 'must be at most 20 characters'],
      [{ description: 'x'.repeat(4001) }, 'body.description', 'must be at most 4000 characters'],
      [{ city: null }, 'body.city', ''],
    ];
    for (const [change, field, message] of cases) {
      const res = await put({ ...seeded, ...change }, seeded.version);
      expect(res.statusCode, `${JSON.stringify(change).slice(0, 80)}: ${res.body}`).toBe(400);
      const problem = res.json<Problem>();
      expect(problem.errors?.find((e) => e.field === field)?.message).toContain(message);
    }
    expect(await metadata()).toEqual(seeded);
  });

  it('takes only the whole object: a field left out is a 400 naming it', async () => {
    const { phone: _phone, photoWidth: _width, ...partial } = await metadata();
    const res = await put(partial, partial.version);
    expect(res.statusCode).toBe(400);
    expect(res.json<Problem>().message).toContain('body.phone');
    expect(res.json<Problem>().message).toContain('body.photoWidth');
  });

  it('answers an empty object (no version) before anything is saved, and creates the row on the first save', async () => {
    const { version: deletedAt, updatedBy: _by, updatedAt: _at, ...seeded } = await metadata();
    await t.handle.db.deleteFrom('hotel_metadata').execute();
    expect(await metadata()).toEqual({
      ...Object.fromEntries(Object.keys(seeded).map((k) => [k, ''])),
      latitude: null,
      longitude: null,
      photoHeight: null,
      photoWidth: null,
    });
    // There is nothing to be based on: a save naming a version is refused as one of a deleted record.
    const based = await put(seeded, 1);
    expect(based.statusCode, based.body).toBe(412);
    expect(based.json()).toMatchObject({ current: null, version: null });
    const res = await put(seeded);
    expect(res.statusCode, res.body).toBe(200);
    // Made again, it goes on from the deleted one's version (decision 036): a form loaded before the delete is refused.
    expect(await metadata()).toEqual({ ...seeded, version: deletedAt! + 1, updatedBy: null, updatedAt: null });
    expect((await put(seeded, deletedAt)).statusCode).toBe(412);
  });
});
