import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Image } from '../../contract/images.ts';
import type { RoomType } from '../../contract/room-types.ts';
import { ifMatch } from '../../contract/versions.ts';
import { LISTEN_APPLICATION_NAME } from '../db/listen-postgres.ts';
import { createTestApp, type TestApp } from '../test/app.ts';
import { testDatabases, type TestDatabase } from '../test/databases.ts';
import { useTwoServerProcesses } from '../test/server-process.ts';
import { ReadCache, type KeptAnswer } from './read-cache.ts';

const answer = (text: string): KeptAnswer => ({ json: Buffer.from(text), gzip: Buffer.from(text) });
const keptText = (cache: ReadCache, key: string, tables: string[] = ['images']) => {
  const found = cache.lookUp(key, tables);
  return 'answer' in found ? found.answer.json.toString() : undefined;
};

describe('the kept answers (ReadCache)', () => {
  const listening = (maxSize?: number) => {
    const cache = new ReadCache(maxSize);
    cache.enable();
    return cache;
  };
  const read = (cache: ReadCache, key: string, tables: string[] = ['images']) => {
    const found = cache.lookUp(key, tables);
    if ('answer' in found || !found.ticket) throw new Error(`expected a ticket for ${key}`);
    return found.ticket;
  };

  it('keeps an answer until a table it was read from changes; a change of another table leaves it', () => {
    const cache = listening();
    expect(cache.keep(read(cache, '/api/roomtype', ['room_types', 'images']), answer('rooms'))).toBe(true);
    expect(cache.keep(read(cache, '/api/sections', ['sections']), answer('sections'))).toBe(true);
    expect(keptText(cache, '/api/roomtype')).toBe('rooms');
    cache.changed('bookings');
    expect(keptText(cache, '/api/roomtype')).toBe('rooms');
    cache.changed('images');
    expect(keptText(cache, '/api/roomtype')).toBeUndefined();
    expect(keptText(cache, '/api/sections')).toBe('sections');
  });

  it('never keeps a read that began before a change of a table it reads, whenever it ends; other tables do not count', () => {
    const cache = listening();
    const before = read(cache, '/api/roomtype', ['room_types', 'images']);
    cache.changed('images');
    expect(cache.keep(before, answer('old'))).toBe(false);
    expect(keptText(cache, '/api/roomtype')).toBeUndefined();
    // A busy evening's bookings change all the time: a list read meanwhile is kept.
    const during = read(cache, '/api/roomtype', ['room_types', 'images']);
    cache.changed('bookings');
    cache.changed('sections');
    expect(cache.keep(during, answer('new'))).toBe(true);
    expect(keptText(cache, '/api/roomtype')).toBe('new');
    cache.changed('room_types');
    expect(keptText(cache, '/api/roomtype')).toBeUndefined();
  });

  it('keeps nothing while it is not listening (before enable, after disable), so no change can go unheard', async () => {
    const cache = new ReadCache();
    expect(cache.lookUp('/api/images', ['images'])).toEqual({ ticket: undefined });
    expect(await cache.catchUp()).toBe(false);
    cache.enable();
    const during = read(cache, '/api/images');
    cache.disable();
    expect(cache.keep(during, answer('lost'))).toBe(false);
    cache.enable();
    expect(cache.keep(during, answer('lost'))).toBe(false);
    expect(keptText(cache, '/api/images')).toBeUndefined();
  });

  it('serves nothing kept when it cannot know it heard every change (the catch-up failed)', async () => {
    const cache = listening();
    cache.caughtUp = () => Promise.reject(new Error('the LISTEN connection was lost'));
    expect(await cache.catchUp()).toBe(false);
    cache.caughtUp = () => Promise.resolve();
    expect(await cache.catchUp()).toBe(true);
  });

  it('keeps at most its size, dropping the least recently used answer first', () => {
    const cache = listening(40);
    cache.keep(read(cache, 'a'), answer('aaaaaaaaaa'));
    cache.keep(read(cache, 'b'), answer('bbbbbbbbbb'));
    expect(keptText(cache, 'a')).toBe('aaaaaaaaaa');
    cache.keep(read(cache, 'c'), answer('cccccccccc'));
    expect(keptText(cache, 'b')).toBeUndefined();
    expect(keptText(cache, 'a')).toBe('aaaaaaaaaa');
    expect(keptText(cache, 'c')).toBe('cccccccccc');
  });
});

