import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { BATCH_MAX_ITEMS, NOT_RUN_MESSAGE, type BatchItem, type BatchResponse } from '../../contract/batch.ts';
import type { ScheduleBooking } from '../../contract/bookings.ts';
import { useTestApp } from '../test/app.ts';
import { testDatabases } from '../test/databases.ts';

const DAY = '2031-11-18';

describe.each(testDatabases())('POST /api/batch on $name', ({ open }) => {
  const t = useTestApp(open);
  const db = () => t.handle.db;

  const book = async (name: string) => {
    const res = await t.send('POST', 'restaurant/v2/bookings/simple', {
      bookingDateTime: `${DAY}T18:00`,
      customerName: name,
      peopleCount: 2,
      restaurantId: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ScheduleBooking>().bookingId;
  };
  const toggle = (id: number, key = randomUUID()): BatchItem => ({
    method: 'POST',
    url: `/api/restaurant/v2/booking/${id}/toggle-completion`,
    idempotencyKey: key,
  });
  const batch = (requests: unknown[]) => t.call({ method: 'POST', url: '/api/batch', payload: { requests } });
  const results = async (requests: unknown[]) => {
    const res = await batch(requests);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<BatchResponse>().results;
  };
  const stored = (id: number) =>
    db()
      .selectFrom('bookings')
      .select(['visited', 'status', 'updated_by'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const named = async (name: string) =>
    Number(
      (
        await db()
          .selectFrom('bookings')
          .select(sql<number>`count(*)`.as('n'))
          .where('name', '=', name)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('runs each item once, in order, as the batch user; a resend of the batch is answered from the keys and applies nothing', async () => {
    const [a, b] = [await book('Batch A'), await book('Batch B')];
    const create: BatchItem = {
      method: 'POST',
      url: '/api/restaurant/v2/bookings/simple',
      body: { bookingDateTime: `${DAY}T19:00`, customerName: 'Batch Walk-in', peopleCount: 3, restaurantId: 1 },
      idempotencyKey: randomUUID(),
    };
    const items = [toggle(a), toggle(b), create, { ...toggle(a), url: `/api/restaurant/v2/booking/${a}/cancel` }];

    const first = await results(items);
    expect(first.map((r) => [r.status, r.replayed])).toEqual([
      [200, false],
      [200, false],
      [200, false],
      [200, false],
    ]);
    expect(first[0]?.body).toMatchObject({ bookingId: a, visited: true, status: 'Completed' });
    expect(first[2]?.body).toMatchObject({ name: 'Batch Walk-in', bookedSeats: 3 });
    // In order: the toggle of A ran before its cancel, which its answer shows.
    expect(first[3]?.body).toMatchObject({ bookingId: a, status: 'Cancelled' });
    expect(await stored(b)).toMatchObject({ visited: true, status: 'Completed' });
    expect(await stored(a)).toMatchObject({ status: 'Cancelled' });
    // Each item ran as the batch's user: the items' routes need the token, which the batch carried over.
    expect((await stored(b)).updated_by).toBe('Kari Nordmann');

    const again = await results(items);
    expect(again.map((r) => [r.status, r.replayed])).toEqual([
      [200, true],
      [200, true],
      [200, true],
      [200, true],
    ]);
    expect(again.map((r) => r.body)).toEqual(first.map((r) => r.body));
    // Toggled once (a second run would have undone the arrival), created once.
    expect(await stored(b)).toMatchObject({ visited: true, status: 'Completed' });
    expect(await named('Batch Walk-in')).toBe(1);
  });

  it('an item is the same request alone or in a batch: the key of one answers the other', async () => {
    const [a, b] = [await book('Alone Then Batch'), await book('Batch Then Alone')];
    const alone = toggle(a);
    const first = await t.call({
      method: 'POST',
      url: alone.url,
      headers: { 'idempotency-key': alone.idempotencyKey },
    });
    expect(first.statusCode, first.body).toBe(200);
    const [inBatch] = await results([alone]);
    expect(inBatch).toMatchObject({ status: 200, replayed: true, body: first.json<unknown>() });

    const batched = toggle(b);
    const [sent] = await results([batched]);
    expect(sent).toMatchObject({ status: 200, replayed: false });
    const resent = await t.call({
      method: 'POST',
      url: batched.url,
      headers: { 'idempotency-key': batched.idempotencyKey },
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.headers['idempotent-replayed']).toBe('true');
    expect(resent.json()).toEqual(sent?.body);
    expect(await stored(a)).toMatchObject({ visited: true });
    expect(await stored(b)).toMatchObject({ visited: true });
  });

  it('an item refused (404, 400 naming its field) does not stop the others', async () => {
    const a = await book('Refused Neighbour');
    const badCreate: BatchItem = {
      method: 'POST',
      url: '/api/restaurant/v2/bookings/simple',
      body: { bookingDateTime: `${DAY}T19:00`, customerName: 'Nobody', peopleCount: 0, restaurantId: 1 },
      idempotencyKey: randomUUID(),
    };
    const answers = await results([
      { ...toggle(999_999), url: '/api/restaurant/v2/booking/999999/cancel' },
      badCreate,
      toggle(a),
    ]);
    expect(answers.map((r) => r.status)).toEqual([404, 400, 200]);
    expect((answers[1]?.body as { message: string }).message).toContain('body.peopleCount');
    expect(await stored(a)).toMatchObject({ visited: true });
    expect(await named('Nobody')).toBe(0);
  });

  it('an item the server failed stops the batch: the rest are not run and say so, and a resend applies each once', async () => {
    const [a, b, c] = [await book('Fail First'), await book('Fail Second'), await book('Fail Third')];
    const items = [toggle(a), toggle(b), toggle(c)];
    // Storing the second item's answer fails: the server "dies" between its change and its answer.
    await sql`
      CREATE OR REPLACE FUNCTION batch_crash() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'injected crash between the change and its answer';
      END $$`.execute(db());
    await sql`CREATE TRIGGER batch_crash BEFORE UPDATE ON idempotency_keys FOR EACH ROW
      WHEN (NEW.status_code <> 0 AND NEW.key = ${sql.lit(items[1]?.idempotencyKey ?? '')}) EXECUTE FUNCTION batch_crash()`.execute(
      db(),
    );
    let failed;
    try {
      failed = await results(items);
    } finally {
      await sql`DROP TRIGGER batch_crash ON idempotency_keys`.execute(db());
    }
    expect(failed.map((r) => r.status)).toEqual([200, 500, 503]);
    expect(failed[2]?.body).toEqual({ message: NOT_RUN_MESSAGE, code: 'batchNotRun' });
    expect(await stored(b)).toMatchObject({ visited: false });
    expect(await stored(c)).toMatchObject({ visited: false });

    const resent = await results(items);
    expect(resent.map((r) => [r.status, r.replayed])).toEqual([
      [200, true],
      [200, false],
      [200, false],
    ]);
    for (const id of [a, b, c]) expect(await stored(id)).toMatchObject({ visited: true });
  });

  it('refuses a batch without a token or the anti-forgery header, and each malformed batch with 400 naming the field', async () => {
    const a = await book('Refused Batch');
    const noToken = await t.app.inject({ method: 'POST', url: '/api/batch', payload: { requests: [toggle(a)] } });
    expect(noToken.statusCode).toBe(401);
    const noCsrf = await t.call({
      method: 'POST',
      url: '/api/batch',
      payload: { requests: [toggle(a)] },
      headers: { 'x-xsrf-token': 'forged' },
    });
    expect(noCsrf.statusCode).toBe(403);

    const cases: Array<[unknown[], string]> = [
      [[], 'body.requests'],
      [Array.from({ length: BATCH_MAX_ITEMS + 1 }, () => toggle(a)), 'body.requests'],
      [[{ ...toggle(a), url: '/api/batch' }], 'body.requests.0.url'],
      [[{ ...toggle(a), url: '/idp/token' }], 'body.requests.0.url'],
      [[{ ...toggle(a), url: '/api/../idp/token' }], 'body.requests.0.url'],
      [[{ ...toggle(a), url: '/api//batch' }], 'body.requests.0.url'],
      [[{ ...toggle(a), url: '/api/batch?x=1' }], 'body.requests.0.url'],
      // The batch by any spelling: decoded as the server routes it (a batch inside a batch would lift the cap).
      [[{ ...toggle(a), url: '/api/%62atch' }], 'body.requests.0.url'],
      [[{ ...toggle(a), url: '/api/%62%61%74%63%68?x=1' }], 'body.requests.0.url'],
      [[{ ...toggle(a), url: '/api/%2e%2e/idp/token' }], 'body.requests.0.url'],
      [[{ ...toggle(a), url: '/api/restaurant%2Fv2/x' }], 'body.requests.0.url'],
      [[{ ...toggle(a), url: '/api/%E0%A4%A' }], 'body.requests.0.url'],
      [[{ ...toggle(a), url: 'https://example.com/api/x' }], 'body.requests.0.url'],
      [[{ ...toggle(a), method: 'GET' }], 'body.requests.0.method'],
      [[{ ...toggle(a), idempotencyKey: 'not-a-uuid' }], 'body.requests.0.idempotencyKey'],
      [
        [{ method: 'POST', url: `/api/restaurant/v2/booking/${a}/toggle-completion` }],
        'body.requests.0.idempotencyKey',
      ],
      [[{ ...toggle(a), extra: 1 }], 'body.requests.0'],
    ];
    for (const [requests, field] of cases) {
      const res = await batch(requests);
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(
        res.json<{ errors: Array<{ field: string }> }>().errors.map((e) => e.field),
        res.body,
      ).toContain(field);
    }
    expect(await stored(a)).toMatchObject({ visited: false });
  });
});
