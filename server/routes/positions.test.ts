import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';

/** A record of a positioned list, as its list answers it. */
interface Positioned {
  position: number;
  version: number;
  [key: string]: unknown;
}

/**
 * Every list ordered by a position of its own (server/repositories/positions.ts): how it is listed, made without a
 * position, and deleted. `group` is a seeded spa package group (the included services are a group's list).
 */
const lists: Array<{
  name: string;
  key: 'clockId' | 'id';
  list: (group: number) => string;
  create: (group: number) => [url: string, body: object];
  remove: (id: string | number) => string;
}> = [
  {
    name: 'hotel packages',
    key: 'clockId',
    list: () => 'products/hotelPackage',
    create: () => ['products/hotelPackage', { clockId: 'HP-POS', name: 'Ny pakke', nameEn: 'New package' }],
    remove: (id) => `products/${id}/hotelPackage`,
  },
  {
    name: 'hotel package add-ons',
    key: 'clockId',
    list: () => 'products/hotelPackageAddon',
    create: () => ['products/hotelPackageAddon', { clockId: 'AD-POS', name: 'Nytt tillegg', nameEn: 'New add-on' }],
    remove: (id) => `products/${id}/hotelPackageAddon`,
  },
  {
    name: 'room types',
    key: 'clockId',
    list: () => 'roomtype',
    create: () => ['roomtype', { clockId: 'RT-POS', displayName: 'Nytt rom' }],
    remove: (id) => `roomtype/${id}`,
  },
  {
    name: 'spa package groups',
    key: 'id',
    list: () => 'products/spaPackage',
    create: () => ['groups', { name: 'Ny spapakke' }],
    remove: (id) => `groups/${id}`,
  },
  {
    name: 'included services',
    key: 'id',
    list: (group) => `groups/${group}/included-services`,
    create: (group) => ['groups/included-services', { productGroupFk: group, title: 'Ny tjeneste' }],
    remove: (id) => `groups/included-services/${id}`,
  },
];

describe.each(testDatabases())('positions on $name', ({ open }) => {
  const t = useTestApp(open);

  it.each(lists)('$name: a new one takes the next position; a delete numbers the rest 1..n', async (l) => {
    const groups = await t.get<Positioned[]>('products/spaPackage');
    const group = Number(groups[0]?.id);
    const read = () => t.get<Positioned[]>(l.list(group));
    const before = await read();
    expect(before.length).toBeGreaterThan(1);
    const last = Math.max(...before.map((r) => r.position));

    // Made without a position: after the last.
    const [url, body] = l.create(group);
    const created = await t.send('POST', url, body);
    expect(created.statusCode, created.body).toBe(200);
    const made = created.json<Positioned>();
    expect(made.position).toBe(last + 1);

    // Saved again without a position: it keeps its place.
    const resaved = await t.send('POST', url, { ...body, [l.key]: made[l.key] }, { version: made.version });
    if (l.name !== 'spa package groups') {
      expect(resaved.statusCode, resaved.body).toBe(200);
      expect(resaved.json<Positioned>().position).toBe(last + 1);
    }

    // The first one deleted: the rest are 1, 2, 3... in the order they had, with no gap.
    const listed = await read();
    const [first, ...rest] = listed;
    const removed = await t.send('DELETE', l.remove(String(first?.[l.key])), undefined, { version: first?.version });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await read();
    expect(after.map((r) => r[l.key])).toEqual(rest.map((r) => r[l.key]));
    expect(after.map((r) => r.position)).toEqual(rest.map((_, i) => i + 1));
    // Each moved one is a change: its version moved on, so a form opened on it before cannot put the old place back.
    expect(after.map((r) => r.version)).toEqual(rest.map((r) => r.version + 1));
    const stale = await t.send('POST', url, { ...body, [l.key]: made[l.key], position: 1 }, { version: made.version });
    if (l.name !== 'spa package groups') expect(stale.statusCode, stale.body).toBe(412);
  });

  it('a spa package group saved without a position keeps its place', async () => {
    const [, second] = await t.get<Positioned[]>('products/spaPackage');
    const res = await t.send('PUT', `groups/${Number(second?.id)}`, { name: 'Omdøpt' }, { version: second?.version });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Positioned>().position).toBe(second?.position);
  });
});