describe.each(testDatabases())('read-mostly lists kept between changes on $name', ({ open, name }) => {
  let handle: TestDatabase;
  let t: TestApp;

  const images = async () => {
    const res = await t.call({ method: 'GET', url: '/api/images' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    return res.json<Image[]>();
  };
  const srcOf = async (id: number) => (await images()).find((image) => image.id === id)?.src;
  const hits = () => t.app.scheduleHub.reads.stats.hits;
  /** Reads the list until it is answered from what was kept (the notice of the test's previous write may come later). */
  const kept = async (url = '/api/images') => {
    await expect
      .poll(async () => {
        await t.call({ method: 'GET', url });
        const before = hits();
        expect((await t.call({ method: 'GET', url })).statusCode).toBe(200);
        return hits() - before;
      })
      .toBe(1);
  };
  /** A change written past every trigger: the database announces nothing (what no writer can do by accident). */
  const unannounced = (query: ReturnType<typeof sql>) =>
    handle.db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await query.execute(trx);
    });
  const newImage = async (name: string) => {
    const res = await t.send('POST', 'images', { name, alt: name, src: `/${name}.svg` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Image>();
  };

  beforeAll(async () => {
    handle = await open('seeded');
    t = await createTestApp(handle);
  });
  afterAll(async () => {
    await t?.app.close();
    await handle?.cleanup();
  });

  it('answers from the list it kept until the database announces a change of its table', async () => {
    const image = await newImage('kept');
    await kept();
    await unannounced(sql`update images set src = '/quiet.svg' where id = ${image.id}`);
    // Nothing said the table changed: answered from what was kept.
    expect(await srcOf(image.id)).toBe('/kept.svg');
    // Another table announced: still kept.
    await sql`select pg_notify('table_changes', 'sections')`.execute(handle.db);
    expect(await srcOf(image.id)).toBe('/kept.svg');
    // Its table announced (as the triggers do): read again, at once (every change committed before a request is
    // heard before it is answered).
    await sql`select pg_notify('table_changes', 'images')`.execute(handle.db);
    expect(await srcOf(image.id)).toBe('/quiet.svg');
  });

  it('shows a write through this process to its very next read: create, update, delete', async () => {
    await kept();
    const image = await newImage('mine');
    expect(await srcOf(image.id)).toBe('/mine.svg');
    await kept();
    const changed = await t.send(
      'PUT',
      `images/${image.id}`,
      { name: 'mine', alt: 'mine', src: '/changed.svg' },
      { version: image.version },
    );
    expect(changed.statusCode).toBe(200);
    expect(await srcOf(image.id)).toBe('/changed.svg');
    await kept();
    const { version } = changed.json<Image>();
    expect((await t.send('DELETE', `images/${image.id}`, undefined, { version })).statusCode).toBe(200);
    expect(await srcOf(image.id)).toBeUndefined();
  });

  it('shows a write made in the database by another writer to the very next read, on any table a list is read from', async () => {
    const image = await newImage('elsewhere');
    await kept();
    await handle.db.updateTable('images').set({ src: '/by-hand.svg' }).where('id', '=', image.id).execute();
    expect(await srcOf(image.id)).toBe('/by-hand.svg');

    // Room types show their images' urls: a change of an image drops the kept room types too.
    const clockId = 'CACHED';
    expect(
      (await t.send('POST', 'roomtype', { clockId, displayName: 'Kept room', imageIds: [image.id] })).statusCode,
    ).toBe(200);
    const urls = async () => (await t.get<RoomType[]>('roomtype')).find((r) => r.clockId === clockId)?.imageUrls;
    expect(await urls()).toEqual(['/by-hand.svg']);
    await kept('/api/roomtype');
    await handle.db.updateTable('images').set({ src: '/moved.svg' }).where('id', '=', image.id).execute();
    expect(await urls()).toEqual(['/moved.svg']);
  });

  it('checks the bearer token of every request, kept answer or not', async () => {
    await kept();
    expect((await t.app.inject({ method: 'GET', url: '/api/images' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/images', headers: { authorization: 'Bearer not-a-token' } }))
        .statusCode,
    ).toBe(401);
    const expired = await t.token('u-demo', '-1s');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/images', headers: { authorization: `Bearer ${expired}` } }))
        .statusCode,
    ).toBe(401);
  });

  it('sends a kept list gzipped to a client that takes gzip, the same list as the JSON, never cached by the browser', async () => {
    await kept();
    const plain = await t.call({ method: 'GET', url: '/api/images' });
    const zipped = await t.call({
      method: 'GET',
      url: '/api/images',
      headers: { 'accept-encoding': 'br, gzip, deflate' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/accept-encoding/i);
    expect(zipped.headers['cache-control']).toBe('no-store');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString())).toEqual(plain.json());
  });

  it.runIf(name === 'PostgreSQL')(
    'keeps nothing while its LISTEN connection is lost, and keeps lists again once it is back',
    async () => {
      await kept();
      await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = ${LISTEN_APPLICATION_NAME}`.execute(
        handle.db,
      );
      await expect.poll(() => t.app.scheduleHub.reads.enabled).toBe(false);
      expect(t.app.scheduleHub.reads.stats.answers).toBe(0);
      await expect.poll(() => t.app.scheduleHub.reads.enabled, { timeout: 10_000 }).toBe(true);
      await kept();
    },
  );
});

const postgres = testDatabases().find((factory) => factory.name === 'PostgreSQL');

describe.runIf(postgres)('read-mostly lists kept by two server processes on one PostgreSQL database', () => {
  const twoProcesses = useTwoServerProcesses(postgres!);

  it('a write through one process is seen by the very next read through the other, every time, both ways', async () => {
    const { one, two, token } = await twoProcesses();
    const headers = {
      authorization: `Bearer ${token}`,
      'x-xsrf-token': 'x',
      cookie: 'XSRF-TOKEN=x',
      'accept-encoding': 'gzip',
    };
    const images = async (server: string) => {
      const res = await fetch(`${server}/api/images`, { headers });
      expect(res.status).toBe(200);
      return (await res.json()) as Image[];
    };
    const created = await fetch(`${one}/api/images`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'two', alt: 'two', src: '/0.svg' }),
    });
    expect(created.status).toBe(200);
    const image = (await created.json()) as Image;
    const { id } = image;
    let { version } = image;
    for (let round = 1; round <= 10; round++) {
      const [writer, reader] = round % 2 ? [one, two] : [two, one];
      // Both keep the list (read twice: the second read is answered from what was kept).
      await Promise.all([images(one), images(two)]);
      await Promise.all([images(one), images(two)]);
      // Each write is based on the version the previous one answered (the other process's, every other round).
      const res = await fetch(`${writer}/api/images/${id}`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json', 'if-match': ifMatch(version) },
        body: JSON.stringify({ name: 'two', alt: 'two', src: `/${round}.svg` }),
      });
      expect(res.status).toBe(200);
      ({ version } = (await res.json()) as Image);
      // No waiting: the other process's next answer has the write.
      expect((await images(reader)).find((image) => image.id === id)?.src, `round ${round}`).toBe(`/${round}.svg`);
    }
  }, 90_000);
});
