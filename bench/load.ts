/**
 * `npm run load` (issues 16 and 32): the busy evening of a hotel group (bench/evening.ts) on the real server
 * (`server/main.ts`), on PGlite and then on PostgreSQL: 20 restaurants, a 1,000-booking day at brasseriet, 50
 * connections at 7 reads to 3 writes and 50 tablets on the evening's event streams, with the server's memory every
 * 10 s. Before each run, the floor: a bare Fastify route answering the busy day's kept bytes (bench/floor.ts), so
 * that each figure is read beside what the machine gives this hour.
 *
 * Each database: the server on a fresh data dir (PGlite) or a fresh database on the machine's PostgreSQL
 * (bench/postgres.ts, BENCH_PG_URL); the busy day through the API (bench/setup.ts); the server stopped, restaurants
 * 3-20 and their evenings added in the database, the server started again. Tokens are signed by a test key the server
 * fetches as it would Entra ID's (LOCAL_IDP=off): no browser needed.
 *
 * Budgets: PostgreSQL at least 1,000 req/s with p99 at most 100 ms, PGlite at least 500 req/s with p99 at most
 * 200 ms; a write's event on the other tablets' streams p95 at most 300 ms; no error, no event missing. The soak
 * (30 minutes, PostgreSQL unless named): RSS after the first 3 minutes grows by at most 10 %. Exits 1 when a budget
 * does not hold.
 *
 *   npm run load                          both databases, 60 s each
 *   LOAD_SECONDS=20 npm run load -- pglite  one database (pglite or postgres), 20 s
 *   npm run load -- soak                  PostgreSQL for 30 minutes (LOAD_SECONDS to change it)
 *   LOAD_CPU_PROF=/tmp/prof npm run load   the server's CPU profile too (node --cpu-prof)
 */
import os from 'node:os';
import { tokenKeys, tokenKeysEnv } from '../server/reliability/main-process.ts';
import { apiCaller } from '../tests/e2e/support/api.ts';
import { removeDir, startServer, type RunningServer } from '../tests/e2e/support/server.ts';
import { busyEvening, CONNECTIONS, KINDS, RESTAURANTS, addRestaurants, type EveningOutcome } from './evening.ts';
import { apiFloor, ratio, type Floor } from './floor.ts';
import { createDatabase } from './postgres.ts';
import { createBusyDay, RESTAURANT_ID, sleep } from './setup.ts';

const DATABASES = ['pglite', 'postgres'] as const;
type DatabaseName = (typeof DATABASES)[number];

const args = process.argv.slice(2);
const soak = args.includes('soak');
const named = args.filter((a) => a !== 'soak');
const SECONDS = Number(process.env.LOAD_SECONDS ?? (soak ? 30 * 60 : 60));
const unknown = named.filter((a) => !(DATABASES as readonly string[]).includes(a));
if (unknown.length || !Number.isFinite(SECONDS) || SECONDS <= 0) {
  console.error(`usage: [LOAD_SECONDS=60] npm run load -- [soak] [${DATABASES.join('|')} ...]`);
  process.exit(2);
}
const selected: DatabaseName[] = named.length ? (named as DatabaseName[]) : soak ? ['postgres'] : [...DATABASES];
const started = performance.now();
const log = (message: string) =>
  console.error(`[load ${((performance.now() - started) / 1000).toFixed(0).padStart(4)} s] ${message}`);

const BUDGETS = {
  postgres: { rps: 1000, p99: 100 },
  pglite: { rps: 500, p99: 200 },
  eventP95: 300,
  soakGrowth: 0.1,
} as const;
/** The soak's warm-up: RSS growth is counted from the samples of its third minute. */
const WARM_UP_SAMPLES = 18;

interface Run {
  database: DatabaseName;
  outcome: EveningOutcome;
  floor: Floor;
  loadAverage: { start: number; end: number };
  busyDay: { seconds: number; bookings: number };
}

async function run(database: DatabaseName, keys: Awaited<ReturnType<typeof tokenKeys>>): Promise<Run> {
  const cleanups: Array<() => Promise<unknown>> = [];
  try {
    const env: Record<string, string> = {
      ...tokenKeysEnv(keys.url),
      DIST_DIR: '/nonexistent',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
      // LOAD_CPU_PROF=dir: the server's CPU profile (node --cpu-prof), written there when it stops.
      ...(process.env.LOAD_CPU_PROF
        ? { SERVER_NODE_ARGS: `--cpu-prof --cpu-prof-dir=${process.env.LOAD_CPU_PROF}` }
        : {}),
    };
    if (database === 'postgres') {
      const created = await createDatabase();
      cleanups.push(() => created.drop());
      env.DATABASE_URL = created.url;
    }
    let server: RunningServer = await startServer(env);
    const dataDir = server.dataDir;
    cleanups.push(() => removeDir(dataDir));
    // The token outlives the run: the tablets' streams end when it expires.
    const token = await keys.token(SECONDS + 600);
    log(`${database}: creating the busy day…`);
    const busy = await createBusyDay(apiCaller(server.url, () => token));
    await server.stop();
    log(`${database}: busy day ${busy.day} (${busy.seconds.toFixed(1)} s); adding restaurants 3-${RESTAURANTS}…`);
    await addRestaurants(database === 'postgres' ? { databaseUrl: env.DATABASE_URL } : { dataDir }, busy.day);
    server = await startServer({ ...env, DATA_DIR: dataDir });
    const running = server;
    cleanups.push(() => running.stop());

    const day = await fetch(
      `${server.url}/api/restaurant/v2/${RESTAURANT_ID}/bookings/mealTimes?date=${busy.day}&source=staff`,
      { headers: { authorization: `Bearer ${token}` } },
    ).then((response) => response.text());
    log(`${database}: the floor (a bare route answering the busy day's kept bytes)…`);
    const floor = (await apiFloor(day))[0]!;
    log(`${database}: floor ${floor.rps} req/s, p99 ${floor.p99} ms; the evening for ${SECONDS} s…`);
    await sleep(2_000);
    const loadStart = os.loadavg()[0]!;
    const outcome = await busyEvening(server, token, busy.day, SECONDS, (line) => log(`${database}: ${line}`));
    const loadEnd = os.loadavg()[0]!;
    const round = (n: number) => Math.round(n * 10) / 10;
    return {
      database,
      outcome,
      floor,
      loadAverage: { start: round(loadStart), end: round(loadEnd) },
      busyDay: { seconds: busy.seconds, bookings: busy.bookings.length },
    };
  } finally {
    for (const undo of cleanups.reverse())
      await undo().catch((error: unknown) => console.error('cleanup failed:', error));
  }
}

