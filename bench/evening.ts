/**
 * The busy evening of a hotel group (issue 32), for `npm run load`: 20 restaurants on one deployment, a 1,000-booking
 * day at brasseriet and ordinary days (40 bookings) at the 19 others, 50 connections and 50 tablets holding the
 * evening's event streams, spread as the doors are busy (12 of each at brasseriet, 2 at every other restaurant).
 *
 * Each connection cycles through 10 requests on its restaurant, 7 reads to 3 writes, as a door and the guest checkout
 * send them: the evening's schedule (mealTimes) 3 times, the booking search 2 times (a name, a word of a comment), the
 * lists 2 times (the booking list's first pages, "list"; the restaurants, "restaurants"); an arrival (toggle-completion?visited=), a table
 * added or taken away (POST bookings/{id}/changes, the door's intents) and a new booking (POST bookings/simple): one
 * in 50 a walk-in on the evening itself, the others booked ahead on the next 60 days, as the checkout books them (a
 * walk-in every tenth request would grow the evening by 1,400 bookings a minute). Every write has its own
 * Idempotency-Key and its own X-Client-Id, which its event carries back (`origin`): that is how an event is matched
 * to the write whose answer came before it.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import autocannon from 'autocannon';
import dayjs from 'dayjs';
import type { ScheduleBooking, ScheduleGroup } from '../contract/bookings.ts';
import { openDatabase } from '../server/db/open.ts';
import type { RunningServer } from '../tests/e2e/support/server.ts';
import { serverRss } from './api-load.ts';
import { followDay } from './live-events.ts';
import { RESTAURANT_ID, sleep, within } from './setup.ts';

export const RESTAURANTS = 20;
export const CONNECTIONS = 50;
const BUSY_SHARE = 12;
const ORDINARY_BOOKINGS = 40;
const RSS_EVERY_MS = 10_000;
const CSRF = 'load-csrf';

export const KINDS = ['schedule', 'search', 'list', 'restaurants', 'arrival', 'table', 'booking'] as const;
export type Kind = (typeof KINDS)[number];

/** How many connections (and tablets) each restaurant gets: 12 at the busy one, 2 at each other (50 in all). */
export function shares(): Map<number, number> {
  const share = new Map<number, number>([[RESTAURANT_ID, BUSY_SHARE]]);
  for (let id = 1; id <= RESTAURANTS; id++) if (id !== RESTAURANT_ID) share.set(id, 2);
  return share;
}

/**
 * Adds restaurants 3-20 beside the seed's two (each with the seed's mori's tables, meals and rules) and an ordinary
 * evening of 40 bookings at every restaurant but the busy one, straight into the database (there is no API that
 * makes restaurants), then the planner's statistics: the server must not be running on a PGlite data dir meanwhile.
 */
export async function addRestaurants(where: { dataDir?: string; databaseUrl?: string }, day: string): Promise<void> {
  const handle = await openDatabase(where);
  try {
    await handle.db.transaction().execute(async (trx) => {
      for (let id = 3; id <= RESTAURANTS; id++) {
        await sql`INSERT INTO restaurants (id, name) VALUES (${id}, ${`restaurant-${id}`})`.execute(trx);
        await sql`INSERT INTO restaurant_tables (restaurant_id, table_number, position)
          SELECT ${id}, table_number, position FROM restaurant_tables WHERE restaurant_id = 2`.execute(trx);
        await sql`INSERT INTO restaurant_meals (restaurant_id, meal_id)
          SELECT ${id}, meal_id FROM restaurant_meals WHERE restaurant_id = 2`.execute(trx);
        await sql`INSERT INTO availability_rules (restaurant_fk, restaurant_meal_id, description, dates, days_of_week,
            time_from, time_to, web_seats, manual_seats, priority)
          SELECT ${id}, mine.id, r.description, r.dates, r.days_of_week, r.time_from, r.time_to, r.web_seats,
            r.manual_seats, r.priority
          FROM availability_rules r
          JOIN restaurant_meals theirs ON theirs.id = r.restaurant_meal_id
          JOIN restaurant_meals mine ON mine.restaurant_id = ${id} AND mine.meal_id = theirs.meal_id
          WHERE r.restaurant_fk = 2`.execute(trx);
      }
      await sql`SELECT setval(pg_get_serial_sequence('restaurants', 'id'), (SELECT max(id) FROM restaurants))`.execute(
        trx,
      );
      for (let id = 2; id <= RESTAURANTS; id++) {
        await sql`INSERT INTO bookings (restaurant_id, booking_date_time, name, booked_seats, message, created_by)
          SELECT ${id}, ${day}::date + time '17:00' + (n % 8) * interval '30 minutes', 'Evening ' || ${id} || '-' || n,
            1 + n % 6, CASE WHEN n % 10 = 0 THEN 'Window table, birthday' ELSE '' END, 'bench'
          FROM generate_series(1, ${ORDINARY_BOOKINGS}) AS n`.execute(trx);
      }
    });
    // The planner's statistics, as a database open for a while has them (autovacuum would make them within a minute
    // or so: without them, a restaurant's booking list is planned for 8 rows rather than 1,000, at 3 times the cost).
    await sql`ANALYZE`.execute(handle.db);
  } finally {
    await handle.close();
  }
}

