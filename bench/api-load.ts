import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';
import type { RunningServer } from '../tests/e2e/support/server.ts';
import { figure, median, notMeasured, type Figure } from './figures.ts';
import { apiFloor, type Floor } from './floor.ts';
import { RESTAURANT_ID, sleep, within } from './setup.ts';

export const API_RUNS = 3;
const SECONDS = 5;
const CONNECTIONS = 50;

interface Load {
  p50: number;
  p99: number;
  rps: number;
  requests: number;
  failed: number;
}

/** autocannon: 50 connections for `seconds` on one authenticated GET, asking for gzip as every browser does. */
async function load(url: string, token: string, seconds: number): Promise<Load> {
  const result = await within(
    (seconds + 30) * 1000,
    `autocannon ${url}`,
    autocannon({
      url,
      connections: CONNECTIONS,
      duration: seconds,
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    }),
  );
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: result.requests.average,
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Waits until the server is idle again: when autocannon stops, the server still works through the requests it had
 * taken (seconds of them when it is slow), which would land on the next measurement. Idle: GET /api/health answers
 * in under 20 ms twice in a row (a minute at most).
 */
async function settle(server: RunningServer): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (let calm = 0; calm < 2 && Date.now() < deadline; await sleep(100)) {
    const start = performance.now();
    await fetch(`${server.url}/api/health`).then((response) => response.arrayBuffer());
    calm = performance.now() - start < 20 ? calm + 1 : 0;
  }
}

/** The server process's resident memory, MB (VmRSS in /proc/<pid>/status). */
export async function serverRss(server: RunningServer): Promise<number> {
  const status = await readFile(`/proc/${server.pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for the server (pid ${server.pid})`);
  return Number(kb) / 1024;
}

/**
 * 8, 9, 10 on one database: GET mealTimes of the busy day and GET /api/images, each 3 runs of 5 s at 50 concurrent
 * connections with the host's bearer token (after a warm-up), the server idle before each, then the server's RSS.
 */
export async function apiFigures(
  database: 'PGlite' | 'PostgreSQL',
  server: RunningServer,
  token: string,
  day: string,
): Promise<Figure[]> {
  const group = database === 'PGlite' ? 'api' : 'pg';
  const mealTimes = `${server.url}/api/restaurant/v2/${RESTAURANT_ID}/bookings/mealTimes?date=${day}&source=staff`;
  // The floor (issue 32): a bare Fastify route answering the same kept bytes, loaded the same way, this very hour.
  const json = await fetch(mealTimes, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.text());
  await settle(server);
  const floors = await apiFloor(json, SECONDS, API_RUNS);
  const floorOf = (pick: (f: Floor) => number, what: string) => ({
    value: median(floors.map(pick)),
    what: `a bare Fastify route answering the same day's kept bytes from memory (bench/floor-server.ts), ${API_RUNS} runs of ${SECONDS} s: ${what}`,
  });
  const images = `${server.url}/api/images`;
  const measured = async (url: string, seconds: number) => {
    await settle(server);
    return load(url, token, seconds);
  };
  await measured(mealTimes, 2);
  const day1000: Load[] = [];
  for (let run = 0; run < API_RUNS; run++) day1000.push(await measured(mealTimes, SECONDS));
  await measured(images, 1);
  const simple: Load[] = [];
  for (let run = 0; run < API_RUNS; run++) simple.push(await measured(images, SECONDS));
  await settle(server);
  const failures = (loads: Load[]) => {
    const failed = loads.reduce((sum, l) => sum + l.failed, 0);
    return failed
      ? `${failed} of ${loads.reduce((sum, l) => sum + l.requests, 0)} requests failed or were not 200`
      : undefined;
  };
  const how = `autocannon, ${CONNECTIONS} connections, ${API_RUNS} runs of ${SECONDS} s (in the bench process, on the same 2 cores)`;
  const rss = await serverRss(server).catch((error: unknown) => error as Error);
  const rssFields = {
    id: `rss-${group}`,
    group,
    metric: `server RSS after the run (${database})`,
    unit: 'MB',
    budget: database === 'PGlite' ? { op: '<=' as const, value: 400 } : undefined,
  };
  const mealFailures = failures(day1000);
  const imageFailures = failures(simple);
  return [
    figure(
      {
        id: `mealtimes-p50-${group}`,
        group,
        metric: `API mealTimes, 1,000-booking day, p50 (${database})`,
        unit: 'ms',
        note: mealFailures ?? how,
      },
      day1000.map((l) => l.p50),
      floorOf((f) => f.p50, 'p50'),
    ),
    figure(
      {
        id: `mealtimes-p99-${group}`,
        group,
        metric: `API mealTimes, 1,000-booking day, p99 (${database})`,
        unit: 'ms',
        budget: database === 'PostgreSQL' ? { op: '<=', value: 30 } : undefined,
      },
      day1000.map((l) => l.p99),
      floorOf((f) => f.p99, 'p99'),
    ),
    figure(
      {
        id: `mealtimes-rps-${group}`,
        group,
        metric: `API mealTimes, 1,000-booking day, req/s (${database})`,
        unit: 'req/s',
        budget: { op: '>=', value: 1000 },
      },
      day1000.map((l) => l.rps),
      floorOf((f) => f.rps, 'req/s'),
    ),
    figure(
      {
        id: `images-rps-${group}`,
        group,
        metric: `API GET /api/images, req/s (${database})`,
        unit: 'req/s',
        budget: { op: '>=', value: 3000 },
        note: imageFailures ?? `p99 ${Math.max(...simple.map((l) => l.p99))} ms at most`,
      },
      simple.map((l) => l.rps),
      floorOf((f) => f.rps, 'req/s'),
    ),
    rss instanceof Error
      ? notMeasured(rssFields, rss.message)
      : figure(
          {
            ...rssFields,
            note: `VmRSS of the server process after ${database === 'PGlite' ? 'the browser runs and ' : ''}the API load`,
          },
          [rss],
        ),
  ];
}