/** Growth of RSS from the soak's third minute to its last minute (medians of their samples). */
function soakGrowth(samples: number[]): { from: number; to: number; growth: number } | undefined {
  if (samples.length < WARM_UP_SAMPLES + 12) return undefined;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const from = median(samples.slice(WARM_UP_SAMPLES - 6, WARM_UP_SAMPLES));
  const to = median(samples.slice(-6));
  return { from, to, growth: to / from - 1 };
}

function report(r: Run): boolean {
  const o = r.outcome;
  const budget = BUDGETS[r.database];
  const name = r.database === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const failures: string[] = [];
  // The soak's budget is its memory and no error (its data grows by a new booking every tenth request, and what
  // searches it with it); the minute's run holds the rates.
  if (!soak && o.rps < budget.rps) failures.push(`throughput ${o.rps} < ${budget.rps} req/s`);
  if (!soak && o.latency.p99 > budget.p99) failures.push(`p99 ${o.latency.p99} > ${budget.p99} ms`);
  if (o.non2xx || o.errors || o.timeouts) failures.push('requests failed');
  if (!soak && o.events.p95 > BUDGETS.eventP95) failures.push(`event p95 ${o.events.p95} > ${BUDGETS.eventP95} ms`);
  if (o.events.missing) failures.push(`${o.events.missing} events missing`);
  const growth = soak ? soakGrowth(o.rss.samples) : undefined;
  if (soak && (!growth || growth.growth > BUDGETS.soakGrowth))
    failures.push(growth ? `RSS grew ${(growth.growth * 100).toFixed(1)} %` : 'too short to tell RSS growth');
  const kinds = KINDS.map((kind) => {
    const k = o.byKind[kind];
    const failed = k.failed
      ? ` (${Object.entries(k.statuses)
          .map(([s, n]) => `${n} × ${s}`)
          .join(', ')})`
      : '';
    return `    ${kind.padEnd(11)} ${String(k.count).padStart(7)} requests${failed}, p50 ${k.p50} ms, p99 ${k.p99} ms, max ${k.max} ms`;
  });
  const minutes = o.rss.samples.filter((_, i) => i % 6 === 0);
  console.log(
    [
      `${name}${soak ? ' soak' : ''}: ${RESTAURANTS} restaurants, ${CONNECTIONS} connections, ${CONNECTIONS} tablets on event streams, ${o.seconds} s`,
      `  throughput ${o.rps} req/s (${ratio(o.rps, r.floor.rps)}: a bare route gave ${r.floor.rps} req/s, p99 ${r.floor.p99} ms), ${o.requests} requests`,
      `  latency p50 ${o.latency.p50} ms, p99 ${o.latency.p99} ms (${ratio(o.latency.p99, r.floor.p99)}), max ${o.latency.max} ms`,
      ...kinds,
      `  non-2xx ${o.non2xx}, errors ${o.errors}, timeouts ${o.timeouts}`,
      `  write → event on the other tablets: p50 ${o.events.p50} ms, p95 ${o.events.p95} ms (${ratio(o.events.p95, r.floor.p99)}'s p99), max ${o.events.max} ms (${o.events.count} of ${o.events.expected} events, ${o.events.missing} missing)`,
      `  the busy evening: ${o.dayBookings.before} → ${o.dayBookings.after} bookings`,
      `  server RSS MB every 10 s: ${soak ? `every minute ${minutes.join(' ')}` : o.rss.samples.join(' ')}; idle 5 s after ${o.rss.idle}`,
      ...(growth
        ? [
            `  RSS after warm-up (minute 3) ${growth.from} MB → last minute ${growth.to} MB: ${(growth.growth * 100).toFixed(1)} %`,
          ]
        : []),
      `  load average ${r.loadAverage.start} at the start, ${r.loadAverage.end} at the end`,
      `  budgets: ${failures.length ? `NOT HELD: ${failures.join('; ')}` : 'all held'}`,
    ].join('\n'),
  );
  return failures.length === 0;
}

const keys = await tokenKeys();
let failed = false;
const runs: Run[] = [];
try {
  for (const database of selected) {
    try {
      runs.push(await run(database, keys));
    } catch (error) {
      failed = true;
      console.error(`${database}: failed`, error);
    }
  }
} finally {
  await keys.close();
}
for (const r of runs) if (!report(r)) failed = true;
console.log(
  `\n${new Date().toISOString()}, ${os.availableParallelism()} cores (${os.cpus()[0]?.model ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`,
);
process.exitCode = failed ? 1 : 0;