/** What autocannon keeps per connection between a request and its answer. */
interface Context {
  sentAt?: number;
  /** When it was sent, on the wall clock (Date.now()): a booking changed by it was stamped after that. */
  sentWall?: number;
  origin?: string;
}

/**
 * Whether the write answered with `body` (a booking) changed it: its stamp is from after the write was sent. An
 * arrival that finds the booking already so changes nothing, and the database announces nothing.
 */
function changedBy(body: string, sentWall: number): boolean {
  try {
    const { updatedAt, createdAt } = JSON.parse(body) as { updatedAt: string | null; createdAt: string };
    // Stamps are the database's transaction time, on this machine's clock, to the microsecond; sentWall to the ms.
    return Date.parse(updatedAt ?? createdAt) >= sentWall - 1;
  } catch {
    return true;
  }
}

/** A write whose answer, and whose events on the other tablets' streams, are waited for. */
interface Written {
  restaurantId: number;
  /** When its answer came (ms, performance.now), once it has. */
  answeredAt?: number;
  /** Events that came before the answer: their times. */
  early: number[];
  /** Events expected: the tablets on the write's day (none for a booking ahead). */
  expected: number;
  received: number;
}

export interface Percentiles {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function percentiles(values: number[]): Percentiles {
  const sorted = Float64Array.from(values).sort();
  const at = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : 0);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    count: sorted.length,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(sorted.length ? sorted[sorted.length - 1]! : 0),
  };
}

