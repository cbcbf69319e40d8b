import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.ts';
import { saveRestrictions } from './restrictions.ts';
import { useTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';

/**
 * A write that points at a row deleted meanwhile answers 404 (or 409) naming what is gone, never 500 (issue 9). Two
 * ways for each kind of reference: the row deleted before the write (the route's own check answers), and the row
 * deleted between the route's check and its insert. The second is made deterministic with a trigger that deletes
 * the referenced row just before the insert, in the same statement: the foreign key then refuses the insert (23503)
 * on both databases, as a concurrent delete would.
 */
describe.each(testDatabases())('writes racing a delete on $name', ({ name, open }) => {
  const t = useTestApp(open);
  const message = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;
  const db = (): Kysely<Database> => t.handle.db;

  /** Until `drop`, each insert or update into `table` first deletes the `refTable` row whose `refColumn` is the new row's `column`. */
  async function deleteBeforeWrite(
    table: string,
    column: string,
    refTable: string,
    refColumn: string,
  ): Promise<{ drop(): Promise<void> }> {
    await sql`
      CREATE OR REPLACE FUNCTION race_delete_referenced() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        EXECUTE format('DELETE FROM %I WHERE %I::text = $1', TG_ARGV[0], TG_ARGV[1]) USING to_jsonb(NEW) ->> TG_ARGV[2];
        RETURN NEW;
      END $$`.execute(db());
    await sql`CREATE TRIGGER race_delete BEFORE INSERT OR UPDATE ON ${sql.table(table)} FOR EACH ROW
      EXECUTE FUNCTION race_delete_referenced(${sql.lit(refTable)}, ${sql.lit(refColumn)}, ${sql.lit(column)})`.execute(
      db(),
    );
    return { drop: async () => void (await sql`DROP TRIGGER race_delete ON ${sql.table(table)}`.execute(db())) };
  }

  async function racing(
    table: string,
    column: string,
    refTable: string,
    refColumn: string,
    write: () => Promise<{ statusCode: number; body: string; json: <T>() => T }>,
  ) {
    const trigger = await deleteBeforeWrite(table, column, refTable, refColumn);
    try {
      return await write();
    } finally {
      await trigger.drop();
    }
  }

  async function newPackage(clockId: string, imageFk: number | null = null): Promise<void> {
    const res = await t.send('POST', 'products/hotelPackage', { clockId, name: clockId, nameEn: clockId, imageFk });
    expect(res.statusCode, res.body).toBe(200);
  }
  /** A new add-on; its version (a change of it states the version it is based on). */
  async function newAddon(clockId: string): Promise<number> {
    const res = await t.send('POST', 'products/hotelPackageAddon', { clockId, name: clockId, nameEn: clockId });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ version: number }>().version;
  }
  async function newImage(): Promise<number> {
    const res = await t.send('POST', 'images', { name: 'Race', nameEn: '', alt: 'x', altEn: '', src: '/race.svg' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: number }>().id;
  }
  async function newDateFilter(): Promise<number> {
    return (await newDateFilterVersioned()).id;
  }
  async function newDateFilterVersioned(): Promise<{ id: number; version: number }> {
    const res = await t.send('POST', 'date-filters', { name: 'Race filter' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ id: number; version: number }>();
  }
  /** Whether the row is there, at the version it had: a refused write rolled back all it did, its race's delete too. */
  async function unchanged(url: string, version: number) {
    const res = await t.send('GET', url);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    expect(res.json<{ version: number }>().version).toBe(version);
  }
  async function newRestaurant(id: number): Promise<{ id: number; restaurantMealId: number }> {
    await db()
      .insertInto('restaurants')
      .values({ id, name: `Race Bistro ${id}` })
      .execute();
    const meal = await db()
      .insertInto('restaurant_meals')
      .values({ restaurant_id: id, meal_id: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, restaurantMealId: meal.id };
  }
  const count = async (
    table:
      | 'hotel_package_attached_addons'
      | 'discount_code_hotel_packages'
      | 'special_codes'
      | 'bookings'
      | 'restrictions'
      | 'availability_rules',
  ) =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select(sql<number>`count(*)`.as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('attaching an add-on to a package: the package or the add-on deleted meanwhile is a 404 naming it', async () => {
    await newPackage('HPR01');
    await newAddon('ADR01');
    await db().deleteFrom('hotel_packages').where('clock_id', '=', 'HPR01').execute();
    const before = await t.send('POST', 'products/hotelPackage/addons', { hotelPackageId: 'HPR01', addonId: 'ADR01' });
    expect(before.statusCode).toBe(404);
    expect(message(before)).toBe('Hotel package HPR01 not found.');

    await newPackage('HPR01');
    const attached = await count('hotel_package_attached_addons');
    const gonePackage = await racing('hotel_package_attached_addons', 'package_id', 'hotel_packages', 'clock_id', () =>
      t.send('POST', 'products/hotelPackage/addons', { hotelPackageId: 'HPR01', addonId: 'ADR01' }),
    );
    expect(gonePackage.statusCode, gonePackage.body).toBe(404);
    expect(message(gonePackage)).toBe('Hotel package HPR01 not found.');

    // The refused attach rolled back all it did, the race's delete with it: the package is there as it was (made
    // again after the first HPR01's delete, its version goes on from that one's: decision 036).
    await unchanged('products/hotelPackage/HPR01', 2);
    const goneAddon = await racing(
      'hotel_package_attached_addons',
      'addon_id',
      'hotel_package_addons',
      'clock_id',
      () => t.send('PUT', 'products/hotelPackage/addons', { hotelPackageId: 'HPR01', addonId: 'ADR01' }),
    );
    expect(goneAddon.statusCode, goneAddon.body).toBe(404);
    expect(message(goneAddon)).toBe('Hotel package add-on ADR01 not found.');
    expect(await count('hotel_package_attached_addons')).toBe(attached);
  });

  it.runIf(name === 'PostgreSQL')(
    'a package deleted by a concurrent transaction between the check and the insert is a 404 too',
    async () => {
      await newPackage('HPR08');
      await newAddon('ADR08');
      // Another connection deletes the package and has not committed yet: the route's check still sees it; the
      // insert's foreign-key check waits for that transaction, which then commits.
      const other = await db().startTransaction().execute();
      await other.deleteFrom('hotel_packages').where('clock_id', '=', 'HPR08').execute();
      const answer = t.send('POST', 'products/hotelPackage/addons', { hotelPackageId: 'HPR08', addonId: 'ADR08' });
      // Commit once the insert waits on the deleted row's lock (so the check has passed).
      let waited = false;
      for (let i = 0; i < 100 && !waited; i++) {
        const waiting = await sql<{
          n: number;
        }>`SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid WHERE NOT l.granted AND a.datname = current_database()`.execute(
          db(),
        );
        waited = (waiting.rows[0]?.n ?? 0) > 0;
        if (!waited) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(waited).toBe(true);
      await other.commit().execute();
      const res = await answer;
      expect(res.statusCode, res.body).toBe(404);
      expect(message(res)).toBe('Hotel package HPR08 not found.');
    },
  );

  it('saving restrictions: the date filter or the add-on deleted meanwhile is a 404 naming it, and nothing is saved', async () => {
    // Each save of the add-on's restrictions changes the add-on: it is based on the version the add-on was made with
    // (every refused save below rolls its version move back).
    const version = await newAddon('ADR02');
    const filter = await newDateFilter();
    const fresh = {
      id: 0,
      priority: 1,
      isGlobal: false,
      isProductAvailable: true,
      dateFilterFk: filter,
      isDeleted: false,
    };
    await db().deleteFrom('date_filters').where('id', '=', filter).execute();
    const before = await t.send(
      'POST',
      'products/hotelPackageAddonRestrictions',
      { clockId: 'ADR02', restrictions: [fresh] },
      { version },
    );
    expect(before.statusCode).toBe(400);
    expect(message(before)).toContain(`date filter ${filter} not found`);

    const again = await newDateFilter();
    const restrictions = await count('restrictions');
    const goneFilter = await racing('restrictions', 'date_filter_fk', 'date_filters', 'id', () =>
      t.send(
        'POST',
        'products/hotelPackageAddonRestrictions',
        { clockId: 'ADR02', restrictions: [{ ...fresh, dateFilterFk: again }] },
        { version },
      ),
    );
    expect(goneFilter.statusCode, goneFilter.body).toBe(404);
    expect(message(goneFilter)).toBe(`Date filter ${again} not found.`);

    const third = await newDateFilter();
    const goneAddon = await racing('restrictions', 'addon_fk', 'hotel_package_addons', 'clock_id', () =>
      t.send(
        'POST',
        'products/hotelPackageAddonRestrictions',
        { clockId: 'ADR02', restrictions: [{ ...fresh, dateFilterFk: third }] },
        { version },
      ),
    );
    expect(goneAddon.statusCode, goneAddon.body).toBe(404);
    expect(message(goneAddon)).toBe('Hotel package add-on ADR02 not found.');
    expect(await count('restrictions')).toBe(restrictions);
    // The refused save rolled back all it did, the race's delete of the add-on and its version move with it.
    await unchanged('products/hotelPackageAddon/ADR02', version);

    // The repository on its own (no route in front): the same answer from the constraint.
    const fourth = await newDateFilter();
    const direct = racing('restrictions', 'date_filter_fk', 'date_filters', 'id', async () => {
      await saveRestrictions(db(), 'addon', 'ADR02', [{ ...fresh, dateFilterFk: fourth }]);
      return { statusCode: 200, body: '', json: <T>() => ({}) as T };
    });
    await expect(direct).rejects.toMatchObject({ statusCode: 404, message: `Date filter ${fourth} not found.` });
  });

  it('deleting a date filter a restriction starts using meanwhile is a 409, not a 500', async () => {
    await newAddon('ADR03');
    const { id: filter, version } = await newDateFilterVersioned();
    await sql`
      CREATE OR REPLACE FUNCTION race_use_filter() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO restrictions (addon_fk, priority, is_global, is_product_available, date_filter_fk) VALUES ('ADR03', 0, false, true, OLD.id);
        RETURN OLD;
      END $$`.execute(db());
    await sql`CREATE TRIGGER race_use BEFORE DELETE ON date_filters FOR EACH ROW EXECUTE FUNCTION race_use_filter()`.execute(
      db(),
    );
    try {
      const res = await t.send('DELETE', `date-filters/${filter}`, undefined, { version });
      expect(res.statusCode, res.body).toBe(409);
      expect(message(res)).toBe('This date filter is used by a restriction: change or delete the restriction first.');
    } finally {
      await sql`DROP TRIGGER race_use ON date_filters`.execute(db());
    }
    expect((await t.send('GET', 'date-filters')).json<Array<{ id: number }>>().map((f) => f.id)).toContain(filter);
  });

  it('saving a hotel package: its image deleted meanwhile is a 404 naming it', async () => {
    const image = await newImage();
    await db().deleteFrom('images').where('id', '=', image).execute();
    const before = await t.send('POST', 'products/hotelPackage', {
      clockId: 'HPR04',
      name: 'R',
      nameEn: 'R',
      imageFk: image,
    });
    expect(before.statusCode).toBe(400);
    expect(message(before)).toContain(`image ${image} not found`);

    const again = await newImage();
    const gone = await racing('hotel_packages', 'image_fk', 'images', 'id', () =>
      t.send('POST', 'products/hotelPackage', { clockId: 'HPR04', name: 'R', nameEn: 'R', imageFk: again }),
    );
    expect(gone.statusCode, gone.body).toBe(404);
    expect(message(gone)).toBe(`Image ${again} not found.`);
    expect((await t.send('GET', 'products/hotelPackage/HPR04')).statusCode).toBe(404);
  });

  it('saving a room type: an image deleted before is a 400 naming the field; the check and the write are one transaction (the images locked)', async () => {
    const image = await newImage();
    await db().deleteFrom('images').where('id', '=', image).execute();
    const res = await t.send('POST', 'roomtype', {
      clockId: 'RTR05',
      displayName: 'R',
      displayNameEn: 'R',
      imageIds: [image],
    });
    expect(res.statusCode).toBe(400);
    expect(message(res)).toContain('body.imageIds');
    // Saved with an image that is deleted after: no foreign key (imageIds is an array), so the room type stays and the image is left out.
    const kept = await newImage();
    const saved = await t.send('POST', 'roomtype', {
      clockId: 'RTR05',
      displayName: 'R',
      displayNameEn: 'R',
      imageIds: [kept],
    });
    expect(saved.json<{ imageIds: number[] }>().imageIds).toEqual([kept]);
    await db().deleteFrom('images').where('id', '=', kept).execute();
    expect(
      (await t.send('GET', 'roomtype'))
        .json<Array<{ clockId: string; imageIds: number[] }>>()
        .find((r) => r.clockId === 'RTR05')?.imageIds,
    ).toEqual([]);
  });

  it('creating a special code: its package deleted meanwhile is a 404 naming it', async () => {
    await newPackage('HPR06');
    const codes = await count('special_codes');
    const gone = await racing('special_codes', 'package_id', 'hotel_packages', 'clock_id', () =>
      t.send('POST', 'specialCodes', { specialCode: 'RACE-06', packageId: 'HPR06' }),
    );
    expect(gone.statusCode, gone.body).toBe(404);
    expect(message(gone)).toBe('Hotel package HPR06 not found.');
    expect(await count('special_codes')).toBe(codes);
    await db().deleteFrom('hotel_packages').where('clock_id', '=', 'HPR06').execute();
    const before = await t.send('POST', 'specialCodes', { specialCode: 'RACE-06', packageId: 'HPR06' });
    expect(before.statusCode).toBe(404);
    expect(message(before)).toBe('Hotel package HPR06 not found.');
  });

  it('applying a discount code to a package: the code or the package deleted meanwhile is a 404 naming it', async () => {
    await newPackage('HPR07');
    const created = await t.send('POST', 'discount-codes', { code: 'RACE07', amount: 10, daysOfWeek: [1] });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json<{ id: number }>();
    const links = await count('discount_code_hotel_packages');
    const gonePackage = await racing(
      'discount_code_hotel_packages',
      'hotel_package_id',
      'hotel_packages',
      'clock_id',
      () => t.send('POST', `discount-codes/${id}/hotel-packages`, { hotelPackageId: 'HPR07' }),
    );
    expect(gonePackage.statusCode, gonePackage.body).toBe(404);
    expect(message(gonePackage)).toBe('Hotel package HPR07 not found.');

    // The refused link rolled back all it did, the race's delete with it: the package is there as it was.
    await unchanged('products/hotelPackage/HPR07', 1);
    const goneCode = await racing('discount_code_hotel_packages', 'discount_code_id', 'discount_codes', 'id', () =>
      t.send('POST', `discount-codes/${id}/hotel-packages`, { hotelPackageId: 'HPR07' }),
    );
    expect(goneCode.statusCode, goneCode.body).toBe(404);
    expect(message(goneCode)).toBe(`Discount code ${id} not found.`);
    expect(await count('discount_code_hotel_packages')).toBe(links);
    await db().deleteFrom('discount_codes').where('id', '=', id).execute();
    const before = await t.send('POST', `discount-codes/${id}/hotel-packages`, { hotelPackageId: 'HPR07' });
    expect(before.statusCode).toBe(404);
    expect(message(before)).toBe(`Discount code ${id} not found.`);
  });

  it('bookings, blocked times and availability rules: their restaurant or meal deleted meanwhile is a 404 naming it', async () => {
    const bookings = await count('bookings');
    const one = await newRestaurant(901);
    const booking = { bookingDateTime: '2031-05-05T18:00', customerName: 'Race', peopleCount: 2, restaurantId: one.id };
    const gone = await racing('bookings', 'restaurant_id', 'restaurants', 'id', () =>
      t.send('POST', 'restaurant/v2/bookings/simple', booking),
    );
    expect(gone.statusCode, gone.body).toBe(404);
    expect(message(gone)).toBe(`Restaurant ${one.id} not found.`);
    expect(await count('bookings')).toBe(bookings);
    await db().deleteFrom('restaurants').where('id', '=', one.id).execute();
    const before = await t.send('POST', 'restaurant/v2/bookings/simple', booking);
    expect(before.statusCode).toBe(404);
    expect(message(before)).toBe(`Restaurant ${one.id} not found.`);

    const two = await newRestaurant(902);
    const blocked = await racing('blocked_meal_times', 'restaurant_id', 'restaurants', 'id', () =>
      t.call({
        method: 'POST',
        url: `/api/restaurant/v2/bookings/mealTimes/block?restaurantId=${two.id}&mealTime=2031-05-05T18:00:00`,
      }),
    );
    expect(blocked.statusCode, blocked.body).toBe(404);
    expect(message(blocked)).toBe(`Restaurant ${two.id} not found.`);

    const three = await newRestaurant(903);
    const rules = await count('availability_rules');
    const rule = {
      restaurantId: three.id,
      restaurantMealId: three.restaurantMealId,
      daysOfWeek: [1],
      timeFrom: '18:00',
      timeTo: '20:00',
      webSeats: 10,
      manualSeats: 10,
      priority: 0,
    };
    const goneMeal = await racing('availability_rules', 'restaurant_meal_id', 'restaurant_meals', 'id', () =>
      t.send('POST', 'restaurant/v2/availability', rule),
    );
    expect(goneMeal.statusCode, goneMeal.body).toBe(404);
    expect(message(goneMeal)).toBe(`Restaurant meal ${three.restaurantMealId} not found.`);
    expect(await count('availability_rules')).toBe(rules);
  });
});
