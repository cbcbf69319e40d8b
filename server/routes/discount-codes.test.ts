import { describe, expect, it } from 'vitest';
import type { DiscountCode } from '../../contract/codes.ts';
import { useTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';

describe.each(testDatabases())('discount codes API on $name', ({ open }) => {
  const t = useTestApp(open);
  const codes = async () => (await t.send('GET', 'discount-codes')).json<DiscountCode[]>();

  it('answers dates that do not exist with 400 naming the field, never 500', async () => {
    const base = { code: 'DATO', amount: 10, daysOfWeek: [1] };
    for (const [change, field] of [
      [{ activeFrom: '2031-02-30' }, 'body.activeFrom'],
      [{ activeTo: '2031-01-01T25:00' }, 'body.activeTo'],
      [{ activeFrom: 'tomorrow' }, 'body.activeFrom'],
      [{ amount: '10' }, 'body.amount'],
      [{ amount: -1 }, 'body.amount'],
    ] as const) {
      const res = await t.send('POST', 'discount-codes', { ...base, ...change });
      expect(res.statusCode, `${JSON.stringify(change)}: ${res.body}`).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(field);
    }
    expect((await codes()).map((c) => c.code)).not.toContain('DATO');
  });

  it('keeps date-times, answers a duplicate in another case on update with 409 and the spec text', async () => {
    const created = await t.send('POST', 'discount-codes', {
      code: 'Kveld15',
      amount: 15,
      activeFrom: '2031-03-01T18:30',
      activeTo: '2031-03-02',
      daysOfWeek: [3, 3, 1],
    });
    expect(created.statusCode, created.body).toBe(200);
    const code = created.json<DiscountCode>();
    expect(code).toMatchObject({
      code: 'Kveld15',
      activeFrom: '2031-03-01T18:30:00',
      activeTo: '2031-03-02T00:00:00',
      daysOfWeek: [1, 3],
      updatedAt: null,
    });
    const { version } = code;
    const dupe = await t.send(
      'PUT',
      'discount-codes',
      { id: code.id, code: 'spa10', amount: 15, daysOfWeek: [1] },
      { version },
    );
    expect(dupe.statusCode).toBe(409);
    expect(dupe.json<{ message: string }>().message).toBe('This discount code already exists. ');
    const same = await t.send(
      'PUT',
      'discount-codes',
      { id: code.id, code: 'KVELD15', amount: 12.5, daysOfWeek: [1] },
      { version },
    );
    expect(same.json<DiscountCode>()).toMatchObject({
      code: 'KVELD15',
      amount: 12.5,
      activeFrom: null,
      activeTo: null,
    });
    expect((await t.send('PUT', 'discount-codes', { code: 'X', amount: 1, daysOfWeek: [1] })).statusCode).toBe(400);
  });

  it('answers unknown codes and packages with 404, bad ids and bodies with 400', async () => {
    const [first] = await codes();
    expect((await t.send('DELETE', 'discount-codes/999999')).statusCode).toBe(404);
    expect((await t.send('DELETE', 'discount-codes/abc')).statusCode).toBe(400);
    expect(
      (await t.send('POST', 'discount-codes/999999/hotel-packages', { hotelPackageId: 'HP1001' })).statusCode,
    ).toBe(404);
    expect(
      (await t.send('POST', `discount-codes/${first?.id}/hotel-packages`, { hotelPackageId: 'HP9999' })).statusCode,
    ).toBe(404);
    const empty = await t.send('POST', `discount-codes/${first?.id}/hotel-packages`, { hotelPackageId: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toContain('body.hotelPackageId');
    expect((await t.send('POST', `discount-codes/${first?.id}/hotel-packages`, {})).statusCode).toBe(400);
    expect((await t.send('DELETE', `discount-codes/${first?.id}/hotel-packages/HP1004`)).statusCode).toBe(404);
    expect((await t.send('DELETE', 'discount-codes/999999/hotel-packages/HP1001')).statusCode).toBe(404);
    expect((await t.send('POST', 'discount-codes', { code: 'NOBODY' })).statusCode).toBe(400);
  });

  it('removes the links of a deleted code', async () => {
    const code = (await codes()).find((c) => c.code === 'HELG20');
    expect(code?.hotelPackages.map((p) => p.clockId)).toEqual(['HP1001', 'HP1002']);
    expect(
      (await t.send('DELETE', `discount-codes/${code?.id}`, undefined, { version: code?.version })).statusCode,
    ).toBe(200);
    expect((await codes()).map((c) => c.code)).not.toContain('HELG20');
    expect((await t.send('DELETE', `discount-codes/${code?.id}/hotel-packages/HP1001`)).statusCode).toBe(404);
  });
});