export interface EveningOutcome {
  seconds: number;
  requests: number;
  rps: number;
  /** Latency of every request, from autocannon's histogram. */
  latency: { p50: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
  byKind: Record<Kind, Percentiles & { failed: number; statuses: Record<string, number> }>;
  /** From a write's answer to its event on each tablet of its day (0 when the event came first), ms. */
  events: Percentiles & { expected: number; missing: number };
  /** Server RSS (MB) every 10 s from the start of the load, and once idle 5 s after. */
  rss: { samples: number[]; idle: number };
  dayBookings: { before: number; after: number };
}

/** The evening's bookings of a restaurant as the server has them now. */
async function eveningBookings(server: RunningServer, token: string, restaurantId: number, day: string) {
  const response = await fetch(
    `${server.url}/api/restaurant/v2/${restaurantId}/bookings/mealTimes?date=${day}&source=staff`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  if (!response.ok) throw new Error(`mealTimes of ${restaurantId}: ${response.status}`);
  const groups = (await response.json()) as ScheduleGroup[];
  return groups.flatMap((g) => g.timeslots.flatMap((s) => s.bookings));
}

/**
 * Runs the busy evening for `seconds` on a server that holds it (createBusyDay, then addRestaurants) and reports.
 * `token` must outlive the run (the streams end when it expires). `log` gets progress lines (every minute).
 */
export async function busyEvening(
  server: RunningServer,
  token: string,
  day: string,
  seconds: number,
  log: (line: string) => void,
): Promise<EveningOutcome> {
  const share = shares();
  const bookings = new Map<number, ScheduleBooking[]>();
  for (const id of share.keys()) bookings.set(id, await eveningBookings(server, token, id, day));
  const before = bookings.get(RESTAURANT_ID)!.length;

  const latencies = Object.fromEntries(KINDS.map((kind) => [kind, [] as number[]])) as Record<Kind, number[]>;
  type Tally = { failed: number; statuses: Record<string, number> };
  const tallies = Object.fromEntries(KINDS.map((kind): [Kind, Tally] => [kind, { failed: 0, statuses: {} }]));
  const eventLatencies: number[] = [];
  const writes = new Map<string, Written>();
  let expectedEvents = 0;

  const heard = (origin: string) => {
    const write = writes.get(origin);
    if (!write) return;
    write.received++;
    const now = performance.now();
    if (write.answeredAt === undefined) write.early.push(now);
    else eventLatencies.push(now - write.answeredAt);
    if (write.answeredAt !== undefined && write.received >= write.expected) writes.delete(origin);
  };
  const closers: Array<() => void> = [];
  for (const [restaurantId, count] of share)
    for (let i = 0; i < count; i++)
      closers.push(
        await followDay(server.url, token, restaurantId, day, (event) => {
          if ((event.type === 'booking' || event.type === 'removed') && event.origin) heard(event.origin);
        }),
      );

  const cycles: autocannon.Request[][] = [];
  for (const [restaurantId, count] of share) {
    const all = bookings.get(restaurantId)!;
    // Each connection writes to bookings of its own (a host has the parties at their tables): two writes of one
    // booking at once would leave one of them with nothing to change and no event to wait for.
    for (let c = 0; c < count; c++) {
      const mine = all.filter((_, index) => index % count === c);
      cycles.push(cycle(restaurantId, () => mine[Math.floor(Math.random() * mine.length)]!));
    }
  }

  function cycle(restaurantId: number, pick: () => ScheduleBooking): autocannon.Request[] {
    let newBookings = 0;
    const read = (kind: Kind, path: () => string): autocannon.Request => ({
      method: 'GET',
      path: path(),
      setupRequest: (request, context) => {
        (context as Context).sentAt = performance.now();
        return { ...request, path: path() };
      },
      onResponse: (status, _body, context) => done(kind, status, context),
    });
    const write = (kind: Kind, make: () => { path: string; body?: object; day: string }): autocannon.Request => ({
      method: 'POST',
      path: '/',
      setupRequest: (request, untyped) => {
        const context = untyped as Context;
        const { path, body, day: onDay } = make();
        const origin = randomUUID();
        const expected = onDay === day ? share.get(restaurantId)! : 0;
        expectedEvents += expected;
        writes.set(origin, { restaurantId, early: [], expected, received: 0 });
        context.origin = origin;
        context.sentAt = performance.now();
        context.sentWall = Date.now();
        return {
          ...request,
          path,
          headers: {
            ...request.headers,
            cookie: `XSRF-TOKEN=${CSRF}`,
            'x-xsrf-token': CSRF,
            'idempotency-key': randomUUID(),
            'x-client-id': origin,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
        };
      },
      onResponse: (status, body, untyped) => {
        const context = untyped as Context;
        const write = writes.get(context.origin!);
        if (write) {
          if (status !== 200 || !changedBy(body, context.sentWall!)) {
            // Refused, or nothing to change (an arrival already so): nothing is announced, no event is waited for.
            expectedEvents -= write.expected;
            writes.delete(context.origin!);
          } else {
            write.answeredAt = performance.now();
            for (const at of write.early) eventLatencies.push(Math.max(0, at - write.answeredAt));
            write.early = [];
            if (write.received >= write.expected) writes.delete(context.origin!);
          }
        }
        done(kind, status, context);
      },
    });
    const base = `/api/restaurant/v2`;
    const schedule = read('schedule', () => `${base}/${restaurantId}/bookings/mealTimes?date=${day}&source=staff`);
    const search = (text: () => string) =>
      read(
        'search',
        () =>
          `${base}/${restaurantId}/bookings/search?pageNumber=1&pageSize=50&searchQuery=${encodeURIComponent(text())}`,
      );
    const bookingList = read(
      'list',
      () => `${base}/${restaurantId}/bookings/search?pageNumber=${1 + Math.floor(Math.random() * 3)}&pageSize=50`,
    );
    const restaurants = read('restaurants', () => `${base}/restaurants`);
    const arrival = write('arrival', () => ({
      path: `${base}/booking/${pick().bookingId}/toggle-completion?visited=${Math.random() < 0.5}`,
      day,
    }));
    // A table of the booking's own (its id), added or taken away: a table another party of the slot holds would be
    // a 409 for the host to settle, which a load cannot.
    const table = write('table', () => {
      const { bookingId } = pick();
      return {
        path: `${base}/bookings/${bookingId}/changes`,
        body: { changes: [{ type: Math.random() < 0.5 ? 'addTable' : 'removeTable', table: String(bookingId) }] },
        day,
      };
    });
    const booking = write('booking', () => {
      const n = newBookings++;
      const onDay =
        n % 50 === 0
          ? day
          : dayjs(day)
              .add(1 + (n % 60), 'day')
              .format('YYYY-MM-DD');
      return {
        path: `${base}/bookings/simple`,
        body: {
          bookingDateTime: `${onDay}T${n % 2 ? '19:00' : '20:30'}:00`,
          customerName: `Walk-in ${restaurantId}-${n}`,
          peopleCount: 1 + (n % 4),
          restaurantId,
        },
        day: onDay,
      };
    });
    return [
      schedule,
      bookingList,
      arrival,
      schedule,
      search(() => `Busy 0${Math.floor(Math.random() * 10)}`),
      table,
      schedule,
      restaurants,
      booking,
      search(() => 'birthday'),
    ];
  }

  function done(kind: Kind, status: number, context: Context) {
    latencies[kind].push(performance.now() - context.sentAt!);
    const tally = tallies[kind]!;
    tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
    if (status !== 200) tally.failed++;
  }

  const samples = [await serverRss(server)];
  const sampler = setInterval(() => {
    void serverRss(server).then(
      (mb) => {
        samples.push(mb);
        if (samples.length % 6 === 1) log(`${(samples.length - 1) / 6} min: RSS ${mb.toFixed(0)} MB`);
      },
      () => undefined,
    );
  }, RSS_EVERY_MS);
  // One autocannon per connection (each with its restaurant's cycle), all at once: 50 connections in all.
  const runs = await within(
    (seconds + 60) * 1000,
    'autocannon',
    Promise.all(
      cycles.map((requests) =>
        autocannon({
          url: server.url,
          connections: 1,
          duration: seconds,
          headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
          requests,
        }),
      ),
    ),
  );
  clearInterval(sampler);
  samples.push(await serverRss(server));
  // The last writes' events: a second at most after the load.
  await sleep(1_000);
  for (const close of closers) close();
  let missing = 0;
  for (const write of writes.values()) if (write.answeredAt !== undefined) missing += write.expected - write.received;
  await sleep(4_000);
  const idle = await serverRss(server);
  const after = (await eveningBookings(server, token, RESTAURANT_ID, day)).length;

  const total = runs.reduce((sum, r) => sum + r.requests.total, 0);
  const all = KINDS.flatMap((kind) => latencies[kind]);
  const overall = percentiles(all);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    seconds,
    requests: total,
    rps: round(total / seconds),
    latency: { p50: overall.p50, p99: overall.p99, max: overall.max },
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    timeouts: runs.reduce((sum, r) => sum + r.timeouts, 0),
    byKind: Object.fromEntries(
      KINDS.map((kind) => [kind, { ...percentiles(latencies[kind]), ...tallies[kind]! }]),
    ) as EveningOutcome['byKind'],
    events: { ...percentiles(eventLatencies), expected: expectedEvents, missing },
    rss: { samples: samples.map(round), idle: round(idle) },
    dayBookings: { before, after },
  };
}
