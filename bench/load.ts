/**
 * `npm run load` (issue 16): 50 concurrent clients for a minute on the door's routes of the busy day, on the real
 * server (`server/main.ts`), on PGlite and then on PostgreSQL, with the server's memory sampled throughout.
 *
 * Each database: the server on a fresh data dir (PGlite) or a fresh database on the machine's PostgreSQL
 * (bench/postgres.ts, BENCH_PG_URL), the bench's busy day (1,000 bookings at brasseriet, bench/setup.ts), then
 * autocannon: 50 connections, each cycling through 10 requests, 8 reads and 2 writes: the day's schedule
 * (mealTimes, 5), the booking list and its search (search, 3), an arrival (toggle-completion with
 * ?visited=true|false) and a table change (PUT bookings/{id}), each write on a random booking of the day with its
 * own Idempotency-Key, as the door's outbox sends them. Tokens are signed by a test key the server fetches as it
 * would Entra ID's (LOCAL_IDP=off): no browser needed.
 *
 * Reports requests, req/s, p50/p99, non-2xx, errors and timeouts (per kind of request too), and the server's RSS
 * (VmRSS) every 5 s: before the load, its peak, at its end, and once the server is idle again. Exits 1 when a
 * request failed or was not 200.
 *
 *   npm run load                         both databases, 60 s each
 *   LOAD_SECONDS=5 npm run load -- pglite  one database (pglite or postgres), 5 s
 *   LOAD_KINDS=search npm run load        only some kinds of request (schedule, search, arrival, table)
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import type { ScheduleBooking } from '../contract/bookings.ts';
import { tokenKeys, tokenKeysEnv } from '../server/reliability/main-process.ts';
import { apiCaller } from '../tests/e2e/support/api.ts';
import { removeDir, startServer, type RunningServer } from '../tests/e2e/support/server.ts';
import { serverRss } from './api-load.ts';
import { createDatabase } from './postgres.ts';
import { createBusyDay, RESTAURANT_ID, sleep, within } from './setup.ts';

const DATABASES = ['pglite', 'postgres'] as const;
type DatabaseName = (typeof DATABASES)[number];
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const CONNECTIONS = 50;
const RSS_EVERY_MS = 5_000;
const CSRF = 'load-csrf';

const args = process.argv.slice(2);
const unknown = args.filter((a) => !(DATABASES as readonly string[]).includes(a));
if (unknown.length || !Number.isFinite(SECONDS) || SECONDS <= 0) {
  console.error(`usage: [LOAD_SECONDS=60] npm run load -- [${DATABASES.join('|')} ...]`);
  process.exit(2);
}
const selected = args.length ? (args as DatabaseName[]) : [...DATABASES];
const log = (message: string) =>
  console.error(`[load ${((performance.now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}`);
const started = performance.now();

type Kind = 'schedule' | 'search' | 'arrival' | 'table';

interface Outcome {
  database: string;
  seconds: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  byKind: Record<Kind, { requests: number; failed: number; statuses: Record<string, number> }>;
  rss: { before: number; peak: number; end: number; idle: number; samples: number[] };
  loadAverage: { start: number; end: number };
}

/** The 10 requests each connection cycles through (8 reads, 2 writes), on the busy day's bookings. */
function requests(
  day: string,
  bookings: ScheduleBooking[],
  count: (kind: Kind, status: number, body?: string) => void,
): autocannon.Request[] {
  const pick = () => bookings[Math.floor(Math.random() * bookings.length)]!;
  const writeHeaders = () => ({ cookie: `XSRF-TOKEN=${CSRF}`, 'x-xsrf-token': CSRF, 'idempotency-key': randomUUID() });
  const schedule: autocannon.Request = {
    method: 'GET',
    path: `/api/restaurant/v2/${RESTAURANT_ID}/bookings/mealTimes?date=${day}&source=staff`,
    onResponse: (status, body) => count('schedule', status, body),
  };
  const search = (query: string): autocannon.Request => ({
    method: 'GET',
    path: `/api/restaurant/v2/brasseriet/bookings/search?pageNumber=1&pageSize=50&searchQuery=${encodeURIComponent(query)}`,
    setupRequest: (request) => ({
      ...request,
      path: `/api/restaurant/v2/brasseriet/bookings/search?pageNumber=${1 + Math.floor(Math.random() * 5)}&pageSize=50&searchQuery=${encodeURIComponent(query)}`,
    }),
    onResponse: (status, body) => count('search', status, body),
  });
  const arrival: autocannon.Request = {
    method: 'POST',
    path: '/api/restaurant/v2/booking/1/toggle-completion',
    setupRequest: (request) => ({
      ...request,
      path: `/api/restaurant/v2/booking/${pick().bookingId}/toggle-completion?visited=${Math.random() < 0.5}`,
      headers: { ...request.headers, ...writeHeaders() },
    }),
    onResponse: (status, body) => count('arrival', status, body),
  };
  const table: autocannon.Request = {
    method: 'PUT',
    path: '/api/restaurant/v2/bookings/1',
    setupRequest: (request) => {
      const booking = pick();
      const body = {
        name: booking.name,
        bookedSeats: booking.bookedSeats,
        bookingDateTime: booking.bookingDateTime,
        restaurantId: RESTAURANT_ID,
        phoneNumber: booking.phoneNumber,
        message: booking.message,
        tableNumbers: [String(1 + Math.floor(Math.random() * 40))],
      };
      return {
        ...request,
        path: `/api/restaurant/v2/bookings/${booking.bookingId}`,
        headers: { ...request.headers, ...writeHeaders(), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      };
    },
    onResponse: (status, body) => count('table', status, body),
  };
  const cycle: Array<[Kind, autocannon.Request]> = [
    ['schedule', schedule],
    ['search', search('')],
    ['schedule', schedule],
    ['arrival', arrival],
    ['schedule', schedule],
    ['search', search('Busy 04')],
    ['schedule', schedule],
    ['table', table],
    ['schedule', schedule],
    ['search', search('birthday')],
  ];
  // LOAD_KINDS=schedule,search: only those (to see what each costs).
  const only = process.env.LOAD_KINDS?.split(',');
  return cycle.filter(([kind]) => !only || only.includes(kind)).map(([, request]) => request);
}

async function run(database: DatabaseName, keys: Awaited<ReturnType<typeof tokenKeys>>): Promise<Outcome> {
  const cleanups: Array<() => Promise<unknown>> = [];
  try {
    const env: Record<string, string> = {
      ...tokenKeysEnv(keys.url),
      DIST_DIR: '/nonexistent',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
    };
    if (database === 'postgres') {
      const created = await createDatabase();
      cleanups.push(() => created.drop());
      env.DATABASE_URL = created.url;
    }
    const server: RunningServer = await startServer(env);
    cleanups.push(async () => {
      await server.stop();
      await removeDir(server.dataDir);
    });
    const token = await keys.token();
    log(`${database}: server ${server.url} (pid ${server.pid}); creating the busy day…`);
    const busy = await createBusyDay(apiCaller(server.url, () => token));
    log(
      `${database}: busy day ${busy.day}, ${busy.bookings.length} bookings in ${busy.seconds.toFixed(1)} s; ${CONNECTIONS} clients for ${SECONDS} s…`,
    );

    const byKind = Object.fromEntries(
      (['schedule', 'search', 'arrival', 'table'] as const).map((kind) => [
        kind,
        { requests: 0, failed: 0, statuses: {} },
      ]),
    ) as Outcome['byKind'];
    const count = (kind: Kind, status: number, body?: string) => {
      const tally = byKind[kind];
      if (status !== 200 && process.env.LOAD_DEBUG) console.error(kind, status, body?.slice(0, 300));
      tally.requests++;
      if (status !== 200) tally.failed++;
      tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
    };
    await sleep(2_000);
    const before = await serverRss(server);
    const samples = [before];
    const sampler = setInterval(
      () =>
        void serverRss(server).then(
          (mb) => samples.push(mb),
          () => undefined,
        ),
      RSS_EVERY_MS,
    );
    const loadStart = os.loadavg()[0]!;
    const result = await within(
      (SECONDS + 60) * 1000,
      'autocannon',
      autocannon({
        url: server.url,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
        requests: requests(busy.day, busy.bookings, count),
      }),
    );
    clearInterval(sampler);
    const end = await serverRss(server);
    samples.push(end);
    const loadEnd = os.loadavg()[0]!;
    // Idle again: what the load left behind (a leak would stay).
    await sleep(5_000);
    const idle = await serverRss(server);
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      database: database === 'pglite' ? 'PGlite' : 'PostgreSQL',
      seconds: SECONDS,
      requests: result.requests.total,
      rps: round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      max: result.latency.max,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      byKind,
      rss: {
        before: round(before),
        peak: round(Math.max(...samples)),
        end: round(end),
        idle: round(idle),
        samples: samples.map(round),
      },
      loadAverage: { start: round(loadStart), end: round(loadEnd) },
    };
  } finally {
    for (const undo of cleanups.reverse())
      await undo().catch((error: unknown) => console.error('cleanup failed:', error));
  }
}

