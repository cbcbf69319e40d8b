import { describe, expect, it } from 'vitest';
import type { SpecialCode } from '../../contract/codes.ts';
import { useTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';

describe.each(testDatabases())('special code routes on $name', ({ open }) => {
  const t = useTestApp(open);
  const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

  it('inserts a new code as type 1 with date-times, and lists it for its package only', async () => {
    const res = await t.send('POST', 'specialCodes', {
      specialCode: ' Sommer-26 ',
      activeFrom: '2031-06-01T08:30',
      activeTo: '2031-08-31T23:59',
      packageId: 'HP1002',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SpecialCode>()).toMatchObject({
      specialCode: 'Sommer-26',
      type: 1,
      packageId: 'HP1002',
      activeFrom: '2031-06-01T08:30:00',
      activeTo: '2031-08-31T23:59:00',
      updatedAt: null,
    });
    const list = (await t.send('GET', 'specialCodes?SpecialCodeType=1&PackageId=HP1002')).json<SpecialCode[]>();
    expect(list.map((c) => c.specialCode)).toEqual(['Sommer-26']);
    expect((await t.send('GET', 'specialCodes?SpecialCodeType=2&PackageId=HP1002')).json<SpecialCode[]>()).toEqual([]);
    expect(
      (await t.send('GET', 'specialCodes/checkUniqueSpecialCode?SpecialCodeToCheck=SOMMER-26')).json<boolean>(),
    ).toBe(false);
  });

  it('answers bad queries and bodies with 400 naming the field', async () => {
    expect(message(await t.send('GET', 'specialCodes?SpecialCodeType=1'))).toContain('querystring.PackageId');
    expect(message(await t.send('GET', 'specialCodes?SpecialCodeType=x&PackageId=HP1002'))).toContain(
      'querystring.SpecialCodeType',
    );
    expect(message(await t.send('GET', 'specialCodes/checkUniqueSpecialCode'))).toContain(
      'querystring.SpecialCodeToCheck',
    );
    expect(
      message(await t.send('GET', 'specialCodes/checkUniqueSpecialCode?SpecialCodeToCheck=A&excludeId=x')),
    ).toContain('querystring.excludeId');
    const cases: Array<[object, string]> = [
      [{ specialCode: 'A', packageId: '' }, 'body.packageId'],
      [{ specialCode: 'A', packageId: 'HP1002', activeFrom: '01.06.2031' }, 'body.activeFrom'],
      [{ specialCode: 'A', packageId: 'HP1002', type: 0 }, 'body.type'],
      [
        { specialCode: 'A', packageId: 'HP1002', activeFrom: '2031-06-01T10:00', activeTo: '2031-06-01T10:00' },
        'Active To date should be later than Active From date',
      ],
    ];
    for (const [payload, text] of cases) {
      const res = await t.send('POST', 'specialCodes', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(message(res)).toContain(text);
    }
    const noId = await t.send('PUT', 'specialCodes', { specialCode: 'A', packageId: 'HP1002' });
    expect(noId.statusCode).toBe(400);
    expect(message(noId)).toContain('body.id');
    expect((await t.send('DELETE', 'specialCodes/abc')).statusCode).toBe(400);
  });

  it('answers unknown packages and codes with 404', async () => {
    expect((await t.send('GET', 'specialCodes?SpecialCodeType=1&PackageId=NOPE')).statusCode).toBe(404);
    expect((await t.send('POST', 'specialCodes', { specialCode: 'NEW-ONE', packageId: 'NOPE' })).statusCode).toBe(404);
    expect(
      (await t.send('PUT', 'specialCodes', { id: 999999, specialCode: 'NEW-ONE', packageId: 'HP1002' })).statusCode,
    ).toBe(404);
    expect((await t.send('DELETE', 'specialCodes/999999')).statusCode).toBe(404);
    // A code belongs to its package: an update naming another package changes nothing.
    const [code] = (await t.send('GET', 'specialCodes?SpecialCodeType=1&PackageId=HP1002')).json<SpecialCode[]>();
    const moved = await t.send(
      'PUT',
      'specialCodes',
      { id: code!.id, specialCode: 'FLYTTET', packageId: 'HP1001' },
      { version: code!.version },
    );
    expect(moved.statusCode).toBe(404);
    expect(
      (await t.send('GET', 'specialCodes?SpecialCodeType=1&PackageId=HP1002')).json<SpecialCode[]>()[0]?.specialCode,
    ).toBe(code!.specialCode);
  });

  it('updates a code keeping its creator, and refuses a duplicate in another case', async () => {
    const [code] = (await t.send('GET', 'specialCodes?SpecialCodeType=1&PackageId=HP1002')).json<SpecialCode[]>();
    const same = await t.send(
      'PUT',
      'specialCodes',
      {
        id: code!.id,
        specialCode: 'SOMMER-26',
        activeFrom: null,
        activeTo: null,
        packageId: 'HP1002',
        createdBy: code!.createdBy,
        createdAt: code!.createdAt,
      },
      { version: code!.version },
    );
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json<SpecialCode>()).toMatchObject({
      specialCode: 'SOMMER-26',
      activeFrom: null,
      createdAt: code!.createdAt,
      createdBy: 'Kari Nordmann',
      updatedBy: 'Kari Nordmann',
    });
    const dupe = await t.send(
      'PUT',
      'specialCodes',
      { id: code!.id, specialCode: 'vinter-vip', packageId: 'HP1002' },
      { version: same.json<SpecialCode>().version },
    );
    expect(dupe.statusCode).toBe(409);
    expect(message(dupe)).toBe('This special code already exists. ');
  });
});
