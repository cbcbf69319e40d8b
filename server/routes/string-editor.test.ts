import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { compareDictionaryKeys, DICTIONARY_KEY_TAKEN, type DictionaryEntry } from '../../contract/dictionary.ts';
import { useTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';

const message = (res: LightMyRequestResponse) => res.json<{ message: string }>().message;
/** What a new entry answers besides its texts: its first version, never changed. */
const NEW = { version: 1, updatedBy: null, updatedAt: null };
/** The demo user's name (server/test/tokens.ts): who the changes are stamped with. */
const USER = 'Kari Nordmann';

describe.each(testDatabases())('string editor API on $name', ({ open }) => {
  const t = useTestApp(open);
  const list = (query = '') => t.get<DictionaryEntry[]>(`string-editor${query}`);
  const find = async (key: string) => (await list()).find((e) => e.key === key);

  it('lists the seeded strings sorted by key with sort=true', async () => {
    const sorted = await list('?sort=true');
    expect(sorted.length).toBeGreaterThanOrEqual(20);
    expect(sorted.map((e) => e.key)).toEqual(sorted.map((e) => e.key).sort(compareDictionaryKeys));
    expect(sorted.find((e) => e.key === 'checkout.pay')).toEqual({
      key: 'checkout.pay',
      english: 'Pay now',
      norwegian: 'Betal nå',
      ...NEW,
    });
  });

  it('orders by key ignoring case with sort=true, by code point without it, the same on every database', async () => {
    const keys = [
      'order.beta',
      'order.Alpha',
      'Order.alpha',
      'order.alpha',
      'order.Zulu',
      'order.b_c',
      'order.b-c',
      'order.b9',
    ];
    for (const key of keys)
      expect((await t.send('POST', 'string-editor', { key, english: key, norwegian: key })).statusCode).toBe(200);
    const ours = (entries: DictionaryEntry[]) =>
      entries.map((e) => e.key).filter((k) => k.toLowerCase().startsWith('order.'));
    expect(ours(await list('?sort=true'))).toEqual([
      'Order.alpha',
      'order.Alpha',
      'order.alpha',
      'order.b-c',
      'order.b9',
      'order.b_c',
      'order.beta',
      'order.Zulu',
    ]);
    const codePoints = [
      'Order.alpha',
      'order.Alpha',
      'order.Zulu',
      'order.alpha',
      'order.b-c',
      'order.b9',
      'order.b_c',
      'order.beta',
    ];
    expect(ours(await list())).toEqual(codePoints);
    expect(ours(await list('?sort=false'))).toEqual(codePoints);
    expect((await t.send('GET', 'string-editor?sort=yes')).statusCode).toBe(400);
    expect(message(await t.send('GET', 'string-editor?sort=yes'))).toContain('querystring.sort');
  });

  it('adds a string, then updates it by key (upsert), keeping the texts as typed', async () => {
    const created = await t.send('POST', 'string-editor', { key: '  spa.newLabel ', english: 'New', norwegian: 'Ny' });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json<DictionaryEntry>()).toEqual({ key: 'spa.newLabel', english: 'New', norwegian: 'Ny', ...NEW });

    const updated = await t.send(
      'POST',
      'string-editor',
      { key: 'spa.newLabel', english: 'Line one\n  line two ', norwegian: '' },
      { version: 1 },
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json<DictionaryEntry>()).toEqual({
      key: 'spa.newLabel',
      english: 'Line one\n  line two ',
      norwegian: '',
      version: 2,
      updatedBy: USER,
      updatedAt: expect.any(String) as unknown,
    });
    expect((await list()).filter((e) => e.key === 'spa.newLabel')).toHaveLength(1);
    expect(await find('spa.newLabel')).toEqual(updated.json<DictionaryEntry>());
  });

  it('refuses a new string (isNew) whose key exists with 409, leaving the string as it was', async () => {
    const added = await t.send('POST', 'string-editor', {
      key: 'spa.fresh',
      english: 'Fresh',
      norwegian: 'Fersk',
      isNew: true,
    });
    expect(added.statusCode, added.body).toBe(200);
    const again = await t.send('POST', 'string-editor', {
      key: 'spa.fresh',
      english: 'Other',
      norwegian: 'Annen',
      isNew: true,
    });
    expect(again.statusCode).toBe(409);
    expect(message(again)).toBe(DICTIONARY_KEY_TAKEN);
    expect(await find('spa.fresh')).toEqual({ key: 'spa.fresh', english: 'Fresh', norwegian: 'Fersk', ...NEW });
    // Without isNew the same key updates (an edit), based on the version it read.
    expect(
      (
        await t.send(
          'POST',
          'string-editor',
          { key: 'spa.fresh', english: 'Other', norwegian: 'Annen', isNew: false },
          { version: added.json<DictionaryEntry>().version },
        )
      ).statusCode,
    ).toBe(200);
    expect(await find('spa.fresh')).toEqual({
      key: 'spa.fresh',
      english: 'Other',
      norwegian: 'Annen',
      version: 2,
      updatedBy: USER,
      updatedAt: expect.any(String) as unknown,
    });
  });

  it('answers bad bodies with 400 naming the field, never 500, and saves nothing', async () => {
    const huge = 'x'.repeat(4001);
    const cases: Array<[object | undefined, string]> = [
      [{ english: 'No key', norwegian: 'Ingen nøkkel' }, 'body.key'],
      [{ key: 42, english: 'Number', norwegian: 'Tall' }, 'body.key'],
      [{ key: null, english: 'Null', norwegian: 'Null' }, 'body.key'],
      [{ key: '   ', english: 'Blank', norwegian: 'Blank' }, 'body.key'],
      [{ key: 'has space', english: 'Space', norwegian: 'Mellomrom' }, 'body.key'],
      [{ key: 'nøkkel', english: 'Not ASCII', norwegian: 'Ikke ASCII' }, 'body.key'],
      [{ key: 'k'.repeat(101), english: 'Long key', norwegian: 'Lang nøkkel' }, 'body.key'],
      [{ key: 'bad.english', english: huge, norwegian: '' }, 'body.english'],
      [{ key: 'bad.norwegian', english: '', norwegian: huge }, 'body.norwegian'],
      [{ key: 'bad.type', english: 1, norwegian: '' }, 'body.english'],
      [{ key: 'bad.missing', english: '' }, 'body.norwegian'],
      [{ key: 'bad.isNew', english: '', norwegian: '', isNew: 'yes' }, 'body.isNew'],
      [undefined, 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await t.send('POST', 'string-editor', body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(message(res)).toContain(field);
    }
    expect((await list()).map((e) => e.key).filter((k) => k.startsWith('bad.') || k.startsWith('k'))).toEqual([]);
    // Exactly at the limits is fine.
    const atLimit = await t.send('POST', 'string-editor', {
      key: 'k'.repeat(100),
      english: 'x'.repeat(4000),
      norwegian: 'y'.repeat(4000),
    });
    expect(atLimit.statusCode, atLimit.body).toBe(200);
  });

  it('deletes by a { key } body, then answers 404 for that key', async () => {
    const made = await t.send('POST', 'string-editor', { key: 'spa.gone', english: 'Gone', norwegian: 'Borte' });
    const deleted = await t.send(
      'DELETE',
      'string-editor',
      { key: 'spa.gone' },
      { version: made.json<DictionaryEntry>().version },
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ key: 'spa.gone' });
    expect(await find('spa.gone')).toBeUndefined();
    const again = await t.send('DELETE', 'string-editor', { key: 'spa.gone' });
    expect(again.statusCode).toBe(404);
    expect(message(again)).toBe('String spa.gone not found.');
    // A key that cannot exist is not found either, rather than refused.
    expect((await t.send('DELETE', 'string-editor', { key: 'no such key' })).statusCode).toBe(404);
  });

  it('answers a DELETE without a usable body with 400 naming the field', async () => {
    const cases: Array<[object | undefined, string]> = [
      [undefined, 'body'],
      [{}, 'body.key'],
      [{ key: 7 }, 'body.key'],
      [{ key: '  ' }, 'body.key'],
      [{ key: 'k'.repeat(101) }, 'body.key'],
    ];
    for (const [body, field] of cases) {
      const res = await t.send('DELETE', 'string-editor', body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(message(res)).toContain(field);
    }
    // A JSON content type with nothing in it, and a body that is not JSON: 400 as well.
    const empty = await t.call({
      method: 'DELETE',
      url: '/api/string-editor',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);
    const broken = await t.call({
      method: 'DELETE',
      url: '/api/string-editor',
      headers: { 'content-type': 'application/json' },
      payload: '{"key":',
    });
    expect(broken.statusCode).toBe(400);
    expect(await find('checkout.title')).toBeDefined();
  });
});