const keys = await tokenKeys();
const outcomes: Outcome[] = [];
let failed = false;
try {
  for (const database of selected) {
    try {
      outcomes.push(await run(database, keys));
    } catch (error) {
      failed = true;
      console.error(`${database}: failed`, error);
    }
  }
} finally {
  await keys.close();
}

for (const o of outcomes) {
  const kinds = Object.entries(o.byKind)
    .map(
      ([kind, t]) =>
        `${kind} ${t.requests}${
          t.failed
            ? ` (${Object.entries(t.statuses)
                .map(([s, n]) => `${n} × ${s}`)
                .join(', ')})`
            : ''
        }`,
    )
    .join(', ');
  console.log(
    [
      `${o.database}: ${CONNECTIONS} connections, ${o.seconds} s`,
      `  requests ${o.requests} (${kinds}), ${o.rps} req/s, latency p50 ${o.p50} ms, p99 ${o.p99} ms, max ${o.max} ms`,
      `  non-2xx ${o.non2xx}, errors ${o.errors}, timeouts ${o.timeouts}`,
      `  server RSS MB: before ${o.rss.before}, peak ${o.rss.peak}, end ${o.rss.end}, idle 5 s later ${o.rss.idle} (every ${RSS_EVERY_MS / 1000} s: ${o.rss.samples.join(' ')})`,
      `  load average ${o.loadAverage.start} at the start, ${o.loadAverage.end} at the end`,
    ].join('\n'),
  );
  if (o.non2xx || o.errors || o.timeouts) failed = true;
}
console.log(
  `\n${new Date().toISOString()}, ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
);
process.exitCode = failed ? 1 : 0;
