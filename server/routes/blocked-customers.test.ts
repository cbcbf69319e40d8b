import { describe, expect, it } from 'vitest';
import type { BlockedCustomer } from '../../contract/blocked-customers.ts';
import type { Paged } from '../../contract/common.ts';
import type { DialCode } from '../../contract/config.ts';
import { useTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';

describe.each(testDatabases())('blocked customers API on $name', ({ open }) => {
  const t = useTestApp(open);
  const all = () => t.get<Paged<BlockedCustomer>>('blocked-customers');

  it('lists every row unless both page and itemsPerPage are given', async () => {
    const seeded = await all();
    expect(seeded.totalItems).toBe(3);
    expect(seeded.items).toHaveLength(3);
    expect(seeded.items[0]).toMatchObject({
      emailAddress: 'spam@example.com',
      phoneNumber: '',
      note: 'Gjentatte falske bestillinger',
    });
    for (const i of [1, 2, 3])
      expect((await t.send('POST', 'blocked-customers', { emailAddress: `side${i}@example.com` })).statusCode).toBe(
        200,
      );

    const second = await t.get<Paged<BlockedCustomer>>('blocked-customers?page=2&itemsPerPage=4');
    expect(second.totalItems).toBe(6);
    expect(second.items.map((c) => c.emailAddress)).toEqual(['side2@example.com', 'side3@example.com']);
    // One of the two alone is no paging: the whole list.
    expect((await t.get<Paged<BlockedCustomer>>('blocked-customers?page=2')).items).toHaveLength(6);
    expect((await t.get<Paged<BlockedCustomer>>('blocked-customers?itemsPerPage=2')).items).toHaveLength(6);
    expect((await t.send('GET', 'blocked-customers?page=0&itemsPerPage=5')).statusCode).toBe(400);
    expect((await t.send('GET', 'blocked-customers?page=1&itemsPerPage=abc')).statusCode).toBe(400);
  });

  it('adds, changes and deletes a blocked customer, trimming what was typed, phone numbers held as E.164', async () => {
    const created = await t.send('POST', 'blocked-customers', {
      emailAddress: ' ola@example.no ',
      phoneNumber: '+47 912 34 567 ',
      note: 'No-show',
    });
    expect(created.statusCode, created.body).toBe(200);
    const customer = created.json<BlockedCustomer>();
    expect(customer).toMatchObject({ emailAddress: 'ola@example.no', phoneNumber: '+4791234567', note: 'No-show' });

    expect(customer).toMatchObject({ version: 1, updatedBy: null, updatedAt: null });
    const phoneOnly = await t.send(
      'PUT',
      `blocked-customers/${customer.id}`,
      { phoneNumber: '+46 (0)8-123 45 67' },
      { version: customer.version },
    );
    expect(phoneOnly.statusCode, phoneOnly.body).toBe(200);
    expect(phoneOnly.json<BlockedCustomer>()).toEqual({
      id: customer.id,
      emailAddress: '',
      phoneNumber: '+4681234567',
      note: '',
      version: 2,
      updatedBy: 'Kari Nordmann',
      updatedAt: expect.any(String) as unknown,
    });
    expect((await all()).items.find((c) => c.id === customer.id)).toMatchObject({
      emailAddress: '',
      phoneNumber: '+4681234567',
    });
    // An international address, and a Norwegian number typed without its country.
    const idn = await t.send(
      'PUT',
      `blocked-customers/${customer.id}`,
      { emailAddress: 'blåbær@eksempel.no', phoneNumber: '949 79 466' },
      { version: 2 },
    );
    expect(idn.statusCode, idn.body).toBe(200);
    expect(idn.json<BlockedCustomer>()).toMatchObject({
      emailAddress: 'blåbær@eksempel.no',
      phoneNumber: '+4794979466',
    });

    const deleted = await t.send('DELETE', `blocked-customers/${customer.id}`, undefined, { version: 3 });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ id: customer.id });
    expect((await all()).items.map((c) => c.id)).not.toContain(customer.id);
  });

  it('answers bad bodies with 400 naming the field, and a record that blocks nobody names emailAddress', async () => {
    const cases: Array<[object, string]> = [
      [{}, 'body.emailAddress'],
      [{ emailAddress: '  ', phoneNumber: '', note: 'Tom' }, 'body.emailAddress'],
      [{ emailAddress: 'not an address' }, 'body.emailAddress'],
      [{ emailAddress: 'a@b' }, 'body.emailAddress'],
      [{ emailAddress: `${'a'.repeat(250)}@example.com` }, 'body.emailAddress'],
      [{ phoneNumber: '912 34 567 ext. 4' }, 'body.phoneNumber'],
      [{ phoneNumber: '47+ 912 34 567' }, 'body.phoneNumber'],
      [{ phoneNumber: '+47' }, 'body.phoneNumber'],
      [{ phoneNumber: '1234567890123456' }, 'body.phoneNumber'],
      [{ phoneNumber: `+47 ${' '.repeat(30)}91234567` }, 'body.phoneNumber'],
      [{ phoneNumber: 4791234567 }, 'body.phoneNumber'],
      [{ emailAddress: 'x@example.com', note: 'n'.repeat(1001) }, 'body.note'],
    ];
    const before = (await all()).totalItems;
    for (const [body, field] of cases) {
      const res = await t.send('POST', 'blocked-customers', body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(field);
    }
    const [seed] = (await all()).items;
    const emptied = await t.send('PUT', `blocked-customers/${seed!.id}`, { emailAddress: '', phoneNumber: '' });
    expect(emptied.statusCode).toBe(400);
    expect(emptied.json<{ errors: Array<{ field: string }> }>().errors.map((e) => e.field)).toEqual([
      'body.emailAddress',
    ]);
    expect((await all()).totalItems).toBe(before);
    expect((await all()).items[0]).toEqual(seed);
  });

  it('answers unknown ids with 404 and bad ids with 400', async () => {
    const update = await t.send('PUT', 'blocked-customers/999999', { emailAddress: 'ingen@example.com' });
    expect(update.statusCode).toBe(404);
    expect(update.json<{ message: string }>().message).toBe('Blocked customer 999999 not found.');
    expect((await t.send('DELETE', 'blocked-customers/999999')).statusCode).toBe(404);
    expect((await t.send('DELETE', 'blocked-customers/abc')).statusCode).toBe(400);
    expect((await t.send('PUT', 'blocked-customers/0', { emailAddress: 'null@example.com' })).statusCode).toBe(400);
  });

  it('lists every country dial code with its +prefix, each country once', async () => {
    const codes = await t.get<DialCode[]>('config/dialcodes');
    expect(codes).toContainEqual({ code: 'NO', phone: '+47' });
    expect(codes).toContainEqual({ code: 'SE', phone: '+46' });
    expect(codes).toContainEqual({ code: 'US', phone: '+1' });
    expect(codes.length).toBeGreaterThan(240);
    expect(codes.length).toBeLessThan(260);
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
    expect(codes.map((c) => c.code)).toEqual(codes.map((c) => c.code).sort());
    // A protected route, unlike GET /api/config.
    expect((await t.app.inject({ method: 'GET', url: '/api/config/dialcodes' })).statusCode).toBe(401);
  });
});
