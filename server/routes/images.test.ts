import { IMAGE_SOURCE_MESSAGE } from '../../contract/common.ts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Paged } from '../../contract/common.ts';
import type { Image } from '../../contract/images.ts';
import { roomTypeInputSchema } from '../../contract/room-types.ts';
import { saveRoomType } from '../repositories/room-types.ts';
import { useTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';

/** The demo user's name (server/test/tokens.ts): who the changes are stamped with. */
const USER = 'Kari Nordmann';

interface Problem {
  message: string;
  code?: string;
  values?: Record<string, string | number>;
  errors?: Array<{ field: string; message: string; code?: string; values?: Record<string, string | number> }>;
}

describe.each(testDatabases())('images API on $name', ({ name, open }) => {
  const t = useTestApp(open);
  const problem = (res: { json: <T>() => T }) => res.json<Problem>();
  const images = () => t.get<Image[]>('images');
  const newImage = async (imageName: string) => {
    const res = await t.send('POST', 'images', {
      name: imageName,
      alt: `Bilde: ${imageName}`,
      src: `/demo/images/${imageName}.svg`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Image>();
  };
  const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);

  it('creates an image (optional English texts default to empty, version 1), updates it by id and lists it last', async () => {
    const created = await t.send('POST', 'images', {
      name: ' Terrasse ',
      alt: 'Terrassen om kvelden',
      src: '/demo/images/terrace.svg',
    });
    ok(created);
    const image = created.json<Image>();
    expect(image).toEqual({
      id: image.id,
      name: 'Terrasse',
      nameEn: '',
      alt: 'Terrassen om kvelden',
      altEn: '',
      src: '/demo/images/terrace.svg',
      version: 1,
      updatedBy: null,
      updatedAt: null,
    });
    expect((await images()).at(-1)).toEqual(image);

    const updated = await t.send(
      'PUT',
      `images/${image.id}`,
      { name: 'Terrasse', nameEn: 'Terrace', alt: 'Terrassen', altEn: 'The terrace', src: '/t.svg' },
      { version: image.version },
    );
    ok(updated);
    expect(updated.json<Image>()).toEqual({
      id: image.id,
      name: 'Terrasse',
      nameEn: 'Terrace',
      alt: 'Terrassen',
      altEn: 'The terrace',
      src: '/t.svg',
      version: 2,
      updatedBy: USER,
      updatedAt: expect.any(String) as unknown,
    });
    expect((await images()).find((i) => i.id === image.id)).toEqual(updated.json<Image>());
  });

  it('pages by id: the page asked for and the count of all; 10 a page unless told', async () => {
    const all = await images();
    for (let i = all.length; i < 7; i++) await newImage(`Side ${i}`);
    const ids = (await images()).map((i) => i.id);
    const second = await t.get<Paged<Image>>('images/paged?page=2&itemsPerPage=3');
    expect(second.totalItems).toBe(ids.length);
    expect(second.items.map((i) => i.id)).toEqual(ids.slice(3, 6));
    expect((await t.get<Paged<Image>>('images/paged')).items.map((i) => i.id)).toEqual(ids.slice(0, 10));
    expect((await t.get<Paged<Image>>(`images/paged?page=${ids.length + 1}&itemsPerPage=1`)).items).toEqual([]);
    for (const [query, field] of [
      ['page=0', 'querystring.page'],
      ['page=1&itemsPerPage=abc', 'querystring.itemsPerPage'],
      ['page=1&itemsPerPage=501', 'querystring.itemsPerPage'],
    ] as const) {
      const res = await t.send('GET', `images/paged?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(problem(res).message).toContain(field);
    }
  });

  it('refuses an image without name, alt or src, or with too long a text, naming the field; nothing is saved', async () => {
    const before = (await images()).length;
    const cases: Array<[object, string]> = [
      [{ alt: 'a', src: '/a.svg' }, 'body.name'],
      [{ name: '   ', alt: 'a', src: '/a.svg' }, 'body.name'],
      [{ name: 'Uten alt', alt: '', src: '/a.svg' }, 'body.alt'],
      [{ name: 'Uten src', alt: 'a' }, 'body.src'],
      [{ name: 'x'.repeat(201), alt: 'a', src: '/a.svg' }, 'body.name'],
      [{ name: 'Lang', nameEn: 'x'.repeat(201), alt: 'a', src: '/a.svg' }, 'body.nameEn'],
      [{ name: 'Tall', alt: 'a', src: 5 }, 'body.src'],
      [{ name: 'Skript', alt: 'a', src: 'javascript:alert(1)' }, 'body.src'],
      [{ name: 'Data', alt: 'a', src: 'data:image/svg+xml,<svg/>' }, 'body.src'],
      [{ name: 'Annen vert', alt: 'a', src: '//evil.example/x.svg' }, 'body.src'],
    ];
    for (const [body, field] of cases) {
      const res = await t.send('POST', 'images', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(problem(res).errors?.map((e) => e.field)).toContain(field);
    }
    // In plain words, never zod's ("Too big: expected string to have <=200 characters").
    const long = problem(await t.send('POST', 'images', { name: 'x'.repeat(201), alt: 'a', src: '/a.svg' }));
    expect(long.errors).toEqual([
      { field: 'body.name', message: 'must be at most 200 characters', code: 'field.maxLength', values: { max: 200 } },
    ]);
    const script = problem(await t.send('POST', 'images', { name: 'S', alt: 'a', src: 'javascript:alert(1)' }));
    expect(script.errors).toEqual([{ field: 'body.src', message: IMAGE_SOURCE_MESSAGE, code: 'field.imageSource' }]);
    const https = await t.send('POST', 'images', {
      name: `Nett ${before}`,
      alt: 'a',
      src: 'https://cdn.example/x.jpg',
    });
    expect(https.statusCode, https.body).toBe(200);
    const image = await newImage('Gyldig');
    const put = await t.send(
      'PUT',
      `images/${image.id}`,
      { name: 'Gyldig', alt: ' ', src: '/a.svg' },
      { version: image.version },
    );
    expect(put.statusCode).toBe(400);
    expect(problem(put).message).toContain('body.alt');
    expect((await images()).length).toBe(before + 2);
    expect((await images()).find((i) => i.id === image.id)).toEqual(image);
  });

  it('answers an unknown id with 404 and a bad id with 400', async () => {
    const put = await t.send('PUT', 'images/999999', { name: 'Ingen', alt: 'a', src: '/a.svg' });
    expect(put.statusCode).toBe(404);
    expect(problem(put).message).toBe('Image 999999 not found.');
    const del = await t.send('DELETE', 'images/999999');
    expect(del.statusCode).toBe(404);
    expect(problem(del).message).toBe('Image 999999 not found.');
    for (const id of ['abc', '0', '-1', '1.5']) {
      const res = await t.send('DELETE', `images/${id}`);
      expect(res.statusCode, id).toBe(400);
      expect(problem(res).message).toContain('params.id');
    }
    expect((await t.send('PUT', 'images/abc', { name: 'a', alt: 'b', src: 'c' })).statusCode).toBe(400);
  });

  it('deletes an image nothing uses', async () => {
    const image = await newImage('Ubrukt');
    const res = await t.send('DELETE', `images/${image.id}`, undefined, { version: image.version });
    ok(res);
    expect(res.json()).toEqual({ id: image.id });
    expect((await images()).map((i) => i.id)).not.toContain(image.id);
  });

  describe('an image in use is kept, with a 409 naming where it is used', () => {
    // A refused delete changes nothing, its version neither: the image is still the one read.
    const refused = async (image: Image, users: string) => {
      const res = await t.send('DELETE', `images/${image.id}`, undefined, { version: image.version });
      expect(res.statusCode, res.body).toBe(409);
      expect(problem(res).message).toBe(`Image '${image.name}' is used by ${users}. Remove it there first.`);
      expect((await images()).find((i) => i.id === image.id)).toEqual(image);
    };
    const deleted = async (image: Image) =>
      ok(await t.send('DELETE', `images/${image.id}`, undefined, { version: image.version }));

    it('by a room type (its image ids), until the room type lets it go', async () => {
      const image = await newImage('Rom');
      const other = await newImage('Annet rom');
      const roomType = { clockId: 'RT-IMG1', displayName: 'Dobbeltrom', imageIds: [other.id, image.id] };
      const saved = await t.send('POST', 'roomtype', roomType);
      ok(saved);
      await refused(image, "room type 'Dobbeltrom'");
      const { version } = saved.json<{ version: number }>();
      ok(await t.send('POST', 'roomtype', { ...roomType, imageIds: [other.id] }, { version }));
      await deleted(image);
      await refused(other, "room type 'Dobbeltrom'");
    });

    it('by a hotel package, until the package is deleted', async () => {
      const image = await newImage('Pakke');
      const saved = await t.send('POST', 'products/hotelPackage', {
        clockId: 'HP-IMG1',
        name: 'Romantisk helg',
        nameEn: 'Romantic weekend',
        imageFk: image.id,
      });
      ok(saved);
      await refused(image, "hotel package 'Romantisk helg'");
      const { version } = saved.json<{ version: number }>();
      ok(await t.send('DELETE', 'products/HP-IMG1/hotelPackage', undefined, { version }));
      await deleted(image);
    });

    it('by a spa package', async () => {
      const image = await newImage('Spa');
      const group = await t.send('POST', 'groups', { name: 'Helg', imageId: image.id });
      ok(group);
      await refused(image, "spa package 'Helg'");
      const { id, version } = group.json<{ id: number; version: number }>();
      ok(await t.send('PUT', `groups/${id}`, { name: 'Helg', imageId: null }, { version }));
      await deleted(image);
    });

    it('by a treatment, a day pass and a frequent visitor pass; the first three named, the rest counted', async () => {
      const image = await newImage('Mange');
      const db = t.handle.db;
      await db
        .insertInto('treatments')
        .values({ brp_product_id: 990001, display_name: 'Ansiktsbehandling', image_fk: image.id })
        .execute();
      await db
        .insertInto('day_passes')
        .values({ brp_product_id: 990002, display_name: 'Dagspass', image_fk: image.id })
        .execute();
      await db
        .insertInto('frequent_visitor_passes')
        .values({ brp_product_id: 990003, display_name: 'Klippekort', image_fk: image.id })
        .execute();
      await refused(image, "day pass 'Dagspass', frequent visitor pass 'Klippekort', treatment 'Ansiktsbehandling'");
      ok(await t.send('POST', 'roomtype', { clockId: 'RT-IMG2', displayName: 'Enkeltrom', imageIds: [image.id] }));
      ok(await t.send('POST', 'roomtype', { clockId: 'RT-IMG3', displayName: 'Suite', imageIds: [image.id] }));
      await refused(image, "day pass 'Dagspass', frequent visitor pass 'Klippekort', room type 'Enkeltrom' and 2 more");
    });
  });

  // Two connections at once: PGlite has one, so these races can only happen (and be tested) on PostgreSQL.
  describe.runIf(name === 'PostgreSQL')('deleting while a save is under way', () => {
    /** Whether a query of this database is waiting for a lock another transaction holds. */
    const waitingOnLock = async () =>
      (
        await sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(
          t.handle.db,
        )
      ).rows[0]?.n ?? 0;

    /** Runs `first` in a transaction, then `second` (another connection) while it is open; commits once `second` waits for its lock. */
    async function whileOpen<T>(
      first: (trx: typeof t.handle.db) => Promise<unknown>,
      second: () => Promise<T>,
    ): Promise<T> {
      let started!: () => void;
      let finish!: () => void;
      const ready = new Promise<void>((resolve) => (started = resolve));
      const done = new Promise<void>((resolve) => (finish = resolve));
      const transaction = t.handle.db.transaction().execute(async (trx) => {
        await first(trx);
        started();
        await done;
      });
      await ready;
      const result = second();
      await expect.poll(waitingOnLock, { timeout: 5000 }).toBe(1);
      finish();
      await transaction;
      return result;
    }

    it.each([
      {
        what: 'a room type (its image ids, locked as it saves)',
        user: "room type 'Familierom'",
        save: (trx: typeof t.handle.db, imageId: number) =>
          saveRoomType(
            trx,
            roomTypeInputSchema.parse({ clockId: 'RT-RACE', displayName: 'Familierom', imageIds: [imageId] }),
          ),
      },
      {
        what: 'a product (its foreign key)',
        user: "hotel package 'Vinterpakke'",
        save: (trx: typeof t.handle.db, imageId: number) =>
          trx
            .insertInto('hotel_packages')
            .values({ clock_id: 'HP-RACE', name: 'Vinterpakke', image_fk: imageId })
            .execute(),
      },
    ])('$what saving with the image: the delete waits for it, then refuses', async ({ user, save }) => {
      const image = await newImage(`Samtidig ${user}`);
      const res = await whileOpen(
        (trx) => save(trx, image.id),
        () => t.send('DELETE', `images/${image.id}`, undefined, { version: image.version }),
      );
      expect(res.statusCode, res.body).toBe(409);
      expect(problem(res).message).toBe(`Image '${image.name}' is used by ${user}. Remove it there first.`);
    });

    it('a room type saved while the image is being deleted waits, then finds it gone (400 naming the field)', async () => {
      const image = await newImage('Borte');
      // The delete's own steps, held open before it commits: the image locked for update, then deleted.
      const res = await whileOpen(
        async (trx) => {
          await trx.selectFrom('images').select('id').where('id', '=', image.id).forUpdate().execute();
          await trx.deleteFrom('images').where('id', '=', image.id).execute();
        },
        () => t.send('POST', 'roomtype', { clockId: 'RT-LATE', displayName: 'For sent', imageIds: [image.id] }),
      );
      expect(res.statusCode, res.body).toBe(400);
      expect(problem(res).message).toContain('body.imageIds');
      expect((await t.get<Array<{ clockId: string }>>('roomtype')).map((r) => r.clockId)).not.toContain('RT-LATE');
    });
  });
});
