import { describe, expect, it } from 'vitest';
import type { CheckoutAlert } from '../../contract/checkout-alerts.ts';
import type { Paged } from '../../contract/common.ts';
import { useTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';

const USER = 'Kari Nordmann';
const alert = (fields: Partial<CheckoutAlert> = {}) => ({
  messageNo: 'Hei',
  messageEn: 'Hello',
  activeFrom: '2031-05-01',
  activeTo: '2031-05-31',
  ...fields,
});
/** Stamps a client must not set: each is ignored (the server's own are kept). */
const forged = {
  id: 4242,
  createdAt: '2001-01-01T00:00:00.000Z',
  createdBy: 'Mallory',
  updatedAt: '2001-01-02T00:00:00.000Z',
  updatedBy: 'Mallory',
};

describe.each(testDatabases())('checkout alerts API on $name', ({ open }) => {
  const t = useTestApp(open);
  const all = () => t.get<Paged<CheckoutAlert>>('checkout-alerts');

  it('lists every alert unless both page and itemsPerPage are given', async () => {
    const whole = await all();
    expect(whole.totalItems).toBeGreaterThanOrEqual(3);
    expect(whole.items).toHaveLength(whole.totalItems);
    expect(whole.items.map((a) => a.id)).toEqual([...whole.items.map((a) => a.id)].sort((a, b) => a - b));
    expect(whole.items.find((a) => a.messageEn === 'The pool is closed for maintenance.')).toMatchObject({
      hotelFlow: false,
      spaFlow: true,
      createdBy: 'seed',
      updatedBy: null,
    });
    // One parameter alone pages nothing.
    expect(await t.get<Paged<CheckoutAlert>>('checkout-alerts?page=2')).toEqual(whole);
    expect(await t.get<Paged<CheckoutAlert>>('checkout-alerts?itemsPerPage=1')).toEqual(whole);
    // Both: that page, and the count of all.
    expect(await t.get<Paged<CheckoutAlert>>('checkout-alerts?page=2&itemsPerPage=2')).toEqual({
      items: whole.items.slice(2, 4),
      totalItems: whole.totalItems,
    });
    expect(await t.get<Paged<CheckoutAlert>>('checkout-alerts?page=99&itemsPerPage=2')).toEqual({
      items: [],
      totalItems: whole.totalItems,
    });
    for (const [query, field] of [
      ['page=0&itemsPerPage=5', 'querystring.page'],
      ['page=1&itemsPerPage=abc', 'querystring.itemsPerPage'],
      ['page=1.5', 'querystring.page'],
      ['itemsPerPage=501', 'querystring.itemsPerPage'],
    ]) {
      const res = await t.send('GET', `checkout-alerts?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(field);
    }
  });

  it('stamps a new alert with the signed-in user and the server clock, never the body, and defaults both flows on', async () => {
    const before = Date.now();
    const res = await t.send('POST', 'checkout-alerts', {
      activeFrom: '2031-05-01',
      activeTo: '2031-05-01',
      ...forged,
    });
    const after = Date.now();
    expect(res.statusCode, res.body).toBe(200);
    const created = res.json<CheckoutAlert>();
    expect(created).toMatchObject({
      messageNo: '',
      messageEn: '',
      activeFrom: '2031-05-01',
      activeTo: '2031-05-01',
      hotelFlow: true,
      spaFlow: true,
      createdBy: USER,
      updatedAt: null,
      updatedBy: null,
      version: 1,
    });
    expect(created.id).not.toBe(forged.id);
    expect(Date.parse(created.createdAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(created.createdAt)).toBeLessThanOrEqual(after + 1000);
    expect((await all()).items.find((a) => a.id === created.id)).toEqual(created);
  });

  it('updates an alert, stamping updated at/by and keeping created at/by', async () => {
    const created = (await t.send('POST', 'checkout-alerts', alert({ messageNo: 'Før' }))).json<CheckoutAlert>();
    const before = Date.now();
    const res = await t.send(
      'PUT',
      `checkout-alerts/${created.id}`,
      { ...alert({ messageNo: 'Etter\nto linjer', hotelFlow: false, activeTo: '2031-06-30' }), ...forged, version: 99 },
      { version: created.version },
    );
    const after = Date.now();
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json<CheckoutAlert>();
    expect(updated).toMatchObject({
      id: created.id,
      messageNo: 'Etter\nto linjer',
      hotelFlow: false,
      spaFlow: true,
      activeTo: '2031-06-30',
      createdAt: created.createdAt,
      createdBy: USER,
      updatedBy: USER,
      // The If-Match's version moved on by one; one in the body is ignored like the stamps.
      version: created.version + 1,
    });
    expect(Date.parse(updated.updatedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(updated.updatedAt ?? '')).toBeLessThanOrEqual(after + 1000);
    expect((await all()).items.find((a) => a.id === forged.id)).toBeUndefined();
    expect((await all()).items.find((a) => a.id === created.id)).toEqual(updated);
  });

  it('answers bad bodies with 400 naming the field, and stores nothing', async () => {
    const { id, version } = (await t.send('POST', 'checkout-alerts', alert())).json<CheckoutAlert>();
    const total = (await all()).totalItems;
    const cases: Array<[object, string]> = [
      [{ activeTo: '2031-05-31' }, 'body.activeFrom'],
      [{ activeFrom: '2031-05-01' }, 'body.activeTo'],
      [alert({ activeFrom: '2031-02-30' }), 'body.activeFrom'],
      [alert({ activeFrom: '01.05.2031' }), 'body.activeFrom'],
      [alert({ activeFrom: '0000-01-01' }), 'body.activeFrom'],
      [alert({ activeTo: '2100-01-02' }), 'body.activeTo'],
      [
        alert({ activeFrom: '2031-05-02', activeTo: '2031-05-01' }),
        'body.activeTo: Active to must not be before Active from',
      ],
      [alert({ messageNo: 'x'.repeat(1001) }), 'body.messageNo'],
      [alert({ messageEn: 'x'.repeat(1001) }), 'body.messageEn'],
      [{ ...alert(), messageEn: null }, 'body.messageEn'],
      [{ ...alert(), hotelFlow: 'yes' }, 'body.hotelFlow'],
      [{ ...alert(), spaFlow: 1 }, 'body.spaFlow'],
    ];
    for (const [body, field] of cases) {
      for (const [method, url] of [
        ['POST', 'checkout-alerts'],
        ['PUT', `checkout-alerts/${id}`],
      ] as const) {
        const res = await t.send(method, url, body, { version: method === 'PUT' ? version : undefined });
        expect(res.statusCode, `${method} ${JSON.stringify(body).slice(0, 80)}: ${res.body}`).toBe(400);
        expect(res.json<{ message: string }>().message).toContain(field);
      }
    }
    // The longest messages and the widest dates are kept.
    const edge = alert({ messageNo: 'x'.repeat(1000), activeFrom: '1900-01-01', activeTo: '2100-01-01' });
    expect((await t.send('PUT', `checkout-alerts/${id}`, edge, { version })).json<CheckoutAlert>()).toMatchObject(edge);
    expect((await all()).totalItems).toBe(total);
  });

  it('answers unknown ids with 404 and bad ids with 400', async () => {
    const update = await t.send('PUT', 'checkout-alerts/999999', alert());
    expect(update.statusCode).toBe(404);
    expect(update.json<{ message: string }>().message).toBe('Checkout alert 999999 not found.');
    expect((await t.send('DELETE', 'checkout-alerts/999999')).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1e3']) {
      expect((await t.send('PUT', `checkout-alerts/${id}`, alert())).statusCode, id).toBe(400);
      expect((await t.send('DELETE', `checkout-alerts/${id}`)).statusCode, id).toBe(400);
    }
  });

  it('deletes an alert', async () => {
    const { id, version } = (await t.send('POST', 'checkout-alerts', alert())).json<CheckoutAlert>();
    const res = await t.send('DELETE', `checkout-alerts/${id}`, undefined, { version });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id });
    expect((await all()).items.find((a) => a.id === id)).toBeUndefined();
    expect((await t.send('DELETE', `checkout-alerts/${id}`)).statusCode).toBe(404);
  });
});
